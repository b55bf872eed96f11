import { matchRoute, useRoutes } from '@docs-kit/core/runtime';
import { useEffect, useState } from 'react';
import { DEFAULT_OVERVIEW_HEADER_DEPTH, type OverviewGroup } from '../../logic/overview';

/**
 * The headings of the overview's child pages (h2 down to `depth`), read from each page's chunk
 * once the overview is on screen. Pages that fail to load simply show no headings.
 */
export function useChildHeadings(groups: readonly OverviewGroup[], depth = DEFAULT_OVERVIEW_HEADER_DEPTH): OverviewGroup[] {
  const routes = useRoutes();
  const [headings, setHeadings] = useState<Record<string, { text: string; link: string }[]>>({});
  const links = groups.flatMap((g) => g.items.map((i) => i.link)).join('\n');
  useEffect(() => {
    let cancelled = false;
    const wanted = links ? links.split('\n') : [];
    Promise.all(
      wanted.map(async (link) => {
        const route = matchRoute(routes, link);
        if (!route) return [link, []] as const;
        try {
          const module = await route.load();
          const toc = module.pageData.toc.filter((t) => t.depth >= 2 && t.depth <= depth);
          return [link, toc.map((t) => ({ text: t.text, link: `${link}#${t.id}` }))] as const;
        } catch {
          return [link, []] as const;
        }
      }),
    ).then((entries) => {
      if (!cancelled) setHeadings(Object.fromEntries(entries.map(([link, list]) => [link, [...list]])));
    });
    return () => {
      cancelled = true;
    };
  }, [links, routes, depth]);
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, headings: headings[item.link] ?? item.headings })),
  }));
}

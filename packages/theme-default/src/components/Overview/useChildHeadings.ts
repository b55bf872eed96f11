import { matchRoute, usePrefetchRoute, useRoutes } from '@docs-kit/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_OVERVIEW_HEADER_DEPTH, type OverviewGroup } from '../../logic/overview';

type Headings = Record<string, { text: string; link: string }[]>;

/**
 * The headings of the overview's child pages (h2 down to `depth`), read from each page's chunk
 * once the overview is on screen. Pages that fail to load simply show no headings.
 */
export function useChildHeadings(
  groups: readonly OverviewGroup[],
  depth = DEFAULT_OVERVIEW_HEADER_DEPTH,
): OverviewGroup[] {
  const routes = useRoutes();
  const prefetch = usePrefetchRoute();
  const latest = useRef(routes);
  latest.current = routes;
  const [headings, setHeadings] = useState<Headings>({});
  const links = groups.flatMap((g) => g.items.map((i) => i.link)).join('\n');
  useEffect(() => {
    let cancelled = false;
    const wanted = links ? links.split('\n') : [];
    const read = async (link: string): Promise<[string, Headings[string]]> => {
      try {
        await prefetch(link);
        const module = await matchRoute(latest.current, link)?.load();
        const toc = module?.pageData.toc.filter((t) => t.depth >= 2 && t.depth <= depth) ?? [];
        return [link, toc.map((t) => ({ text: t.text, link: `${link}#${t.id}` }))];
      } catch {
        return [link, []];
      }
    };
    Promise.all(wanted.map(read)).then((entries) => {
      if (!cancelled) setHeadings(Object.fromEntries(entries));
    });
    return () => {
      cancelled = true;
    };
  }, [links, prefetch, depth]);
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, headings: headings[item.link] ?? item.headings })),
  }));
}

import { matchRoute, usePrefetchRoute, useRoutes } from '@docs-kit/core/runtime';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { DEFAULT_OVERVIEW_HEADER_DEPTH, type OverviewGroup } from '../../logic/overview';

type Headings = Record<string, { text: string; link: string }[]>;

/**
 * The headings of the overview's child pages (h2 down to `depth`), read from each page's chunk.
 * A page's chunk loads when its card comes near the viewport, or, once the reader filters, for
 * every card (the filter matches headings too). Pages that fail to load show no headings.
 */
export function useChildHeadings(
  groups: readonly OverviewGroup[],
  container: RefObject<HTMLElement | null>,
  options: { depth?: number; loadAll?: boolean } = {},
): OverviewGroup[] {
  const { depth = DEFAULT_OVERVIEW_HEADER_DEPTH, loadAll = false } = options;
  const routes = useRoutes();
  const prefetch = usePrefetchRoute();
  const latest = useRef(routes);
  latest.current = routes;
  const requested = useRef(new Set<string>());
  const [headings, setHeadings] = useState<Headings>({});
  const links = groups.flatMap((g) => g.items.map((i) => i.link)).join('\n');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const load = (link: string) => {
      if (requested.current.has(link)) return;
      requested.current.add(link);
      prefetch(link)
        .then(() => matchRoute(latest.current, link)?.load())
        .then((module) => {
          const toc = module?.pageData.toc.filter((t) => t.depth >= 2 && t.depth <= depth) ?? [];
          if (mounted.current)
            setHeadings((h) => ({ ...h, [link]: toc.map((t) => ({ text: t.text, link: `${link}#${t.id}` })) }));
        })
        .catch(() => undefined);
    };
    if (loadAll) {
      for (const link of links ? links.split('\n') : []) load(link);
      return;
    }
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const link = (entry.target as HTMLElement).dataset.link;
          if (entry.isIntersecting && link) {
            load(link);
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '200px' },
    );
    for (const card of root.querySelectorAll('[data-link]')) observer.observe(card);
    return () => observer.disconnect();
  }, [links, prefetch, depth, loadAll, container]);

  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, headings: headings[item.link] ?? item.headings })),
  }));
}

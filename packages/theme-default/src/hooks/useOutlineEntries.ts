import type { TocEntry } from '@docs-kit/core/runtime';
import { usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useMemo } from 'react';

/** The outline of the page: h2-h4; with none and `fallbackHeadingTitle`, the page title. */
export function useOutlineEntries(): TocEntry[] {
  const page = usePageData();
  const { themeConfig } = useSiteData();
  return useMemo(() => {
    const toc = page.toc.filter((t) => t.depth >= 2 && t.depth <= 4);
    if (toc.length || !themeConfig.fallbackHeadingTitle || !page.title) return toc;
    return [];
  }, [page.toc, page.title, themeConfig.fallbackHeadingTitle]);
}

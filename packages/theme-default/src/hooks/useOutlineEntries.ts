import type { TocEntry } from '@docs-kit/core/runtime';
import { usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useMemo } from 'react';
import { themeConfigOf } from '../logic/themeConfig';

/**
 * The outline of the page: its h2-h4. With `fallbackHeadingTitle` (the default), a page without an
 * h2 gets its title as the first entry, linking to the top of the page.
 */
export function useOutlineEntries(): TocEntry[] {
  const page = usePageData();
  const themeConfig = themeConfigOf(useSiteData());
  return useMemo(() => {
    const toc = page.toc.filter((t) => t.depth >= 2 && t.depth <= 4);
    if (toc.some((t) => t.depth === 2) || !themeConfig.fallbackHeadingTitle || !page.title) return toc;
    return [{ text: page.title, id: '', depth: 2, charIndex: -1 }, ...toc];
  }, [page.toc, page.title, themeConfig.fallbackHeadingTitle]);
}

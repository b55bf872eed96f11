import { useLang, usePageData, usePageSidebar, useSiteData } from '@docs-kit/core/runtime';
import { useMemo } from 'react';
import { type SidebarItem, selectSidebar } from '../logic/sidebar';

/**
 * The sidebar of the page on screen: the one that came with the page's chunk (built sites ship each
 * section's sidebar with its pages), else the language's sidebar whose key is the longest prefix.
 */
export function useSidebarData(): SidebarItem[] {
  const site = useSiteData();
  const lang = useLang();
  const { routePath } = usePageData();
  const own = usePageSidebar();
  return useMemo(() => own ?? selectSidebar(site, lang, routePath)?.items ?? [], [own, site, lang, routePath]);
}

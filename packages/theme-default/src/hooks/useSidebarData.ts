import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useMemo } from 'react';
import { type SidebarItem, selectSidebar } from '../logic/sidebar';

/** The sidebar of the page on screen: the language's sidebar whose key is the longest prefix. */
export function useSidebarData(): SidebarItem[] {
  const site = useSiteData();
  const lang = useLang();
  const { routePath } = usePageData();
  return useMemo(() => selectSidebar(site, lang, routePath)?.items ?? [], [site, lang, routePath]);
}

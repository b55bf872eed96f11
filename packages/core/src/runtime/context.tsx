import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { PageData } from '../shared/types';
import type { ClientRoute, PageModule } from './routes';
import type { SiteData } from './siteData';

export interface DocsState {
  site: SiteData;
  routes: readonly ClientRoute[];
  /** The page on screen (its data and content). */
  page: PageData;
  Content: PageModule['default'];
  /** The sidebar that came with the page's chunk, if the build shipped one. */
  sidebar?: PageModule['sidebar'];
  /** True while the next page's chunk is loading. */
  loading: boolean;
  /** Loads a route's page chunk ahead of a click (and first the route's section, if unknown). */
  prefetch: (path: string) => Promise<void>;
}

const DocsContext = createContext<Omit<DocsState, 'routes'> | null>(null);
/**
 * The route table has a context of its own: it grows once the page is up (the section's manifest),
 * and that should re-render only what lists routes, not every component of a page still hydrating.
 */
const RoutesContext = createContext<readonly ClientRoute[]>([]);

export function DocsProvider({ value, children }: { value: DocsState; children: ReactNode }) {
  const { site, page, Content, sidebar, loading, prefetch, routes } = value;
  const state = useMemo(
    () => ({ site, page, Content, sidebar, loading, prefetch }),
    [site, page, Content, sidebar, loading, prefetch],
  );
  return (
    <DocsContext.Provider value={state}>
      <RoutesContext.Provider value={routes}>{children}</RoutesContext.Provider>
    </DocsContext.Provider>
  );
}

function useDocs(): Omit<DocsState, 'routes'> {
  const state = useContext(DocsContext);
  if (!state)
    throw new Error('Docs hooks must be used inside <DocsProvider> (the runtime renders it around the theme).');
  return state;
}

export const useSiteData = (): SiteData => useDocs().site;
export const usePageData = (): PageData => useDocs().page;
export const usePageContent = (): PageModule['default'] => useDocs().Content;
export function useRoutes(): readonly ClientRoute[] {
  useDocs();
  return useContext(RoutesContext);
}
export const usePageLoading = (): boolean => useDocs().loading;

/** The language of the page on screen. */
export function useLang(): string {
  const { page, site } = useDocs();
  return page.lang || site.lang;
}

/** A function that fetches the chunk of the page at a path ahead of time (hover, focus). */
export const usePrefetchRoute = (): DocsState['prefetch'] => useDocs().prefetch;

/** The sidebar that came with the page on screen (built sites); undefined where the site data has it. */
export const usePageSidebar = (): DocsState['sidebar'] => useDocs().sidebar;

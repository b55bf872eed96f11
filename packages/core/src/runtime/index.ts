export * from '../shared/index';
export { HASH_SCROLL_DELAY, PAGE_UPDATE_EVENT, scrollToHash, useNavigate } from './App';
export { startClient } from './client';
export {
  type DocsState,
  useLang,
  usePageContent,
  usePageData,
  usePageLoading,
  usePageSidebar,
  usePrefetchRoute,
  useRoutes,
  useSiteData,
} from './context';
export { type HeadTags, useHead } from './head';
export { LOCALE_REDIRECT_KEY, localeRedirectTarget } from './localeRedirect';
export { notFoundPage } from './notFound';
export { PAGE_ERROR_EVENT, type PageErrorDetail } from './pageError';
export { createProgressBar, PROGRESS } from './progress';
export { compileRedirects, findRedirect } from './redirects';
export { createRouteRegistry, type RouteRegistry, type RouteSource } from './routeSource';
export { type ClientRoute, matchRoute, type PageModule } from './routes';
export type { SiteData } from './siteData';

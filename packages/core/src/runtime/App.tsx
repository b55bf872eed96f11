import {
  type ComponentType,
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveCode } from './code';
import { DocsProvider } from './context';
import { notFoundPage } from './notFound';
import { PageErrorBoundary } from './pageError';
import { createProgressBar } from './progress';
import type { RouteRegistry } from './routeSource';
import { matchRoute, type PageModule } from './routes';
import type { SiteData } from './siteData';

/** Spec 4: after navigating to a hash, scrolling waits 100 ms for the new content to lay out. */
export const HASH_SCROLL_DELAY = 100;

/** Opt in to react-router 7's behaviour now, so upgrading changes nothing (and v6 stops warning). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Window event by which the dev server's client swaps in a page module after its file changed. */
export const PAGE_UPDATE_EVENT = 'docs:page-update';

export interface AppProps {
  site: SiteData;
  routes: RouteRegistry;
  /** The page rendered first (from the server's HTML, or loaded before the first render). */
  initial: PageModule;
  Layout: ComponentType;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the page on screen in step with the URL: on a new path it loads that page's chunk (with the
 * progress bar), swaps content once it is there, then scrolls to the hash or the top. A chunk that
 * fails to load is logged and the current page stays (spec 8).
 */
export function DocsApp({ site, routes: registry, initial, Layout }: AppProps) {
  const location = useLocation();
  const routes = useSyncExternalStore(registry.subscribe, registry.list, registry.list);
  const prefetch = useCallback(
    (path: string) =>
      registry
        .ensure(path)
        .then(() => matchRoute(registry.list(), path, '/')?.load())
        .then(() => undefined),
    [registry],
  );
  const [current, setCurrent] = useState<{ module: PageModule; path: string }>({
    module: initial,
    path: location.pathname,
  });
  // The page's content with its code blocks handed in (see code.ts).
  const Content = useMemo(() => withCode(current.module), [current.module]);
  const [loading, setLoading] = useState(false);
  const progress = useRef<ReturnType<typeof createProgressBar> | null>(null);
  const pendingScroll = useRef<string | null>(null);

  useEffect(() => {
    if (location.pathname === current.path) return;
    let cancelled = false;
    progress.current ??= createProgressBar();
    progress.current.start();
    setLoading(true);
    registry
      .ensure(location.pathname)
      .then(() => {
        const route = matchRoute(registry.list(), location.pathname, '/');
        return route ? route.load().then((module) => resolveCode(module)) : notFoundPage(site, location.pathname);
      })
      .then((module) => {
        if (cancelled) return;
        pendingScroll.current = location.hash;
        setCurrent({ module, path: location.pathname });
      })
      .catch((error: unknown) => {
        console.error(`[docs] Failed to load the page ${location.pathname}:`, error);
      })
      .finally(() => {
        // A navigation overtaken by a newer one leaves the bar to the newer one.
        if (cancelled) return;
        progress.current?.done();
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.hash, current.path, registry, site]);

  // The dev server pushes a recompiled page module here after its file is saved.
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<{ path: string; module: PageModule }>).detail;
      if (detail.path !== current.module.pageData.routePath) return;
      setCurrent((previous) => ({ module: detail.module, path: previous.path }));
    };
    // The route on screen, for CSS and for the dev client to know which page updates concern it.
    document.documentElement.dataset.route = current.module.pageData.routePath;
    window.addEventListener(PAGE_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(PAGE_UPDATE_EVENT, onUpdate);
  }, [current.module.pageData.routePath]);

  useIsomorphicLayoutEffect(() => {
    const hash = pendingScroll.current;
    if (hash === null) return;
    pendingScroll.current = null;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [current]);

  // The same elements on every render: a change of the context reaches its readers only, and the
  // route table growing after load re-renders nothing else.
  const tree = useMemo(
    () => (
      <>
        <HashWatcher />
        <Layout />
      </>
    ),
    [Layout],
  );
  return (
    <DocsProvider
      value={{
        site,
        routes,
        page: current.module.pageData,
        Content,
        loading,
        prefetch,
        sidebar: current.module.sidebar,
      }}
    >
      {tree}
    </DocsProvider>
  );
}

/** Same-page hash links scroll after the 100 ms delay too. */
function HashWatcher() {
  const { hash, pathname } = useLocation();
  const first = useRef(true);
  const lastPath = useRef(pathname);
  useEffect(() => {
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!samePage || !hash) return;
    const timer = setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [hash, pathname]);
  return null;
}

export function scrollToHash(hash: string): void {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  const target = document.getElementById(id);
  if (target) target.scrollIntoView();
}

/** For components that navigate: react-router's navigate, re-exported so themes need not import it. */
export { useNavigate };

function withCode(module: PageModule): PageModule['default'] {
  const Inner = module.default;
  const code = Array.isArray(module.__code) ? module.__code : [];
  const { routePath, _relativePath } = module.pageData;
  // In a boundary of its own per module (see PageErrorBoundary): what the page throws stays in it.
  return (props) => (
    <PageErrorBoundary path={routePath} file={_relativePath}>
      {createElement(Inner, { ...props, __code: code })}
    </PageErrorBoundary>
  );
}

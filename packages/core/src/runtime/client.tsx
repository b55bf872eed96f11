import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { cleanPath, defaultPrefixRedirect, safeDecode } from '../shared/paths';
import { DocsApp, ROUTER_FUTURE } from './App';
import { resolveCode } from './code';
import { HeadCollector, HeadProvider } from './head';
import { localeRedirectTarget } from './localeRedirect';
import { notFoundPage } from './notFound';
import { compileRedirects, findRedirect } from './redirects';
import { createRouteRegistry, type RouteSource } from './routeSource';
import { matchRoute, type PageModule } from './routes';
import type { SiteData } from './siteData';

export interface StartOptions {
  site: SiteData;
  routes: RouteSource;
  Layout: ComponentType;
  /** Element the app renders into. */
  container?: HTMLElement;
}

/** Local storage, or a no-op store where the browser blocks it (reading the property throws then). */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** Where the browser should go instead of the current path, if anywhere (spec 2.1, 2.3). */
function redirectFor(site: SiteData, pathname: string): string | undefined {
  const base = site.base;
  const path = base !== '/' && pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  const prefixed = defaultPrefixRedirect(path, site);
  if (prefixed) return prefixed;
  const redirect = findRedirect(compileRedirects(site.redirects), path, site.langs, site.multiVersion.versions);
  if (redirect) return redirect;
  return localeRedirectTarget(site, path, {
    languages: navigator.languages ?? [navigator.language],
    userAgent: navigator.userAgent,
    storage: browserStorage(),
  });
}

/**
 * Starts the site in the browser: applies redirects, loads the current page's chunk, then hydrates
 * the server's HTML (or renders, in dev, where there is none).
 */
export async function startClient({ site, routes, Layout, container }: StartOptions): Promise<void> {
  const target = redirectFor(site, window.location.pathname);
  if (target) {
    const url = /^https?:/.test(target)
      ? target
      : `${site.base.replace(/\/$/, '')}${target}${window.location.search}${window.location.hash}`;
    window.location.replace(url);
    return;
  }
  const root = container ?? (document.getElementById('app') as HTMLElement);
  const registry = createRouteRegistry(routes, site.langs, site.multiVersion.versions);
  // Routes and sections are named without the site's base.
  const base = site.base.replace(/\/$/, '');
  const pathname =
    base && window.location.pathname.startsWith(`${base}/`)
      ? window.location.pathname.slice(base.length)
      : window.location.pathname;
  // Spec 2.1: `/x.html` and `/x/index` are the clean route; show that in the address bar too.
  const clean = cleanPath(pathname);
  if (clean !== safeDecode(pathname)) {
    window.history.replaceState(
      window.history.state,
      '',
      `${base}${encodeURI(clean)}${window.location.search}${window.location.hash}`,
    );
  }
  let initial = notFoundPage(site, pathname);
  try {
    // The HTML names the page's own chunk, so hydration needs no route table at all.
    const own = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-docs-page]');
    if (own) {
      initial = await resolveCode((await import(/* @vite-ignore */ own.href)) as PageModule, root);
      const { routePath, lang, version } = initial.pageData;
      registry.add({ path: routePath, lang, version, load: () => Promise.resolve(initial) });
    } else {
      await registry.ensure(pathname);
      const route = matchRoute(registry.list(), pathname);
      if (route) initial = await resolveCode(await route.load());
    }
  } catch (error) {
    console.error(`[docs] Failed to load the page ${window.location.pathname}:`, error);
  }
  const app = (
    <HeadProvider collector={new HeadCollector()}>
      <BrowserRouter future={ROUTER_FUTURE} basename={site.base === '/' ? undefined : site.base.replace(/\/$/, '')}>
        <DocsApp site={site} routes={registry} initial={initial} Layout={Layout} />
      </BrowserRouter>
    </HeadProvider>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Learn the rest of this section's routes once the page is up, for instant prefetching.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
  idle(() => void registry.ensure(pathname).catch(() => undefined));
}

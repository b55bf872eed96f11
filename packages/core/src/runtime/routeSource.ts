import { cleanPath, manifestName, sectionOf } from '../shared/paths';
import type { ClientRoute, PageModule } from './routes';

/**
 * Where the browser finds routes. The dev server and the renderer hand over the whole table; a
 * built site ships only where each section's small JSON manifest is, fetched when a link into that
 * section is first hovered or followed. The locator is two strings whatever the number of pages or
 * sections, so the first-load JavaScript does not grow with the site (issue 9).
 */
export interface RouteSource {
  /** Every route, when the source has them all up front. */
  routes?: ClientRoute[];
  /** A section's manifest is at `prefix + manifestName(section) + suffix`. */
  manifests?: { prefix: string; suffix: string };
}

/** A manifest row: route path, language, chunk URL, and on a versioned site the version. */
type ManifestRow = [path: string, lang: string, chunk: string, version?: string];

export interface RouteRegistry {
  /** Routes known so far. */
  list(): ClientRoute[];
  /** Resolves once the routes of the section holding `pathname` are known. */
  ensure(pathname: string): Promise<void>;
  /** Adds a route directly (the page the HTML was rendered for). */
  add(route: ClientRoute): void;
  subscribe(listener: () => void): () => void;
}

export function createRouteRegistry(
  source: RouteSource,
  langs: readonly string[],
  versions: readonly string[] = [],
): RouteRegistry {
  const routes = new Map<string, ClientRoute>((source.routes ?? []).map((r) => [r.path, r]));
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let snapshot = [...routes.values()];
  const changed = () => {
    snapshot = [...routes.values()];
    for (const listener of listeners) listener();
  };
  return {
    list: () => snapshot,
    add(route) {
      if (routes.has(route.path)) return;
      routes.set(route.path, route);
      changed();
    },
    ensure(pathname) {
      const { manifests } = source;
      if (!manifests) return Promise.resolve();
      const load = (key: string) => loadManifest(`${manifests.prefix}${manifestName(key)}${manifests.suffix}`);
      // `/config` is a page of the top-level section or names the folder route `/config/`, which
      // lives in the `/config` section: look there only when the top level does not have it.
      const clean = cleanPath(pathname);
      const own = sectionOf(clean, langs, versions);
      const folder = sectionOf(`${clean.replace(/\/$/, '')}/`, langs, versions);
      return load(own).then(() => (folder === own || routes.has(clean) ? undefined : load(folder)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function loadManifest(url: string): Promise<void> {
    let pending = loading.get(url);
    if (!pending) {
      pending = fetch(url)
        .then((response) => {
          // A section without pages has no manifest: the path is simply not a route.
          if (response.status === 404) return [];
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          return response.json() as Promise<ManifestRow[]>;
        })
        .then((rows) => {
          for (const [path, lang, chunk, version = ''] of rows) {
            if (!routes.has(path))
              routes.set(path, {
                path,
                lang,
                version,
                load: () => import(/* @vite-ignore */ chunk) as Promise<PageModule>,
              });
          }
          changed();
        })
        .catch((error: unknown) => {
          loading.delete(url);
          throw error;
        });
      loading.set(url, pending);
    }
    return pending;
  }
}

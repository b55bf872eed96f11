import type { SidebarItem } from './configSchema';
import { cleanPath } from './paths';

const trimmed = (path: string) => {
  const clean = cleanPath(path);
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
};

/** Whether the sidebar keyed `key` is the one of (or a candidate for) the page at `route`. */
export function keyMatches(key: string, route: string): boolean {
  const prefix = key.endsWith('/') ? key : `${key}/`;
  return route.startsWith(prefix) || trimmed(route) === trimmed(key);
}

/**
 * `keyMatches` against a whole route table, for checking many keys: the routes' folders and trimmed
 * forms are collected once, so each key costs two lookups rather than a pass over 20,000 routes.
 */
export function keyMatcher(routes: readonly string[]): (key: string) => boolean {
  const folders = new Set<string>();
  for (const route of routes) {
    for (let i = route.indexOf('/'); i !== -1; i = route.indexOf('/', i + 1)) folders.add(route.slice(0, i + 1));
  }
  const whole = new Set(routes.map(trimmed));
  return (key) => folders.has(key.endsWith('/') ? key : `${key}/`) || whole.has(trimmed(key));
}

/**
 * The sidebar for a path (spec 2.4, "Sidebars are chosen by path prefix"): the entry whose key is
 * the longest prefix of the path. Used by the build (to give each page its section's sidebar) and
 * by the theme.
 */
export function pickSidebar(
  sidebars: Record<string, SidebarItem[]>,
  path: string,
): { key: string; items: SidebarItem[] } | undefined {
  const route = cleanPath(path);
  let best: { key: string; items: SidebarItem[] } | undefined;
  for (const [key, items] of Object.entries(sidebars)) {
    if (keyMatches(key, route) && (!best || key.length > best.key.length)) best = { key, items };
  }
  return best;
}

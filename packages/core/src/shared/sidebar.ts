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

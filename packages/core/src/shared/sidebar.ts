import type { SidebarItem } from './configSchema';
import { cleanPath } from './paths';

const trimmed = (path: string) => {
  const clean = cleanPath(path);
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
};

/** A sidebar key as the folder whose pages it covers (`/guide` → `/guide/`). */
const asFolder = (key: string) => (key.endsWith('/') ? key : `${key}/`);

/** Whether the sidebar keyed `key` is the one of (or a candidate for) the page at `route`. */
export function keyMatches(key: string, route: string): boolean {
  return route.startsWith(asFolder(key)) || trimmed(route) === trimmed(key);
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
  return (key) => folders.has(asFolder(key)) || whole.has(trimmed(key));
}

interface Candidate {
  key: string;
  /** The key as a folder (`keyMatches`' prefix) and trimmed, computed once per key. */
  prefix: string;
  whole: string;
  items: SidebarItem[];
}

// A build picks the sidebar of every page (20,000 at 10,000 pages per language) from the same table:
// each key's forms are computed once, longest key first, instead of per key and page.
const candidatesOf = new WeakMap<Record<string, SidebarItem[]>, Candidate[]>();

function candidates(sidebars: Record<string, SidebarItem[]>): Candidate[] {
  let list = candidatesOf.get(sidebars);
  if (!list) {
    list = Object.entries(sidebars)
      .map(([key, items]) => ({ key, prefix: asFolder(key), whole: trimmed(key), items }))
      // Stable: among keys of one length the first declared wins, as before.
      .sort((a, b) => b.key.length - a.key.length);
    candidatesOf.set(sidebars, list);
  }
  return list;
}

/**
 * The sidebar for a path (spec 2.4, "Sidebars are chosen by path prefix"): the entry whose key is
 * the longest prefix of the path (`keyMatches`). Used by the build (to give each page its section's
 * sidebar) and by the theme.
 */
export function pickSidebar(
  sidebars: Record<string, SidebarItem[]>,
  path: string,
): { key: string; items: SidebarItem[] } | undefined {
  const route = cleanPath(path);
  const whole = trimmed(route);
  const found = candidates(sidebars).find((c) => route.startsWith(c.prefix) || whole === c.whole);
  return found && { key: found.key, items: found.items };
}

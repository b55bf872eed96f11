import type { SidebarItem } from '../../shared/configSchema';
import { linkInVersion, versionOf } from '../../shared/paths';

type Sidebars = Record<string, SidebarItem[]>;

function itemsInVersion(items: readonly SidebarItem[], version: string, versions: readonly string[]): SidebarItem[] {
  return items.map((item) => {
    if ('dividerType' in item || 'sectionHeaderText' in item) return item;
    const next = { ...item };
    if (next.link) next.link = linkInVersion(next.link, version, versions);
    if (next.items) next.items = itemsInVersion(next.items, version, versions);
    return next;
  });
}

/**
 * Sidebars of a versioned site (issue 19), still keyed by path prefix: a key without a version
 * (`/guide/`) is the sidebar of every version, its links taken to the reader's version
 * (`/v1/guide/` for v1); a key with a version (`/v1/guide/`) replaces it in that version, so old
 * versions can keep the sidebar they shipped with. Unprefixed links under it get its version too.
 */
export function sidebarsPerVersion(
  sidebars: Sidebars,
  multiVersion: { default: string; versions: readonly string[] },
): Sidebars {
  const { default: defaultVersion, versions } = multiVersion;
  if (!versions.length) return sidebars;
  const out: Sidebars = {};
  for (const [key, items] of Object.entries(sidebars)) {
    const own = versionOf(key, versions);
    if (own) {
      out[key] = own === defaultVersion ? items : itemsInVersion(items, own, versions);
      continue;
    }
    out[key] ??= items;
    for (const version of versions) {
      if (version === defaultVersion || `/${version}${key}` in sidebars) continue;
      out[`/${version}${key}`] = itemsInVersion(items, version, versions);
    }
  }
  return out;
}

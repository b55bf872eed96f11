import type { NavItem, SidebarItem } from '../../shared/configSchema';
import { versionOf } from '../../shared/paths';

/**
 * A locale's `nav` and `sidebar` are written relative to the language, as in VitePress and Rspress:
 * in the `zh` locale, `/guide/` means `/zh/guide/`. The prefixed form (`/zh/guide/`) keeps working,
 * so each key and link is checked on its own. The default language has no prefix.
 */

/** The path prefix of a language: `/zh`, or '' for the default language. */
export function langPrefix(lang: string, defaultLang: string): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/**
 * `/guide/` → `/zh/guide/` for prefix `/zh`; prefixed paths, external URLs and relative links stay.
 * On a versioned site the version comes first: `/v1/guide/` → `/v1/zh/guide/`.
 */
export function localizePath(link: string, prefix: string, versions: readonly string[] = []): string {
  if (!prefix || !link.startsWith('/') || link.startsWith('//')) return link;
  const version = versionOf(link, versions);
  if (version) return `/${version}${localizePath(link.slice(version.length + 1) || '/', prefix)}`;
  const rest = link.slice(prefix.length);
  if (link.startsWith(prefix) && (rest === '' || /^[/?#]/.test(rest))) return link;
  return `${prefix}${link}`;
}

/** `^/guide/` → `^/zh/guide/`: an `activeMatch` anchored at a path is matched against the prefixed path. */
function localizeActiveMatch(source: string, prefix: string): string {
  return source.startsWith('^/') ? `^${localizePath(source.slice(1), prefix)}` : source;
}

export function localizeNav(items: readonly NavItem[], prefix: string, versions: readonly string[] = []): NavItem[] {
  if (!prefix) return [...items];
  return items.map((item) => ({
    ...item,
    ...(item.link && { link: localizePath(item.link, prefix, versions) }),
    ...(item.activeMatch && { activeMatch: localizeActiveMatch(item.activeMatch, prefix) }),
    ...(item.items && { items: localizeNav(item.items, prefix, versions) }),
  }));
}

export function localizeSidebarItems(
  items: readonly SidebarItem[],
  prefix: string,
  versions: readonly string[] = [],
): SidebarItem[] {
  if (!prefix) return [...items];
  return items.map((item) => {
    if ('dividerType' in item || 'sectionHeaderText' in item) return item;
    return {
      ...item,
      ...(item.link && { link: localizePath(item.link, prefix, versions) }),
      ...(item.items && { items: localizeSidebarItems(item.items, prefix, versions) }),
    };
  });
}

import { pickSidebar, type RouteEntry, type SidebarItem, type SiteData } from '@docs-kit/core';

/**
 * Sidebars travel with their section's pages, in build and dev alike: a page module imports its
 * section's sidebar module (`docs-sidebar:<id>`, see pageModuleSource), and the bundles' site data
 * carries none.
 */

/** A language's sidebars: its own, else the shared ones. */
const sidebarsOf = (site: SiteData, lang: string): Record<string, SidebarItem[]> =>
  site.themeConfig.locales.find((l) => l.lang === lang)?.sidebar ?? site.themeConfig.sidebar;

/** The sidebar of a page's section and the id of its module; none when no sidebar key matches the page. */
export function sidebarRef(site: SiteData, route: RouteEntry): { id: string; items: SidebarItem[] } | undefined {
  const picked = pickSidebar(sidebarsOf(site, route.lang), route.path);
  return picked && { id: `${route.lang}\0${picked.key}`, items: picked.items };
}

/** What a page module imports its section's sidebar as. */
export const sidebarImport = (ref: { id: string } | undefined): string | undefined =>
  ref && `docs-sidebar:${encodeURIComponent(ref.id)}`;

/** The items of the sidebar of `id` (from `sidebarRef`). */
export function sidebarItems(site: SiteData, id: string): SidebarItem[] {
  const [lang = '', key = ''] = id.split('\0');
  return sidebarsOf(site, lang)[key] ?? [];
}

/** The source of the sidebar module of `id` (from `sidebarRef`, as `sidebarImport` encodes it). */
export function sidebarModuleSource(site: SiteData, id: string): string {
  return `export default ${JSON.stringify(sidebarItems(site, decodeURIComponent(id)))};`;
}

/**
 * Names the sidebar keys of every language: which sidebar a page gets (its id) changes only with
 * them and its own path, whatever the sidebars hold.
 */
export function sidebarKeys(site: SiteData): string {
  return JSON.stringify(site.langs.map((lang) => Object.keys(sidebarsOf(site, lang))));
}

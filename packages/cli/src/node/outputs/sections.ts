import type { SidebarItem, SiteData } from '@docs-kit/core';

/**
 * The name of the part of the site a route belongs to, for search results' group heading: the
 * sidebar group holding the page, else the nav item whose link prefixes it, else the site title.
 */
export function sectionTitleOf(site: SiteData, route: string): string {
  const first = route.split('/')[1] ?? '';
  const lang = site.langs.includes(first) ? first : site.lang;
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const sidebar = locale?.sidebar ?? site.themeConfig.sidebar;
  const find = (items: readonly SidebarItem[], group: string | undefined): string | undefined => {
    for (const item of items) {
      if ('dividerType' in item || 'sectionHeaderText' in item) continue;
      if (item.link && samePath(item.link, route) && group) return group;
      if (item.items) {
        const found = find(item.items, item.text ?? group);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const items of Object.values(sidebar)) {
    const found = find(items, undefined);
    if (found) return found;
  }
  const nav = locale?.nav ?? site.themeConfig.nav;
  const match = nav.find((n) => n.link && n.link !== '/' && route.startsWith(n.link.replace(/[^/]*$/, '')));
  return match?.text ?? site.locales.find((l) => l.lang === lang)?.title ?? site.title;
}

function samePath(a: string, b: string): boolean {
  const strip = (p: string) => p.replace(/\/$/, '');
  return strip(a) === strip(b);
}

import { type SidebarItem, type SiteData, splitRoute, withLang } from '@docs-kit/core';

const strip = (p: string) => p.replace(/\/$/, '');

// Per site and language: sidebar link → the group holding it, built once. Search records ask for
// every section of every page, and scanning the sidebars each time was quadratic (30 s of a
// 4,000-page build).
const groupIndexes = new WeakMap<SiteData, Map<string, Map<string, string>>>();

function groupsOf(site: SiteData, lang: string): Map<string, string> {
  let byLang = groupIndexes.get(site);
  if (!byLang) {
    byLang = new Map();
    groupIndexes.set(site, byLang);
  }
  let groups = byLang.get(lang);
  if (!groups) {
    const index = new Map<string, string>();
    const locale = site.themeConfig.locales.find((l) => l.lang === lang);
    // Depth first in sidebar order, the first group holding a link wins.
    const walk = (items: readonly SidebarItem[], group: string | undefined) => {
      for (const item of items) {
        if ('dividerType' in item || 'sectionHeaderText' in item) continue;
        if (item.link && group && !index.has(strip(item.link))) index.set(strip(item.link), group);
        if (item.items) walk(item.items, item.text ?? group);
      }
    };
    for (const items of Object.values(locale?.sidebar ?? site.themeConfig.sidebar)) walk(items, undefined);
    groups = index;
    byLang.set(lang, groups);
  }
  return groups;
}

// Per site: route → its section title. The search index and the llms files both ask for every page's.
const titles = new WeakMap<SiteData, Map<string, string>>();

/**
 * The name of the part of the site a route belongs to, for search results' group heading: the
 * sidebar group holding the page, else the nav item whose link prefixes it, else the site title.
 */
export function sectionTitleOf(site: SiteData, route: string): string {
  let known = titles.get(site);
  if (!known) {
    known = new Map();
    titles.set(site, known);
  }
  let title = known.get(route);
  if (title === undefined) {
    title = findSectionTitle(site, route);
    known.set(route, title);
  }
  return title;
}

function findSectionTitle(site: SiteData, route: string): string {
  const { lang, path: neutral } = splitRoute(route, site);
  const group = groupsOf(site, lang).get(strip(route));
  if (group) return group;
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const nav = locale?.nav ?? site.themeConfig.nav;
  const match = nav.find(
    (n) => n.link && n.link !== '/' && withLang(neutral, lang, site.lang).startsWith(n.link.replace(/[^/]*$/, '')),
  );
  return match?.text ?? site.locales.find((l) => l.lang === lang)?.title ?? site.title;
}

import type { SiteData } from '@docs-kit/core/runtime';
import { cleanPath } from '@docs-kit/core/runtime';

export type SidebarItem = SiteData['themeConfig']['sidebar'][string][number];
export type SidebarGroupItem = Extract<SidebarItem, { text?: string; link?: string; items?: SidebarItem[] }>;
export type SidebarDivider = Extract<SidebarItem, { dividerType: string }>;
export type SidebarSectionHeader = Extract<SidebarItem, { sectionHeaderText: string }>;

export const isDivider = (item: SidebarItem): item is SidebarDivider => 'dividerType' in item;
export const isSectionHeader = (item: SidebarItem): item is SidebarSectionHeader => 'sectionHeaderText' in item;
export const isLinkItem = (item: SidebarItem): item is SidebarGroupItem => !isDivider(item) && !isSectionHeader(item);

/** A route without trailing slash, `.html`, or `/index`, for comparisons. */
export function normalizeRoute(path: string): string {
  const clean = cleanPath(path);
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
}

/** Whether a sidebar/nav link names the page at `path`. */
export function isActiveLink(link: string | undefined, path: string): boolean {
  if (!link) return false;
  return normalizeRoute(link) === normalizeRoute(path);
}

/**
 * The sidebar for a path: the language's own sidebars (or the shared ones), the entry whose key is
 * the longest prefix of the path (spec 2.4, "Sidebars are chosen by path prefix").
 */
export function selectSidebar(
  site: SiteData,
  lang: string,
  path: string,
): { key: string; items: SidebarItem[] } | undefined {
  const sidebars = site.themeConfig.locales.find((l) => l.lang === lang)?.sidebar ?? site.themeConfig.sidebar;
  const route = cleanPath(path);
  let best: { key: string; items: SidebarItem[] } | undefined;
  for (const [key, items] of Object.entries(sidebars)) {
    const prefix = key.endsWith('/') ? key : `${key}/`;
    const matches = route.startsWith(prefix) || normalizeRoute(route) === normalizeRoute(key);
    if (matches && (!best || key.length > best.key.length)) best = { key, items };
  }
  return best;
}

/** A sidebar entry's label: its text (the build fills in the linked page's title when it has none). */
export function itemText(item: SidebarGroupItem): string {
  return item.text ?? item.link ?? '';
}

export interface FlatLink {
  text: string;
  link: string;
}

/** Every page link of a sidebar in reading order: the sequence of previous/next links. */
export function flattenSidebar(items: readonly SidebarItem[]): FlatLink[] {
  const out: FlatLink[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (!isLinkItem(item)) continue;
      if (item.link) out.push({ text: itemText(item), link: item.link });
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return out;
}

/** The previous and next pages around `path` in sidebar order. */
export function prevNext(items: readonly SidebarItem[], path: string): { prev?: FlatLink; next?: FlatLink } {
  const flat = flattenSidebar(items);
  const index = flat.findIndex((l) => isActiveLink(l.link, path));
  if (index < 0) return {};
  return { prev: flat[index - 1], next: flat[index + 1] };
}

/** Whether a group holds the page at `path` at any depth (such a group is always expanded). */
export function containsActive(item: SidebarItem, path: string): boolean {
  if (!isLinkItem(item)) return false;
  if (isActiveLink(item.link, path)) return true;
  return (item.items ?? []).some((child) => containsActive(child, path));
}

import { isActiveLink, isLinkItem, itemText, type SidebarItem } from './sidebar';

export interface OverviewPage {
  title: string;
  link: string;
  /** Headings of the page shown under its title (when known). */
  headings: { text: string; link: string }[];
}
export interface OverviewGroup {
  name: string;
  items: OverviewPage[];
}

/** Spec 2.4: headings down to depth 2 are listed by default. */
export const DEFAULT_OVERVIEW_HEADER_DEPTH = 2;

function collectPages(items: readonly SidebarItem[], current: string): OverviewPage[] {
  const out: OverviewPage[] = [];
  for (const item of items) {
    if (!isLinkItem(item)) continue;
    if (item.link && !isActiveLink(item.link, current))
      out.push({ title: itemText(item), link: item.link, headings: [] });
    if (item.items) out.push(...collectPages(item.items, current));
  }
  return out;
}

/**
 * The overview's groups: one per sidebar group (its text as heading, its pages below); links that
 * sit outside any group gather under `defaultGroupTitle` ("Others") at the end.
 */
export function overviewGroups(
  items: readonly SidebarItem[],
  currentPath: string,
  defaultGroupTitle: string,
): OverviewGroup[] {
  const groups: OverviewGroup[] = [];
  const loose: OverviewPage[] = [];
  for (const item of items) {
    if (!isLinkItem(item)) continue;
    if (item.items?.length) {
      const children = collectPages(item.items, currentPath);
      if (item.link && !isActiveLink(item.link, currentPath))
        children.unshift({ title: itemText(item), link: item.link, headings: [] });
      if (children.length) groups.push({ name: itemText(item), items: children });
    } else if (item.link && !isActiveLink(item.link, currentPath)) {
      loose.push({ title: itemText(item), link: item.link, headings: [] });
    }
  }
  if (loose.length) groups.push({ name: defaultGroupTitle, items: loose });
  return groups;
}

/** Lower case, hyphens as spaces (spec 2.4). */
export function normalizeQuery(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').trim();
}

/**
 * Case-insensitive substring filter on group names, page titles and headings. A matching group keeps
 * all its pages; otherwise a page stays when its title or one of its headings matches.
 */
export function filterOverview(groups: readonly OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalizeQuery(query);
  if (!q) return [...groups];
  const matches = (text: string) => normalizeQuery(text).includes(q);
  const out: OverviewGroup[] = [];
  for (const group of groups) {
    if (matches(group.name)) {
      out.push(group);
      continue;
    }
    const items = group.items
      .map((page) => {
        if (matches(page.title)) return page;
        const headings = page.headings.filter((h) => matches(h.text));
        return headings.length ? { ...page, headings } : undefined;
      })
      .filter((page): page is OverviewPage => page !== undefined);
    if (items.length) out.push({ ...group, items });
  }
  return out;
}

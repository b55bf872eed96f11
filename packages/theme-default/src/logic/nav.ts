import type { SiteData } from '@docs-kit/core/runtime';
import { normalizeRoute } from './sidebar';

export type NavItem = SiteData['themeConfig']['nav'][number];
export type SocialLink = SiteData['themeConfig']['socialLinks'][number];

/** Spec 9: the first five social links are inline, the rest under a "more" menu. */
export const INLINE_SOCIAL_LINKS = 5;
/** Spec 9: a dropdown closes 150 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY = 150;
/** Spec 9: the mobile menu breakpoint. */
export const MOBILE_MENU_BREAKPOINT = 768;

/** The language's nav, else the shared one. */
export function selectNav(site: SiteData, lang: string): NavItem[] {
  return site.themeConfig.locales.find((l) => l.lang === lang)?.nav ?? site.themeConfig.nav;
}

/** Items on each side of the bar (right is the default, spec 3). */
export function splitNav(items: readonly NavItem[]): { left: NavItem[]; right: NavItem[] } {
  return { left: items.filter((i) => i.position === 'left'), right: items.filter((i) => i.position !== 'left') };
}

/** Active by `activeMatch` (a regular expression source), else by the link being the path or its prefix. */
export function isNavActive(item: NavItem, path: string): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(path);
    } catch {
      return false;
    }
  }
  if (item.items) return item.items.some((child) => isNavActive(child, path));
  if (!item.link || /^[a-z]+:/i.test(item.link)) return false;
  const link = normalizeRoute(item.link);
  const route = normalizeRoute(path);
  if (link === '/' || link === '') return route === '/';
  return route === link || route.startsWith(`${link}/`);
}

export function splitSocialLinks<T>(links: readonly T[]): { inline: T[]; more: T[] } {
  return { inline: links.slice(0, INLINE_SOCIAL_LINKS), more: links.slice(INLINE_SOCIAL_LINKS) };
}

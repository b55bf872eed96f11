import type { PageData, SiteData } from '@docs-kit/core/runtime';
import { joinRoute, linkInVersion, splitRoute } from '@docs-kit/core/runtime';
import type { NavItem } from './nav';

/**
 * The same page in another version, in the reader's language; that version's home when the page
 * does not exist there. Decided from the page data (`versions`, the versions the build found the
 * page in), so switching never lands on a 404.
 */
export function versionRoute(
  site: SiteData,
  page: Pick<PageData, 'routePath' | 'pageType' | 'versions'>,
  target: string,
): string {
  const { lang, path } = splitRoute(page.routePath, site);
  const exists = page.versions ? page.versions.includes(target) : page.pageType !== '404';
  return joinRoute({ version: target, lang, path: exists ? path : '/' }, site);
}

/** The version switcher's entries: each version, leading to this page in it (spec 2.4). */
export function versionItems(
  site: SiteData,
  page: Pick<PageData, 'routePath' | 'pageType' | 'versions'>,
): { text: string; link: string }[] {
  return site.multiVersion.versions.map((version) => ({ text: version, link: versionRoute(site, page, version) }));
}

/** The version being read: the page's, else the site's default (`''` on an unversioned site). */
export function currentVersion(site: SiteData, page: Pick<PageData, 'version'>): string {
  return page.version || site.multiVersion.default;
}

/**
 * The nav as it reads in an older version: internal links lead into that version (`/guide/` →
 * `/v1/guide/`) and an `activeMatch` anchored at the root matches under its prefix. The default
 * version, and an unversioned site, keep the nav as written.
 */
export function navInVersion(items: readonly NavItem[], site: SiteData, version: string): NavItem[] {
  const { default: defaultVersion, versions } = site.multiVersion;
  if (!version || version === defaultVersion || !versions.includes(version)) return [...items];
  return items.map((item) => ({
    ...item,
    ...(item.link ? { link: linkInVersion(item.link, version, versions) } : {}),
    ...(item.activeMatch?.startsWith('^/') ? { activeMatch: `^/${version}/${item.activeMatch.slice(2)}` } : {}),
    ...(item.items ? { items: navInVersion(item.items, site, version) } : {}),
  }));
}

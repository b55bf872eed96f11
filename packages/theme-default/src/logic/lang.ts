import type { SiteData } from '@docs-kit/core/runtime';
import { joinRoute, linkInVersion, namedPrefixes, splitRoute, withLang } from '@docs-kit/core/runtime';

/**
 * The same page in another language (`/guide/x` ↔ `/zh/guide/x`, `/v1/guide/x` ↔ `/v1/zh/guide/x`);
 * that language's home when the page has no translation there. `translations` are the languages
 * the page exists in (page data).
 */
export function mirroredRoute(
  site: SiteData,
  path: string,
  targetLang: string,
  translations?: readonly string[],
): string {
  const { version, path: neutral } = splitRoute(path, site);
  const translated = !translations || translations.includes(targetLang);
  return joinRoute({ version, lang: targetLang, path: translated ? neutral : '/' }, site);
}

/**
 * The 404 page's home link (spec 2.4): the site root, prefixed with the version and the language
 * when they differ from the defaults.
 */
export function homeLink(site: SiteData, lang: string, version = ''): string {
  return joinRoute({ version, lang: lang || site.lang, path: '/' }, site);
}

/**
 * A link written in front matter, in the page's language and version: like links in Markdown, an
 * internal route is written without the prefixes and gets the page's (`/guide/` → `/zh/guide/`,
 * `/v1/zh/guide/` on an old version's page).
 */
export function localizeLink(site: SiteData, link: string, lang: string, version = ''): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const named = namedPrefixes(link, site.langs, site.multiVersion.versions);
  if (named.version || named.lang) return link;
  const localized = withLang(link, lang, site.lang);
  const old = version && version !== site.multiVersion.default;
  return old ? linkInVersion(localized, version, site.multiVersion.versions) : localized;
}

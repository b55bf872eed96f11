import type { SiteData } from '@docs-kit/core/runtime';
import { splitLang, withLang } from '@docs-kit/core/runtime';

/**
 * The same page in another language (`/guide/x` ↔ `/zh/guide/x`); that language's home when the
 * page has no translation there. `translations` are the languages the page exists in (page data).
 */
export function mirroredRoute(
  site: SiteData,
  path: string,
  targetLang: string,
  translations?: readonly string[],
): string {
  const { path: neutral } = splitLang(path, site.langs, site.lang);
  if (translations && !translations.includes(targetLang)) return withLang('/', targetLang, site.lang);
  return withLang(neutral, targetLang, site.lang);
}

/**
 * The 404 page's home link (spec 2.4): the site root, prefixed with the version and the language
 * when they differ from the defaults.
 */
export function homeLink(site: SiteData, lang: string, version = ''): string {
  const versionPrefix = version && version !== site.multiVersion.default ? `/${version}` : '';
  const langPrefix = lang && lang !== site.lang ? `/${lang}` : '';
  return `${versionPrefix}${langPrefix}/`;
}

/**
 * A link written in front matter, in the page's language: like links in Markdown, an internal
 * route is written without the language prefix and gets the page's (`/guide/` → `/zh/guide/`).
 */
export function localizeLink(site: SiteData, link: string, lang: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const first = link.split('/')[1] ?? '';
  if (site.langs.includes(first)) return link;
  return withLang(link, lang, site.lang);
}

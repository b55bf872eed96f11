import { joinRoute, splitRoute } from '../shared/paths';
import type { SiteData } from './siteData';

export const LOCALE_REDIRECT_KEY = 'docs-locale-redirected';
const CRAWLER = /bot|crawler|spider|crawling|slurp|lighthouse|headlesschrome/i;

/**
 * Spec 2.1: once per visitor (a marker in local storage), never for crawlers, send the visitor to
 * the page in their browser's language when the site has it. Returns the target, or undefined.
 */
export function localeRedirectTarget(
  site: SiteData,
  pathname: string,
  env: { languages: readonly string[]; userAgent: string; storage: Pick<Storage, 'getItem' | 'setItem'> },
): string | undefined {
  if (site.themeConfig.localeRedirect !== 'auto' || site.langs.length < 2) return undefined;
  if (CRAWLER.test(env.userAgent)) return undefined;
  try {
    if (env.storage.getItem(LOCALE_REDIRECT_KEY)) return undefined;
    env.storage.setItem(LOCALE_REDIRECT_KEY, '1');
  } catch {
    return undefined;
  }
  const { version, lang: currentLang, path: neutral } = splitRoute(pathname, site);
  const preferred = env.languages.map((l) => l.toLowerCase().split('-')[0] ?? '').find((l) => site.langs.includes(l));
  if (!preferred || preferred === currentLang) return undefined;
  return joinRoute({ version, lang: preferred, path: neutral }, site);
}

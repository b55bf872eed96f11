import type { SiteData } from '@docs-kit/core/runtime';
import { withBase } from '@docs-kit/core/runtime';

/** Spec 2.5: a result URL without origin, and without the site base, for the in-site router. */
export function routeOf(url: string, base: string): string {
  let path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '') || '/';
  const prefix = base.replace(/\/$/, '');
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`)))
    path = path.slice(prefix.length) || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The address of a result for `href`, a new tab or a new window. */
export function hrefOf(url: string, base: string): string {
  return withBase(routeOf(url, base), base);
}

/**
 * Where a reader reports a query that found nothing (spec 2.5): a new issue on the site's
 * repository (its GitHub link, or the repository of its edit links); none when the site has neither.
 */
export function missingResultsUrl(site: SiteData, query: string): string | undefined {
  const github = site.themeConfig.socialLinks.find((l) => l.icon === 'github' && l.mode === 'link')?.content;
  const edit = site.themeConfig.editLink?.docRepoBaseUrl;
  const repo = (github ?? edit)?.match(/^https:\/\/github\.com\/[^/]+\/[^/#?]+/)?.[0];
  if (!repo) return undefined;
  return `${repo}/issues/new?title=${encodeURIComponent(`[Docs] Missing search results for "${query}"`)}`;
}

/** Algolia's first read host for an application (what the search client calls first). */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

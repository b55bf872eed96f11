import type { CompiledPage, SiteData } from '@docs-kit/core';
import { joinRoute, splitRoute, withBase } from '@docs-kit/core';
import { alternatesOf, escapeHtml } from '../html';

/**
 * `sitemap.xml` with `xhtml:link` hreflang alternates between the languages of each page; on a
 * versioned site every version's page is listed at its own URL, its alternates in its version.
 */
export function buildSitemap(pages: readonly CompiledPage[], site: SiteData, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const exists = new Set(pages.map((p) => p.pageData.routePath));
  const abs = (p: string) => escapeHtml(`${origin}${withBase(p, site.base)}`);
  const urls = pages
    .filter((p) => p.pageData.pageType !== '404')
    .map((page) => {
      const { routePath } = page.pageData;
      const { version, path: neutral } = splitRoute(routePath, site);
      const alternates = alternatesOf(site, routePath, (p) => exists.has(p)).map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${abs(a.path)}"/>`,
      );
      if (alternates.length > 1) {
        const fallback = joinRoute({ version, lang: site.lang, path: neutral }, site);
        alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(fallback)}"/>`);
      }
      const lastmod = page.pageData.lastUpdatedTime
        ? `\n    <lastmod>${new Date(page.pageData.lastUpdatedTime).toISOString()}</lastmod>`
        : '';
      return `  <url>\n    <loc>${abs(routePath)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function buildRobots(site: SiteData, siteUrl: string | undefined): string {
  const sitemap = siteUrl ? `\nSitemap: ${siteUrl.replace(/\/$/, '')}${withBase('/sitemap.xml', site.base)}` : '';
  return `User-agent: *\nAllow: /${sitemap}\n`;
}

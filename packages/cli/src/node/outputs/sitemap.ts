import type { CompiledPage, SiteData } from '@docs-kit/core';
import { withBase, withLang } from '@docs-kit/core';
import { escapeHtml } from '../html';

/** `sitemap.xml` with `xhtml:link` hreflang alternates between the languages of each page. */
export function buildSitemap(pages: readonly CompiledPage[], site: SiteData, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const exists = new Set(pages.map((p) => p.pageData.routePath));
  const abs = (p: string) => escapeHtml(`${origin}${withBase(p, site.base)}`);
  const urls = pages
    .filter((p) => p.pageData.pageType !== '404')
    .map((page) => {
      const { routePath, lang } = page.pageData;
      const neutral = lang === site.lang ? routePath : routePath.slice(lang.length + 1) || '/';
      const alternates = site.langs
        .map((l) => ({ l, path: withLang(neutral, l, site.lang) }))
        .filter((a) => exists.has(a.path))
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.l}" href="${abs(a.path)}"/>`);
      if (alternates.length > 1)
        alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(neutral)}"/>`);
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

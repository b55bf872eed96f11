import type { PageData, SiteData } from '@docs-kit/core';
import { joinRoute, splitRoute, withBase } from '@docs-kit/core';

/** Escapes text for HTML attribute and text contexts. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export interface HtmlAssets {
  css: string[];
  /** The entry script. */
  entry: string;
  /** Chunks to preload: the entry's and the page's static imports. */
  preload: string[];
  /** The page's own chunk: the browser hydrates with it before knowing any route table. */
  page?: string;
}

export interface HtmlInput {
  site: SiteData;
  page: PageData;
  title: string;
  description: string;
  body: string;
  assets: HtmlAssets;
  themeInitScript: string;
  /** Absolute site URL for canonical and social links, when configured. */
  siteUrl?: string;
  /** Routes of this page in every language (hreflang alternates). */
  alternates: { lang: string; path: string }[];
  head?: string[];
  /** JSON-LD breadcrumbs, for doc pages. */
  breadcrumbs?: { name: string; path: string }[];
}

/** The complete HTML document of one page: readable and indexable before any script runs. */
/** The tab icon's tag, for the built pages and the dev shell alike (a site without an `icon` has none). */
export function iconLink(site: Pick<SiteData, 'icon' | 'base'>): string {
  if (!site.icon) return '';
  return `<link rel="icon" href="${escapeHtml(site.icon.startsWith('/') ? withBase(site.icon, site.base) : site.icon)}">`;
}

export function renderHtml(input: HtmlInput): string {
  const { site, page } = input;
  const abs = (p: string) =>
    input.siteUrl ? `${input.siteUrl.replace(/\/$/, '')}${withBase(p, site.base)}` : withBase(p, site.base);
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    '<meta name="color-scheme" content="light dark">',
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:type" content="${page.pageType === 'home' ? 'website' : 'article'}">`,
    `<meta property="og:url" content="${escapeHtml(abs(page.routePath))}">`,
    `<meta property="og:locale" content="${page.lang === 'zh' ? 'zh_CN' : 'en_US'}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(input.description)}">`,
  ];
  if (page.pageType !== '404') {
    tags.push(`<link rel="canonical" href="${escapeHtml(abs(page.routePath))}">`);
    for (const alt of input.alternates)
      tags.push(`<link rel="alternate" hreflang="${alt.lang}" href="${escapeHtml(abs(alt.path))}">`);
    const fallback = input.alternates.find((a) => a.lang === site.lang);
    if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(fallback.path))}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  if (site.icon) tags.push(iconLink(site));
  for (const feed of page.feeds) {
    tags.push(
      `<link rel="alternate" type="${feed.mime}" title="${escapeHtml(`${site.title} ${feed.mime.includes('atom') ? 'Atom' : 'RSS'}`)}" href="${escapeHtml(withBase(feed.url, site.base))}">`,
    );
  }
  tags.push(`<script>${input.themeInitScript}</script>`);
  for (const css of input.assets.css) tags.push(`<link rel="stylesheet" href="${css}">`);
  for (const chunk of input.assets.preload) tags.push(`<link rel="modulepreload" href="${chunk}">`);
  if (input.assets.page) tags.push(`<link rel="modulepreload" href="${input.assets.page}" data-docs-page>`);
  if (input.breadcrumbs && input.breadcrumbs.length > 1) {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: input.breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.name,
        item: abs(b.path),
      })),
    };
    tags.push(`<script type="application/ld+json">${JSON.stringify(list).replace(/</g, '\\u003c')}</script>`);
  }
  tags.push(...(input.head ?? []));
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
${tags.join('\n')}
</head>
<body>
<div id="app">${input.body}</div>
<script type="module" src="${input.assets.entry}"></script>
</body>
</html>
`;
}

/** `Page - Site` (spec 2.4); front matter `titleSuffix` replaces the suffix; home pages use the site title. */
export function pageTitle(site: SiteData, page: PageData): string {
  const locale = site.locales.find((l) => l.lang === page.lang);
  const suffix =
    typeof page.frontmatter.titleSuffix === 'string' ? page.frontmatter.titleSuffix : (locale?.title ?? site.title);
  if (page.pageType === '404') return `404 - ${locale?.title ?? site.title}`;
  if (page.pageType === 'home') {
    const title = page.frontmatter.title ?? locale?.title ?? site.title;
    return typeof page.frontmatter.titleSuffix === 'string'
      ? `${title} - ${page.frontmatter.titleSuffix}`
      : String(title);
  }
  return page.title ? `${page.title} - ${suffix}` : suffix;
}

/** The page's description, else the locale's, else the site's (spec 2.4). */
export function pageDescription(site: SiteData, page: PageData): string {
  const locale = site.locales.find((l) => l.lang === page.lang);
  return page.description || locale?.description || site.description;
}

/** The same page in each language that has it, in the page's version. */
export function alternatesOf(
  site: SiteData,
  routePath: string,
  exists: (path: string) => boolean,
): { lang: string; path: string }[] {
  const { version, path } = splitRoute(routePath, site);
  return site.langs
    .map((lang) => ({ lang, path: joinRoute({ version, lang, path }, site) }))
    .filter((a) => exists(a.path));
}

/** The versions that have the page in its language (empty on an unversioned site). */
export function versionsOf(site: SiteData, routePath: string, exists: (path: string) => boolean): string[] {
  const { lang, path } = splitRoute(routePath, site);
  return site.multiVersion.versions.filter((version) => exists(joinRoute({ version, lang, path }, site)));
}

/**
 * What search engines and feed readers get from the built site (issue 8): valid sitemap and feed
 * XML, the sitemap's pages and hreflang alternates, feed links where spec 2.4 puts them, and the
 * llms output served over HTTP.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, serveBuiltSite } from './builtSite';

const ORIGIN = 'https://rsbuild.rs';
let site: BuiltSite;

beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site?.close());

const LISTS = new Set(['urlset.url', 'urlset.url.xhtml:link', 'rss.channel.item', 'feed.entry']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, jpath) => LISTS.has(String(jpath)),
});

// biome-ignore lint/suspicious/noExplicitAny: parsed XML of any shape.
async function xml(route: string): Promise<{ text: string; type: string | null; doc: Record<string, any> }> {
  const response = await site.get(route);
  expect(response.status, route).toBe(200);
  const text = await response.text();
  const valid = XMLValidator.validate(text);
  expect(valid, `${route}: ${JSON.stringify(valid)}`).toBe(true);
  return { text, type: response.headers.get('content-type'), doc: parser.parse(text) };
}

/** `<link rel="alternate" ...>` tags of a page's head with a feed type. */
async function feedLinks(route: string): Promise<string[]> {
  const html = await (await site.get(route)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate" type="application\/(rss|atom)\+xml"[^>]*href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

interface SitemapUrl {
  loc: string;
  'xhtml:link'?: { '@rel': string; '@hreflang': string; '@href': string }[];
}

describe('sitemap.xml', () => {
  it('is valid XML in the sitemaps.org namespace, listing every page once (no 404s)', async () => {
    const { doc, type } = await xml('/sitemap.xml');
    expect(type).toMatch(/xml/);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const locs = (doc.urlset.url as SitemapUrl[]).map((u) => u.loc);
    const pages = site.pages.filter((p) => p.pageType !== '404').map((p) => `${ORIGIN}${p.routePath}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...pages].sort());
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/zh/guide/start/quick-start`);
    expect(locs.some((l) => l.includes('404'))).toBe(false);
  });

  it('links each page to its translation both ways, with x-default on the English page', async () => {
    const { doc } = await xml('/sitemap.xml');
    const urls = doc.urlset.url as SitemapUrl[];
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const problems: string[] = [];
    for (const url of urls) {
      const links = url['xhtml:link'] ?? [];
      const langs = links.filter((l) => l['@hreflang'] !== 'x-default');
      if (!langs.some((l) => l['@href'] === url.loc)) problems.push(`${url.loc}: no alternate to itself`);
      for (const alt of langs) {
        const other = byLoc.get(alt['@href']);
        if (!other) problems.push(`${url.loc}: alternate ${alt['@href']} is not in the sitemap`);
        else if (!(other['xhtml:link'] ?? []).some((l) => l['@href'] === url.loc))
          problems.push(`${alt['@href']} does not link back to ${url.loc}`);
      }
      const xDefault = links.find((l) => l['@hreflang'] === 'x-default');
      const english = langs.find((l) => l['@hreflang'] === 'en');
      if (langs.length > 1 && xDefault?.['@href'] !== english?.['@href'])
        problems.push(`${url.loc}: x-default is not the English page`);
    }
    expect(problems).toEqual([]);
    const quickStart = byLoc.get(`${ORIGIN}/zh/guide/start/quick-start`)?.['xhtml:link'];
    expect(quickStart?.map((l) => `${l['@hreflang']} ${l['@href']}`)).toEqual([
      `en ${ORIGIN}/guide/start/quick-start`,
      `zh ${ORIGIN}/zh/guide/start/quick-start`,
      `x-default ${ORIGIN}/guide/start/quick-start`,
    ]);
  });

  it('is named in robots.txt', async () => {
    const robots = await (await site.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('RSS and Atom feeds of the release notes', () => {
  const releases = (lang: string) => site.pages.filter((p) => p.lang === lang && p.inFeeds);

  for (const [lang, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
  ] as const) {
    it(`${lang}: RSS 2.0 and Atom are valid XML with one item per release note, newest first`, async () => {
      const count = releases(lang).length;
      expect(count).toBeGreaterThan(5);
      const rss = await xml(`${prefix}/feeds/releases/rss.xml`);
      expect(rss.doc.rss['@version']).toBe('2.0');
      const items = rss.doc.rss.channel.item as { title: string; link: string; pubDate: string }[];
      expect(items).toHaveLength(count);
      expect(items.every((i) => i.link.startsWith(`${ORIGIN}${prefix}/community/releases/`))).toBe(true);
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(rss.doc.rss.channel.language).toBe(lang);

      const atom = await xml(`${prefix}/feeds/releases/atom.xml`);
      expect(atom.doc.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
      const entries = atom.doc.feed.entry as { title: unknown; id: string; updated: string }[];
      expect(entries).toHaveLength(count);
      expect(
        entries.every(
          (e) => e.id.startsWith(`${ORIGIN}${prefix}/community/releases/`) && !Number.isNaN(Date.parse(e.updated)),
        ),
      ).toBe(true);
    });

    it(`${lang}: release-note pages and the home page list both feeds as alternate links (spec 2.4)`, async () => {
      const expected = [`rss ${prefix}/feeds/releases/rss.xml`, `atom ${prefix}/feeds/releases/atom.xml`];
      expect(await feedLinks(`${prefix}/`)).toEqual(expected);
      for (const page of releases(lang)) expect(await feedLinks(page.routePath), page.routePath).toEqual(expected);
      expect(await feedLinks(`${prefix}/guide/start/quick-start`)).toEqual([]);
    });
  }
});

describe('llms.txt and pages as Markdown', () => {
  it('serves llms.txt and llms-full.txt per language', async () => {
    const en = await (await site.get('/llms.txt')).text();
    expect(en.startsWith('# Rsbuild\n\n> ')).toBe(true);
    expect(en).toContain(`- [Quick start](${ORIGIN}/guide/start/quick-start.md): `);
    expect(en).not.toContain('/zh/');
    const zh = await (await site.get('/zh/llms.txt')).text();
    expect(zh).toContain(`(${ORIGIN}/zh/guide/start/quick-start.md)`);
    const full = await (await site.get('/llms-full.txt')).text();
    expect(full).toContain('\n# Quick start\n');
    expect(full.length).toBeGreaterThan(en.length * 5);
    expect((await site.get('/zh/llms-full.txt')).status).toBe(200);
  });

  it('serves every page as Markdown next to its HTML, without MDX left in it', async () => {
    const response = await site.get('/guide/start/quick-start.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const md = await response.text();
    expect(md.startsWith('# Quick start\n')).toBe(true);
    expect(md).toContain(
      '```bash\nnpm create rsbuild@latest\nyarn create rsbuild\npnpm create rsbuild@latest\nbun create rsbuild@latest\n```',
    );
    expect(md).not.toMatch(/<PackageManagerTabs|\{#|^---$|^title:/m);
    const problems: string[] = [];
    for (const page of site.pages) {
      const route = page.routePath;
      const file = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      const text = await (await site.get(file)).text();
      // MDX components and import lines outside code blocks would mean a page was not converted.
      const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      if (/^(import|export) |<(PackageManagerTabs|Tabs|Tab|Badge)\b|\{#[\w-]+\}/m.test(prose)) problems.push(file);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

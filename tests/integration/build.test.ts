import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, startDevServer } from '@docs-kit/cli';
import { readIndexRecords } from '@docs-kit/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture, buildFixture } from './fixtureSite';

let site: BuiltFixture;
let siteDir: string;
let outDir: string;

beforeAll(async () => {
  site = await buildFixture('basic-site', { copy: true });
  ({ siteDir, outDir } = site);
}, 120_000);

afterAll(() => site?.remove());

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

describe('docs build (issue 2)', () => {
  it('writes one HTML file per route and language, a 404 page per language, and no excluded pages', async () => {
    const files = (await readdir(outDir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/index.html',
        'guide/second.html',
        'zh/guide/index.html',
        '404.html',
        'zh/404.html',
      ]),
    );
    expect(files.some((f) => f.includes('shared'))).toBe(false);
    expect(files).toContain('hello.txt');
  });

  it('renders complete HTML: title with the site suffix, description, language and content', async () => {
    const html = await read('guide/index.html');
    expect(html).toContain('<title>Guide - Basic</title>');
    expect(html).toContain('<meta name="description" content="The first guide page.">');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 id="guide">Guide</h1>');
    expect(html).toContain('href="/guide/second#details"');
    const zh = await read('zh/guide/index.html');
    expect(zh).toContain('<html lang="zh">');
    expect(zh).toContain('<title>指南 - 基础</title>');
  });

  it('renders pages importing components of their own as well as plain ones', async () => {
    const second = await read('guide/second.html');
    expect(second).toContain('<span class="greeting">Hello, <!-- -->reader<!-- -->!</span>');
    expect(second).toContain('<h1 id="second-page">Second page');
    const first = await read('guide/index.html');
    expect(first).toContain('<h1 id="guide">Guide</h1>');
    expect(first).not.toContain('greeting');
  });

  it('emits hashed assets, the page chunk named in the HTML, and per-section route manifests', async () => {
    const html = await read('guide/index.html');
    const page = /<link rel="modulepreload" href="([^"]+)" data-docs-page>/.exec(html)?.[1];
    expect(page).toMatch(/^\/assets\/pages\/guide-[A-Z0-9]+\.js$/);
    expect(html).toMatch(/<script type="module" src="\/assets\/main-[A-Z0-9]+\.js"><\/script>/);
    // Under a name that does not change with the pages: the main entry locating them neither.
    expect(await readdir(path.join(outDir, 'routes'))).toContain('guide.json');
    const rows = JSON.parse(await read('routes/guide.json')) as [string, string, string][];
    expect(rows.map((r) => r[0]).sort()).toEqual(['/guide/', '/guide/second']);
    expect(rows.find((r) => r[0] === '/guide/')?.[2]).toBe(page);
  });

  it('ships code blocks once: in the HTML, and in a code file for client-side navigation, not in the page chunk', async () => {
    const html = await read('guide/index.html');
    expect(html).toContain('--shiki-dark');
    const page = /<link rel="modulepreload" href="([^"]+)" data-docs-page>/.exec(html)?.[1] as string;
    const chunk = await read(page.slice(1));
    expect(chunk).not.toContain('--shiki-dark');
    const codeUrl = /"(\/assets\/code\/[a-f0-9]+\.json)"/.exec(chunk)?.[1] as string;
    const blocks = JSON.parse(await read(codeUrl.slice(1))) as string[];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toContain('answer');
  });

  it("ships each section's sidebar with its pages, not in the main bundle", async () => {
    const html = await read('guide/index.html');
    const main = /<script type="module" src="([^"]+)"/.exec(html)?.[1] as string;
    expect(await read(main.slice(1))).not.toContain('Second page');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
    const texts = await Promise.all(preloaded.map((url) => read(url.slice(1))));
    expect(texts.some((text) => text.includes('Second page') && !text.includes('pageData'))).toBe(true);
  });

  it('writes redirect pages and the _redirects file, skipping invalid patterns', async () => {
    expect(await read('old-page.html')).toContain('url=/guide/second');
    expect(await read('zh/old-page.html')).toContain('url=/zh/guide/second');
    expect(await read('_redirects')).toContain('/old-page /guide/second 301');
    expect(await read('_redirects')).not.toContain('bad[');
  });

  it('writes the sitemap with language alternates, robots.txt and the search index', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/guide/</loc>');
    expect(sitemap).toContain('hreflang="zh" href="https://example.com/zh/guide/"');
    expect(await read('robots.txt')).toContain('Sitemap: https://example.com/sitemap.xml');
    const records = await readIndexRecords(path.join(outDir, 'search-index/en'));
    expect(records.find((r) => r.url === '/guide/#setup')?.hierarchy.lvl2).toBe('Install');
  });

  it('rebuilds from the cache and fails without touching the previous output', async () => {
    const before = await read('guide/index.html');
    await cp(path.join(siteDir, 'docs/en/guide/second.mdx'), path.join(siteDir, 'second.bak'));
    await import('node:fs/promises').then((fs) =>
      fs.writeFile(path.join(siteDir, 'docs/en/guide/second.mdx'), '# Second\n\n<Broken\n'),
    );
    await expect(buildSite({ siteDir })).rejects.toMatchObject({
      file: expect.stringContaining('second.mdx'),
      line: 4,
    });
    expect(await read('guide/index.html')).toBe(before);
    await cp(path.join(siteDir, 'second.bak'), path.join(siteDir, 'docs/en/guide/second.mdx'));
  });

  it('fails with the file when a page throws while rendering, keeping the previous output', async () => {
    const fs = await import('node:fs/promises');
    const before = await read('guide/index.html');
    const page = path.join(siteDir, 'docs/en/guide/boom.mdx');
    await fs.writeFile(page, "export function Boom() {\n  throw new Error('kaboom');\n}\n\n# Boom\n\n<Boom />\n");
    try {
      await expect(buildSite({ siteDir })).rejects.toMatchObject({
        file: expect.stringContaining('boom.mdx'),
        message: expect.stringContaining('Rendering failed: kaboom'),
      });
      expect(await read('guide/index.html')).toBe(before);
    } finally {
      await fs.rm(page);
    }
  });

  it('keeps the output when nothing changed, and builds again after an edit or a touched output', async () => {
    const fs = await import('node:fs/promises');
    const first = await buildSite({ siteDir, incremental: true });
    expect(first.upToDate).toBe(false);
    const again = await buildSite({ siteDir, incremental: true });
    expect(again.upToDate).toBe(true);
    const page = path.join(siteDir, 'docs/en/guide/index.md');
    const source = await readFile(page, 'utf8');
    await fs.writeFile(page, source.replace('The first guide page.', 'The first guide page, edited.'));
    try {
      expect((await buildSite({ siteDir, incremental: true })).upToDate).toBe(false);
      expect(await read('guide/index.html')).toContain('The first guide page, edited.');
      expect((await buildSite({ siteDir, incremental: true })).upToDate).toBe(true);
      // A file dropped into the output by hand makes the next build write the output again.
      await fs.writeFile(path.join(outDir, 'stray.txt'), 'x');
      expect((await buildSite({ siteDir, incremental: true })).upToDate).toBe(false);
      await fs.rm(outDir, { recursive: true });
      expect((await buildSite({ siteDir, incremental: true })).upToDate).toBe(false);
      expect(await read('guide/index.html')).toContain('The first guide page, edited.');
    } finally {
      await fs.writeFile(page, source);
    }
  });
});

describe('docs dev (issue 2)', () => {
  it('answers pages and page modules without compiling anything at start', async () => {
    const server = await startDevServer({ siteDir, port: 0 });
    try {
      const html = await fetch(`${server.url}/guide/`).then((r) => r.text());
      expect(html).toContain('<title>Guide - Basic</title>');
      expect(html).toContain('/@docs/client/main.js');
      const module = await fetch(`${server.url}/@docs/page?path=${encodeURIComponent('/guide/')}`).then((r) =>
        r.text(),
      );
      // Bundled like the build's, sharing React with the app rather than loading a copy.
      expect(module).toContain('window.__DOCS_SHARED__["react/jsx-runtime"]');
      expect(module).toMatch(/export \{[^}]*\bpageData\b/);
      expect((await fetch(`${server.url}/nope`)).status).toBe(404);
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  });
});

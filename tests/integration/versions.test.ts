/**
 * Versioned docs (issue 19): the two-version, two-language fixture built and served in dev, and
 * the errors a versioned config or page can raise.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite, formatI18nStatus, i18nStatus, startDevServer, startPreviewServer } from '@docs-kit/cli';
import { loadConfig } from '@docs-kit/core';
import { exportRecords, readIndexRecords } from '@docs-kit/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture, buildFixture, copyFixture } from './fixtureSite';

let site: BuiltFixture;
let siteDir: string;
let outDir: string;

beforeAll(async () => {
  site = await buildFixture('versioned-site', { copy: true });
  ({ siteDir, outDir } = site);
}, 120_000);

afterAll(() => site?.remove());

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
/** The page chunk a built page names in its HTML (what it hydrates with): its page data is in there. */
async function chunkOf(page: string): Promise<string> {
  const href = /<link rel="modulepreload" href="([^"]+)" data-docs-page>/.exec(await read(page))?.[1];
  return read(href ?? 'missing');
}

describe('a versioned site, built (issue 19)', () => {
  it('serves the default version unprefixed and the others under /<version>/, language after version', async () => {
    const files = (await readdir(outDir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/install.html',
        'guide/new-feature.html',
        'zh/guide/install.html',
        'v1/index.html',
        'v1/guide/legacy.html',
        'v1/zh/guide/install.html',
        '404.html',
        'zh/404.html',
        'v1/404.html',
        'v1/zh/404.html',
      ]),
    );
    expect(files).not.toContain('v2/index.html');
    expect(files).not.toContain('v1/guide/new-feature.html');
  });

  it('gives each page its version, its language and the versions it exists in', async () => {
    const html = await read('v1/zh/guide/install.html');
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('第 1 版使用');
    const chunk = await chunkOf('v1/zh/guide/install.html');
    expect(chunk).toMatch(/lang:"zh",version:"v1"/);
    expect(chunk).toContain('versions:["v1","v2"]');
    expect(await chunkOf('guide/new-feature.html')).toMatch(/version:"v2"[\s\S]*versions:\["v2"\]/);
    expect(await chunkOf('v1/guide/legacy.html')).toContain('versions:["v1"]');
  });

  it('keeps links in the page’s version, and follows a link that names another version', async () => {
    const html = await read('v1/guide/index.html');
    expect(html).toContain('href="/v1/guide/install"');
    expect(html).toContain('href="/v1/guide/legacy"');
    expect(html).toContain('href="/guide/new-feature"');
    expect(await read('guide/index.html')).toContain('href="/guide/install"');
  });

  it('edits the version’s own file, and shows each version’s sidebar', async () => {
    const html = await read('v1/guide/install.html');
    expect(html).toContain('href="https://github.com/example/versioned/tree/main/docs/v1/en/guide/install.md"');
    expect(html).toContain('href="/v1/guide/legacy"');
    expect(html).not.toContain('href="/v1/guide/new-feature"');
    const zh = await read('v1/zh/guide/index.html');
    expect(zh).toContain('href="/v1/zh/guide/install"');
    expect(await read('guide/install.html')).toContain('href="/guide/new-feature"');
  });

  it('points canonical links and the sitemap at each version’s own page, alternates in its version', async () => {
    const html = await read('v1/zh/guide/install.html');
    expect(html).toContain('<link rel="canonical" href="https://versioned.example.com/v1/zh/guide/install">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://versioned.example.com/v1/guide/install">',
    );
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://versioned.example.com/v1/guide/legacy</loc>');
    expect(sitemap).toContain('<loc>https://versioned.example.com/guide/install</loc>');
    expect(sitemap).toContain('hreflang="zh" href="https://versioned.example.com/v1/zh/guide/install"');
  });

  it('writes llms.txt, redirects and a search index per version and language', async () => {
    expect(await read('v1/llms.txt')).toContain('[Legacy notes](https://versioned.example.com/v1/guide/legacy.md)');
    expect(await read('llms.txt')).not.toContain('/v1/');
    expect(await read('v1/zh/llms.txt')).toContain('/v1/zh/guide/install.md');
    expect(await read('_redirects')).toContain('/v1/zh/guide/setup /v1/zh/guide/install 301');
    expect(await read('v1/guide/setup.html')).toContain('url=/v1/guide/install');
    const v1 = await readIndexRecords(path.join(outDir, 'search-index/v1/en'));
    const v2 = await readIndexRecords(path.join(outDir, 'search-index/v2/en'));
    expect(v1.some((r) => r.content?.includes('legacyflag'))).toBe(true);
    expect(v1.some((r) => r.content?.includes('modernflag'))).toBe(false);
    expect(v2.some((r) => r.content?.includes('modernflag'))).toBe(true);
    expect(v2.some((r) => r.url.startsWith('/guide/new-feature'))).toBe(true);
    expect(v2.some((r) => r.url.startsWith('/v1/'))).toBe(false);
    expect(v1.every((r) => r.url.startsWith('/v1/'))).toBe(true);
    // Exported for Algolia, each record carries the version facet its queries filter on.
    const { records } = await exportRecords(outDir, { file: path.join(siteDir, 'records.json') });
    expect(records.find((r) => r.url === '/v1/guide/install#requirements')?.version).toBe('v1');
    expect(records.find((r) => r.url === '/zh/guide/install#要求')?.version).toBe('v2');
  });

  it('redirects the default language and the default version’s name, in every version, and serves each 404', async () => {
    const preview = await startPreviewServer({ dir: outDir, siteDir, port: 0 });
    try {
      const get = (p: string) => fetch(`${preview.url.replace(/\/$/, '')}${p}`, { redirect: 'manual' });
      expect((await get('/v1/en/guide/install')).headers.get('location')).toBe('/v1/guide/install');
      expect((await get('/v2/zh/guide/')).headers.get('location')).toBe('/zh/guide/');
      const missing = await get('/v1/zh/nope');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('href="/v1/zh/"');
    } finally {
      await preview.close();
    }
  });
});

describe('docs i18n-status on a versioned site (issue 19)', () => {
  it('compares the languages within each version', async () => {
    const status = await i18nStatus({ siteDir });
    expect(status.versions).toEqual(['v1', 'v2']);
    expect(status.missing.map((e) => [e.version, e.lang, e.route, e.source])).toEqual([
      ['v1', 'zh', '/guide/legacy', 'docs/v1/en/guide/legacy.md'],
      ['v2', 'zh', '/guide/new-feature', 'docs/v2/en/guide/new-feature.md'],
    ]);
    expect(status.orphaned).toEqual([]);
    const report = formatI18nStatus(status);
    expect(report).toContain('v1 zh: 1 missing, 0 outdated, 0 without a source page');
    expect(report).toContain('v2 zh: 1 missing');
  });
});

describe('a versioned site in docs dev (issue 19)', () => {
  it('answers every version’s routes and page data, and its search index', async () => {
    const server = await startDevServer({ siteDir, port: 0 });
    try {
      const shell = await fetch(`${server.url}/v1/zh/guide/install`);
      expect(shell.status).toBe(200);
      const module = await fetch(`${server.url}/@docs/page?path=${encodeURIComponent('/v1/zh/guide/install')}`).then(
        (r) => r.text(),
      );
      expect(module).toContain('"lang": "zh", "version": "v1"');
      expect(module).toContain('"versions": ["v1", "v2"]');
      const manifest = await fetch(`${server.url}/search-index/v1/zh/manifest.json`);
      expect(manifest.status).toBe(200);
      expect((await fetch(`${server.url}/v1/guide/new-feature`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('versioned docs: bad input (issue 19)', () => {
  async function withConfig(edit: (source: string) => string): Promise<string> {
    const dir = await copyFixture('versioned-site');
    const file = path.join(dir, 'docs.config.ts');
    await writeFile(file, edit(await readFile(file, 'utf8')));
    return dir;
  }

  it('names the key path when the default is not one of the versions, or a version repeats', async () => {
    const dir = await withConfig((s) => s.replace("default: 'v2'", "default: 'v3'"));
    await expect(loadConfig(dir)).rejects.toThrow(
      /multiVersion\.default[\s\S]*"v3" is not one of the versions \(v1, v2\)/,
    );
    const twice = await withConfig((s) => s.replace("versions: ['v1', 'v2']", "versions: ['v1', 'v2', 'v1']"));
    await expect(loadConfig(twice)).rejects.toThrow(/multiVersion\.versions[\s\S]*"v1" is listed twice/);
    await Promise.all([dir, twice].map((d) => rm(d, { recursive: true, force: true })));
  });

  it('names the missing version folder', async () => {
    const dir = await withConfig((s) => s.replace("versions: ['v1', 'v2']", "versions: ['v0', 'v1', 'v2']"));
    await expect(loadConfig(dir)).rejects.toThrow(/multiVersion\.versions: no folder docs\/v0 for "v0"/);
    await rm(dir, { recursive: true, force: true });
  });

  it('fails on a link to another version’s page that does not exist, with file and line', async () => {
    const dir = await copyFixture('versioned-site');
    const page = path.join(dir, 'docs/v2/en/guide/install.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\nSee the [old notes](/v1/guide/new-feature).\n`);
    await expect(buildSite({ siteDir: dir })).rejects.toThrow(
      /docs\/v2\/en\/guide\/install\.md:7 → \/v1\/guide\/new-feature \(no such page/,
    );
    await rm(dir, { recursive: true, force: true });
  });

  it('checks a version’s own sidebar links in that version', async () => {
    const dir = await withConfig((s) =>
      s.replace("{ link: '/guide/legacy' }", "{ link: '/guide/legacy' }, { link: '/guide/new-feature' }"),
    );
    await expect(buildSite({ siteDir: dir })).rejects.toThrow(
      "themeConfig.sidebar['/v1/guide/'][0].items[3].link → /v1/guide/new-feature (no such page",
    );
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a single-language versioned site from docs/<version>/ without a language folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-versions-single-'));
    await writeFile(
      path.join(dir, 'docs.config.ts'),
      "export default { title: 'One', multiVersion: { default: '2.x', versions: ['1.x', '2.x'] } };\n",
    );
    for (const version of ['1.x', '2.x']) {
      await mkdir(path.join(dir, 'docs', version, 'guide'), { recursive: true });
      await writeFile(path.join(dir, 'docs', version, 'guide', 'index.md'), `# Guide ${version}\n\n[Home](/)\n`);
      await writeFile(path.join(dir, 'docs', version, 'index.md'), `# Home ${version}\n`);
    }
    const result = await buildSite({ siteDir: dir });
    expect(result.pages.map((p) => p.pageData.routePath).sort()).toEqual(['/', '/1.x/', '/1.x/guide/', '/guide/']);
    expect(await readFile(path.join(dir, 'dist/1.x/guide/index.html'), 'utf8')).toContain('href="/1.x/"');
    await rm(dir, { recursive: true, force: true });
  });
});

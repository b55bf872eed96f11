import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CompiledPage, compilePage } from '@docs-kit/core';
import { buildIndexFiles, buildRecords, exportRecords, readIndexRecords, writeSearchIndexes } from '@docs-kit/search';
import { describe, expect, it } from 'vitest';

async function page(source: string, routePath = '/guide/page', lang = 'en'): Promise<CompiledPage> {
  return compilePage({
    filePath: `/site/docs/${lang}${routePath}.md`,
    source,
    relativePath: `${lang}${routePath}.md`,
    routePath: lang === 'en' ? routePath : `/${lang}${routePath}`,
    lang,
    defaultLang: 'en',
    langs: ['en', 'zh'],
    base: '/',
    components: new Set(),
  });
}

const SOURCE = `---
description: Configure the dev server port.
---

# server.port

Intro text about the port.

## Default value {#default}

The default port is 3000.

### When busy

Rsbuild tries the next port.

## Example

\`\`\`ts
export default { server: { port: 8080 } };
\`\`\`

Set it in the config.
`;

describe('search records', () => {
  it('makes one record per heading section with hierarchy, type and anchor', async () => {
    const records = buildRecords([await page(SOURCE)], () => 'Config');
    expect(records.map((r) => [r.url, r.type])).toEqual([
      ['/guide/page', 'lvl1'],
      ['/guide/page#default', 'lvl2'],
      ['/guide/page#when-busy', 'lvl3'],
      ['/guide/page#example', 'lvl2'],
    ]);
    const busy = records[2];
    expect(busy?.hierarchy).toMatchObject({
      lvl0: 'Config',
      lvl1: 'server.port',
      lvl2: 'Default value',
      lvl3: 'When busy',
      lvl4: null,
    });
    expect(busy?.content).toBe('Rsbuild tries the next port.');
    expect(records[0]?.content).toBe('Configure the dev server port. Intro text about the port.');
    // Code is left out of the text.
    expect(records[3]?.content).toBe('Set it in the config.');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('skips 404 pages and pages with search: false', async () => {
    const off = await page('---\nsearch: false\n---\n# Hidden\n\nText.');
    expect(buildRecords([off], () => 'G')).toEqual([]);
  });

  it('keeps the whole text of a long section (issue 16: nothing clipped)', async () => {
    const long = await page(`# Long\n\n${'word '.repeat(400)}lastword`);
    expect(buildRecords([long], () => 'G')[0]?.content).toMatch(/word lastword$/);
  });

  it('writes a manifest, hashed term shards and page files per language, and reads them back', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    const pages = [await page(SOURCE), await page('# 代理\n\n配置开发服务器代理。', '/config/proxy', 'zh')];
    const records = buildRecords(pages, () => 'Config');
    await writeSearchIndexes(outDir, pages, ['en', 'zh'], () => 'Config');
    const en = await readIndexRecords(path.join(outDir, 'search-index/en'));
    expect(en).toEqual(records.filter((r) => r.lang === 'en'));
    const zh = await readIndexRecords(path.join(outDir, 'search-index/zh'));
    expect(zh.map((r) => r.url)).toEqual(['/zh/config/proxy']);
    const files = [...buildIndexFiles(pages, ['en', 'zh'], () => 'Config').keys()];
    expect(files).toContain('search-index/en/manifest.json');
    expect(files.filter((f) => /^search-index\/en\/t\.\w+\.json$/.test(f)).length).toBeGreaterThan(0);
    expect(files.filter((f) => /^search-index\/zh\/p0\.\w+\.json$/.test(f))).toHaveLength(1);
    expect(files.filter((f) => /^search-index\/zh\/d0\.\w+\.json$/.test(f))).toHaveLength(1);
    await writeFile(path.join(outDir, 'search-index/en/manifest.json'), '{"v":1}');
    await expect(readIndexRecords(path.join(outDir, 'search-index/en'))).rejects.toThrow(/not a search index/);
  });

  it('exports every language as DocSearch records for Algolia', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'search-export-'));
    const pages = [await page(SOURCE), await page('# 代理\n\n配置开发服务器代理。', '/config/proxy', 'zh')];
    await writeSearchIndexes(outDir, pages, ['en', 'zh'], () => 'Config');
    const result = await exportRecords(outDir, { siteUrl: 'https://rsbuild.rs/' });
    const written = JSON.parse(await readFile(result.file, 'utf8'));
    expect(written).toHaveLength(5);
    expect(written[0]).toMatchObject({
      url: 'https://rsbuild.rs/guide/page',
      type: 'lvl1',
      lang: 'en',
      hierarchy: { lvl1: 'server.port' },
    });
    expect(new Set(written.map((r: { objectID: string }) => r.objectID)).size).toBe(5);
    await expect(exportRecords(path.join(outDir, 'nothing'))).rejects.toThrow(/No search index/);
  });
});

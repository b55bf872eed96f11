import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CompiledPage, compilePage } from '@docs-kit/core';
import { buildIndexFiles, buildRecords, decodeIndex, encodeIndex, exportRecords, MAX_CONTENT } from '@docs-kit/search';
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

  it('clips long content at a word boundary', async () => {
    const long = await page(`# Long\n\n${'word '.repeat(400)}`);
    const content = buildRecords([long], () => 'G')[0]?.content ?? '';
    expect(content.length).toBeLessThanOrEqual(MAX_CONTENT);
    expect(content.endsWith('word')).toBe(true);
  });

  it('round-trips through the compact on-disk format, one file per language', async () => {
    const pages = [await page(SOURCE), await page('# 代理\n\n配置开发服务器代理。', '/config/proxy', 'zh')];
    const records = buildRecords(pages, () => 'Config');
    const en = records.filter((r) => r.lang === 'en');
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex('en', en))))).toEqual(en);
    const files = buildIndexFiles(pages, ['en', 'zh'], () => 'Config');
    expect(decodeIndex(JSON.parse(files.get('zh') ?? '')).map((r) => r.url)).toEqual(['/zh/config/proxy']);
    expect(() => decodeIndex({ v: 99 })).toThrow();
  });

  it('exports every language as DocSearch records for Algolia', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'search-export-'));
    const pages = [await page(SOURCE), await page('# 代理\n\n配置开发服务器代理。', '/config/proxy', 'zh')];
    await mkdir(path.join(outDir, 'search-index'));
    for (const [lang, json] of buildIndexFiles(pages, ['en', 'zh'], () => 'Config')) {
      await writeFile(path.join(outDir, 'search-index', `${lang}.json`), json);
    }
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

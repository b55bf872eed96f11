import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoadedConfig, resolveConfig } from '@docs-kit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { partialRoute } from './partials';

const docsDir = mkdtempSync(path.join(os.tmpdir(), 'docs-partials-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

function site(versions: string[], langs = ['en', 'zh']): LoadedConfig {
  for (const version of versions)
    for (const lang of langs) mkdirSync(path.join(docsDir, version, lang), { recursive: true });
  return {
    config: resolveConfig({ lang: 'en' }),
    siteDir: path.dirname(docsDir),
    docsDir,
    outDir: path.join(docsDir, 'dist'),
    langs,
    multiVersion: { default: versions[0] ?? '', versions },
    dependencies: [],
  };
}

describe('the route a partial compiles under', () => {
  it('is where it sits in a language folder, or the language root for one outside the docs', () => {
    const loaded = site([]);
    expect(partialRoute(loaded, path.join(docsDir, 'zh/guide/_part.mdx'))).toMatchObject({
      path: '/zh/guide/_part',
      relativePath: 'zh/guide/_part.mdx',
      lang: 'zh',
      version: '',
    });
    expect(partialRoute(loaded, path.join(docsDir, '../components/note.mdx'))).toMatchObject({
      relativePath: 'en/note.mdx',
      lang: 'en',
    });
  });

  it('keeps the version and language of a partial in a versioned site, so its relative links stay in them', () => {
    const loaded = site(['v2', 'v1']);
    expect(partialRoute(loaded, path.join(docsDir, 'v1/zh/guide/_part.mdx'))).toMatchObject({
      path: '/v1/zh/guide/_part',
      relativePath: 'v1/zh/guide/_part.mdx',
      lang: 'zh',
      version: 'v1',
    });
    expect(partialRoute(loaded, path.join(docsDir, 'v2/en/guide/_part.mdx'))).toMatchObject({
      path: '/guide/_part',
      relativePath: 'v2/en/guide/_part.mdx',
      version: 'v2',
    });
  });
});

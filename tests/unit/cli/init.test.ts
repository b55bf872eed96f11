/**
 * `docs init` (issue 15): the starter site builds as written, in both languages, and names the
 * packed framework relative to itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@docs-kit/cli';
import { DocsError } from '@docs-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSite } from '../../../packages/cli/src/commands/init';

// Inside tests/, so the starter's `import … from '@docs-kit/cli'` resolves to this checkout.
const TESTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(TESTS, '.init-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docs init', () => {
  it('writes a bilingual starter that builds, its hero taken from the config', async () => {
    const dir = path.join(work, 'my-docs');
    const written = await initSite({ dir, version: '0.1.0' });
    expect(written).toEqual([
      'package.json',
      'docs.config.ts',
      'docs/en/index.md',
      'docs/en/guide/index.md',
      'docs/zh/index.md',
      'docs/zh/guide/index.md',
    ]);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ '@docs-kit/cli': '^0.1.0' });
    const outDir = path.join(dir, 'dist');
    const result = await buildSite({ siteDir: dir, outDir });
    expect(result.warnings).toEqual([]);
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    expect(read('index.html')).toMatch(/<h1 id="docs-hero-title" class="docs-hero-title">my-docs<\/h1>/);
    expect(read('index.html')).toContain('The documentation of my-docs.');
    expect(read('zh/index.html')).toContain('my-docs 的文档。');
    expect(read('guide/index.html')).toContain('<h1 id="getting-started">Getting started');
    expect(read('zh/guide/index.html')).toContain('快速开始');
    // The Chinese sidebar, written without the prefix, links to the Chinese page.
    expect(read('zh/guide/index.html')).toMatch(/<a [^>]*docs-sidebar-link[^>]*href="\/zh\/guide\/"><span>快速开始/);
  }, 120_000);

  it('names packed tarballs relative to the site, and refuses to overwrite a site', async () => {
    const packs = path.join(work, 'packs');
    mkdirSync(packs);
    for (const name of ['cli', 'core', 'search', 'theme-default'])
      writeFileSync(path.join(packs, `docs-kit-${name}-0.1.0.tgz`), '');
    const dir = path.join(work, 'sites', 'packed');
    await initSite({ dir, version: '0.1.0', tarballs: packs });
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@docs-kit/cli']).toBe('file:../../packs/docs-kit-cli-0.1.0.tgz');
    expect(pkg.pnpm.overrides['@docs-kit/theme-default']).toBe('file:../../packs/docs-kit-theme-default-0.1.0.tgz');
    const error = await initSite({ dir, version: '0.1.0' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsError);
    expect((error as DocsError).message).toContain('docs.config.ts already exists');
  });
});

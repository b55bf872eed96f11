/**
 * The compile cache keeps a page's code blocks (issue 17): a page edited elsewhere takes the HTML
 * of the blocks it still has from its last compile instead of highlighting them again, so an edit
 * that leaves its code alone never loads Shiki. What it gets is what a compile without any cache
 * gives.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadedConfig, type RouteEntry, scanRoutes } from '@docs-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuildPage,
  createPageCompiler,
  type PageCompilerOptions,
} from '../../../packages/cli/src/node/pageCompiler';
import { loadSiteConfig } from '../../../packages/cli/src/node/theme/load';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/basic-site');
const PAGE = `# Code

Some text before the code.

\`\`\`ts title="a.ts" {2}
const a = 1;
const b = 2;
\`\`\`

\`\`\`bash
pnpm add -D some-package
\`\`\`
`;

let siteDir: string;
let loaded: LoadedConfig;
let route: RouteEntry;
let file: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-'));
  await cp(fixture, siteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  file = path.join(siteDir, 'docs/en/code.md');
  await writeFile(file, PAGE);
  loaded = await loadSiteConfig(siteDir);
  const routes = await scanRoutes({ root: loaded.docsDir, langs: loaded.langs, defaultLang: 'en' });
  route = routes.find((r) => r.filePath === file) as RouteEntry;
}, 60_000);

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

/** Compiles the page with a compiler of its own, as a new build would. */
async function compile(options: PageCompilerOptions): Promise<BuildPage> {
  const compiler = createPageCompiler(loaded, options);
  try {
    return await compiler.compile(route);
  } finally {
    await compiler.close();
  }
}

/** The page's entry in the compile cache (the one file there, the cache being the test's own). */
async function entryFile(cacheDir: string): Promise<string> {
  const [name, ...others] = await readdir(cacheDir);
  expect(others).toEqual([]);
  return path.join(cacheDir, name as string);
}

describe('compile cache: code blocks of an edited page', () => {
  it('a body edit takes the blocks it still has from the last compile; a changed block is highlighted again', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    try {
      await writeFile(file, PAGE);
      const first = await compile({ cacheDir });
      expect(first.codeBlocks).toHaveLength(2);
      expect(first.codeKeys).toHaveLength(2);
      // A mark in place of the first block's HTML shows where the edited page's HTML came from.
      const entry = await entryFile(cacheDir);
      const cached = JSON.parse(await readFile(entry, 'utf8'));
      cached.page.codeBlocks[0] = '<pre>from the cache</pre>';
      await writeFile(entry, JSON.stringify(cached));
      // The body and the second block change; the first block is as it was.
      await writeFile(file, PAGE.replace('Some text', 'Edited text').replace('some-package', 'other-package'));
      const edited = await compile({ cacheDir });
      expect(edited.codeBlocks[0]).toBe('<pre>from the cache</pre>');
      expect(edited.codeBlocks[1]).toContain('other-package');
      expect(edited.codeKeys[0]).toBe(first.codeKeys[0]);
      expect(edited.codeKeys[1]).not.toBe(first.codeKeys[1]);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a page recompiled on a worker with blocks from its last compile equals one compiled without cache', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    try {
      await writeFile(file, PAGE);
      await compile({ cacheDir, workers: 1 });
      const text = `${PAGE}\nA paragraph added after the first compile.\n`;
      await writeFile(file, text);
      const reused = await compile({ cacheDir, workers: 1 });
      const fresh = await compile({});
      expect(reused).toEqual(fresh);
      expect(reused.code).toContain('A paragraph added after the first compile.');
      // The entry now holds the edited text's compile, which the next compile returns as it is.
      const { hash, ...compiled } = fresh;
      expect(JSON.parse(await readFile(await entryFile(cacheDir), 'utf8')).page).toEqual(compiled);
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

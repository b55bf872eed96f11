/**
 * The compile cache keeps a page's code blocks (issue 17): a page edited elsewhere takes the HTML
 * of the blocks it still has from its last compile instead of highlighting them again, so an edit
 * that leaves its code alone never loads Shiki. What it gets is what a compile without any cache
 * gives.
 */
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadedConfig, type RouteEntry, scanRoutes } from '@docs-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText, parseBody } from '../../../packages/cli/src/node/compileCache';
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
let routes: RouteEntry[];
let file: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-'));
  await cp(fixture, siteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  file = path.join(siteDir, 'docs/en/code.md');
  await writeFile(file, PAGE);
  loaded = await loadSiteConfig(siteDir);
  routes = await scanRoutes({ root: loaded.docsDir, langs: loaded.langs, defaultLang: 'en' });
  route = routes.find((r) => r.filePath === file) as RouteEntry;
}, 60_000);

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

/** Compiles the page with a compiler of its own and saves its cache, as a new build would. */
async function compile(options: PageCompilerOptions): Promise<BuildPage> {
  const compiler = createPageCompiler(loaded, options);
  try {
    return await compiler.compile(route);
  } finally {
    await compiler.close();
    await compiler.save();
  }
}

/** The page's entry in the compile cache (the one file there beside the index, the cache being the test's own). */
async function entryFile(cacheDir: string): Promise<string> {
  const [name, ...others] = (await readdir(cacheDir)).filter((f) => f !== 'index.json');
  expect(others).toEqual([]);
  return path.join(cacheDir, name as string);
}

/** Writes a mark in place of the first code block's HTML in the page's entry: shows where a page came from. */
async function markEntry(cacheDir: string): Promise<void> {
  const entry = await entryFile(cacheDir);
  const cached = parseBody(await readFile(entry, 'utf8'));
  cached.page.codeBlocks[0] = '<pre>from the cache</pre>';
  await writeFile(entry, bodyText(cached));
}

/** The page without the hash a build keys its caches by (a cache entry holds the page as compiled). */
function compiledOf(page: BuildPage) {
  const { hash: _hash, ...compiled } = page;
  return compiled;
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
      await markEntry(cacheDir);
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
      expect(parseBody(await readFile(await entryFile(cacheDir), 'utf8')).page).toEqual(compiledOf(fresh));
      expect(fresh.hash).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('compile cache: pages compiled on workers (issue 17)', () => {
  it("a page compiled on a worker comes as its entry's text, byte for byte what this thread writes, and reads it back", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    // Folders not made yet, as in a cold build.
    const onWorker = path.join(root, 'worker', 'pages');
    const here = path.join(root, 'here', 'pages');
    try {
      await writeFile(file, PAGE);
      const page = await compile({ cacheDir: onWorker, workers: 1, lazy: true });
      await compile({ cacheDir: here, lazy: true });
      expect(await readFile(await entryFile(onWorker), 'utf8')).toBe(await readFile(await entryFile(here), 'utf8'));
      // The page holds its light part: the code and code blocks are read from the entry.
      expect(Object.getOwnPropertyDescriptor(page, 'code')?.get).toBeTypeOf('function');
      expect({ ...page, pageData: { ...page.pageData } }).toEqual(await compile({}));
      expect(await readFile(path.join(onWorker, 'index.json'), 'utf8')).toContain(page.hash);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('compile cache: unchanged pages (issue 17)', () => {
  const HOUR = 3600_000;

  it('a page whose source kept its size and time is taken from the index, its code read from its entry only when asked', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    try {
      await writeFile(file, PAGE);
      // Saved an hour ago: a time the cache can trust (a file saved just now may change again within its tick).
      const then = new Date(Date.now() - HOUR);
      await utimes(file, then, then);
      const first = await compile({ cacheDir, lazy: true });
      await markEntry(cacheDir);
      const again = await compile({ cacheDir, lazy: true });
      expect(again.hash).toBe(first.hash);
      expect(Object.getOwnPropertyDescriptor(again, 'codeBlocks')?.get).toBeTypeOf('function');
      expect(again.codeBlocks[0]).toBe('<pre>from the cache</pre>');
      // Its outline is read from its entry too, in its place among the page data's keys: serialized,
      // the page data is what a compile without any cache gives.
      expect(Object.getOwnPropertyDescriptor(again.pageData, 'toc')?.get).toBeTypeOf('function');
      expect(JSON.stringify(again.pageData)).toBe(JSON.stringify((await compile({})).pageData));
      expect({ ...again, codeBlocks: first.codeBlocks }).toEqual(first);
      // Same size, another time: the source is read again, and its hash says it is the same text.
      const later = new Date(Date.now() - HOUR / 2);
      await utimes(file, later, later);
      expect((await compile({ cacheDir, lazy: true })).codeBlocks[0]).toBe('<pre>from the cache</pre>');
      // Same size, other text, saved just now: a time too recent to trust, so the source is read.
      await writeFile(file, PAGE.replace('Some text', 'Same text'));
      const edited = await compile({ cacheDir, lazy: true });
      expect(edited.code).toContain('Same text');
      expect(edited.hash).not.toBe(first.hash);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('without its index the cache still has every page compiled, from its own entry', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    try {
      await writeFile(file, PAGE);
      const first = await compile({ cacheDir });
      await markEntry(cacheDir);
      await rm(path.join(cacheDir, 'index.json'));
      const again = await compile({ cacheDir });
      expect(again.codeBlocks[0]).toBe('<pre>from the cache</pre>');
      expect(again.hash).toBe(first.hash);
      expect(await readdir(cacheDir)).toContain('index.json');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a build that compiled a few pages appends their lines to the index; a later line replaces the earlier one', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-compile-cache-entries-'));
    const then = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    /** Compiles every page as a build does; the page, and the index's lines as written. */
    const build = async () => {
      const compiler = createPageCompiler(loaded, { cacheDir, lazy: true });
      const pages = await Promise.all(routes.map((r) => compiler.compile(r)));
      await compiler.close();
      await compiler.save();
      const index = await readFile(path.join(cacheDir, 'index.json'), 'utf8');
      return { page: pages[routes.indexOf(route)] as BuildPage, lines: index.split('\n').length - 1 };
    };
    try {
      expect(routes.length).toBeGreaterThanOrEqual(4);
      await writeFile(file, PAGE);
      await utimes(file, then(60), then(60));
      expect((await build()).lines).toBe(routes.length);
      await writeFile(file, PAGE.replace('Some text', 'First edit'));
      await utimes(file, then(50), then(50));
      expect((await build()).lines).toBe(routes.length + 1);
      // Taken from the index (the source's time is the one recorded): the later line.
      const reread = await build();
      expect(reread.lines).toBe(routes.length + 1);
      expect(Object.getOwnPropertyDescriptor(reread.page, 'code')?.get).toBeTypeOf('function');
      expect(reread.page.code).toContain('First edit');
      // Another edit would leave two replaced lines in six or so: the index is written whole again.
      await writeFile(file, PAGE.replace('Some text', 'Second edit'));
      await utimes(file, then(40), then(40));
      expect((await build()).lines).toBe(routes.length);
      expect((await build()).page.code).toContain('Second edit');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../unit/cli/run';

// Issue 17: a build into a folder holding the previous build's output renders only the pages whose
// inputs changed; what it writes must be byte for byte what a cold build of the same sources writes.
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/basic-site');
let siteDir: string;
let outDir: string;
let coldDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'docs-incremental-'));
  await cp(fixture, siteDir, {
    recursive: true,
    filter: (src) => !src.includes('node_modules') && !src.endsWith('dist'),
  });
  outDir = path.join(siteDir, 'dist');
  coldDir = path.join(siteDir, 'cold');
  // Sources saved an hour ago, as a site's usually are: the compile cache trusts their sizes and
  // times, so the pages left alone come from its index (their code read only when asked), as in
  // a real edit; a page the tests edit has a time too recent to trust and is read again.
  const then = new Date(Date.now() - 3600_000);
  const docs = await readdir(path.join(siteDir, 'docs'), { recursive: true, withFileTypes: true });
  await Promise.all(docs.filter((e) => e.isFile()).map((e) => utimes(path.join(e.parentPath, e.name), then, then)));
  await buildSite({ siteDir, incremental: true });
}, 120_000);

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

/** Every file under `dir`, by relative path, with its bytes. */
async function tree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), await readFile(f)] as const)));
}

/** Every folder under `dir`, by relative path: a build in place must not leave empty ones behind. */
async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Builds incrementally, then cold into another folder, and compares both outputs file by file. */
async function expectSameAsCold(): Promise<number> {
  const incremental = await buildSite({ siteDir, incremental: true });
  // The previous output, swapped out, is deleted by the build.
  expect((await readdir(siteDir)).filter((entry) => entry.includes('.old-') || entry.includes('-tmp-'))).toEqual([]);
  await rm(coldDir, { recursive: true, force: true });
  await buildSite({ siteDir, outDir: coldDir });
  const [got, want] = await Promise.all([tree(outDir), tree(coldDir)]);
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  expect(await folders(outDir)).toEqual(await folders(coldDir));
  // The build's own list of its files (the summary's) is the folder's.
  if (!incremental.upToDate) expect(incremental.files.map((f) => f.path).sort()).toEqual([...want.keys()].sort());
  const differing = [...want].filter(([file, bytes]) => !got.get(file)?.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
  return incremental.reusedPages;
}

const page = (...parts: string[]) => path.join(siteDir, 'docs', ...parts);
/** Every output file by relative path, with its inode: a file kept from the previous output keeps it. */
async function inodes(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), (await stat(f)).ino] as const)));
}
const edit = async (file: string, change: (text: string) => string) =>
  writeFile(file, change(await readFile(file, 'utf8')));

describe('incremental build (issue 17)', () => {
  it('an edited body: same output as a cold build, the other pages reused', async () => {
    await edit(page('en/guide/index.md'), (t) => `${t}\nA paragraph added after the first build.\n`);
    const reused = await expectSameAsCold();
    // Every page but the edited one (its HTML has the new paragraph) comes from the previous build.
    expect(reused).toBeGreaterThan(0);
    expect(await readFile(path.join(outDir, 'guide/index.html'), 'utf8')).toContain(
      'A paragraph added after the first build.',
    );
  }, 120_000);

  it('an edited body: the files whose bytes did not change are kept in place, not written', async () => {
    const before = await inodes(outDir);
    const bytesBefore = await tree(outDir);
    await edit(page('en/guide/index.md'), (t) => `${t}\nA paragraph that leaves the other pages' files alone.\n`);
    await expectSameAsCold();
    const after = await inodes(outDir);
    const kept = (file: string) => after.get(file) === before.get(file);
    // The other pages' Markdown copies, the zh search index (no zh page changed), code block files,
    // and the other pages' HTML: nothing in it (the main entry's name) depends on the edited page.
    // zh's llms files too: their pages are the same, so the files are kept without being made.
    for (const file of ['guide/second.md', 'zh/guide/index.md', 'zh/llms-full.txt', 'robots.txt', '_headers'])
      expect(kept(file), file).toBe(true);
    for (const file of ['index.html', 'guide/second.html', 'zh/guide/index.html', '404.html'])
      expect(kept(file), file).toBe(true);
    const zhSearch = [...after.keys()].filter((f) => f.startsWith('search-index/zh/'));
    expect(zhSearch.length).toBeGreaterThan(0);
    expect(zhSearch.filter((f) => !kept(f))).toEqual([]);
    // Of the en index, the other pages' files are kept: only the edited page is indexed again.
    const enPages = [...after.keys()].filter((f) => /^search-index\/en\/p\d+\./.test(f) && before.has(f));
    expect(enPages.length).toBeGreaterThan(0);
    expect(enPages.filter((f) => !kept(f))).toEqual([]);
    // What changed was written: the page's HTML and Markdown.
    expect(kept('guide/index.html')).toBe(false);
    expect(kept('guide/index.md')).toBe(false);
    // English llms-full.txt: the other pages' parts spliced from the previous file, the page's new.
    expect(kept('llms-full.txt')).toBe(false);
    expect(await readFile(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain(
      "A paragraph that leaves the other pages' files alone.",
    );
    // Every file with the same bytes as before kept its inode: the bundles copied from their cache
    // and the public files too, not only what the writer compared.
    const bytesAfter = await tree(outDir);
    const same = [...bytesAfter].filter(([file, bytes]) => bytesBefore.get(file)?.equals(bytes)).map(([f]) => f);
    expect(same.filter((file) => file.startsWith('assets/') && file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(same).toContain('hello.txt');
    expect(same.filter((file) => !kept(file))).toEqual([]);
  }, 120_000);

  it('a public file changed, added and deleted: same output as a cold build, the others kept', async () => {
    const publicDir = path.join(siteDir, 'docs/public');
    await writeFile(path.join(publicDir, 'hello.txt'), 'Hello, changed.\n');
    await mkdir(path.join(publicDir, 'files'), { recursive: true });
    await writeFile(path.join(publicDir, 'files/extra.txt'), 'An extra file.\n');
    const before = await inodes(outDir);
    await expectSameAsCold();
    const after = await inodes(outDir);
    expect(await readFile(path.join(outDir, 'hello.txt'), 'utf8')).toBe('Hello, changed.\n');
    expect(after.get('hello.txt')).not.toBe(before.get('hello.txt'));
    expect(after.get('robots.txt')).toBe(before.get('robots.txt'));
    await rm(path.join(publicDir, 'files'), { recursive: true });
    await expectSameAsCold();
    expect(existsSync(path.join(outDir, 'files'))).toBe(false);
  }, 120_000);

  it('a build failing after it staged files leaves the previous output exactly as it was', async () => {
    // A changed public file and the changed page's chunk are staged before rendering throws.
    await writeFile(path.join(siteDir, 'docs/public/hello.txt'), 'Hello, staged.\n');
    await writeFile(page('en/guide/failing.mdx'), '# Failing\n\n{(() => { throw new Error("kaboom late") })()}\n');
    const before = await tree(outDir);
    const inodesBefore = await inodes(outDir);
    try {
      await expect(buildSite({ siteDir, incremental: true })).rejects.toThrow(/kaboom late/);
      expect(await tree(outDir)).toEqual(before);
      expect(await inodes(outDir)).toEqual(inodesBefore);
      expect((await readdir(siteDir)).filter((entry) => entry.includes('-tmp-'))).toEqual([]);
    } finally {
      await rm(page('en/guide/failing.mdx'));
    }
    await expectSameAsCold();
    expect(await readFile(path.join(outDir, 'hello.txt'), 'utf8')).toBe('Hello, staged.\n');
  }, 120_000);

  it('a build started from another folder reuses the unchanged pages too', async () => {
    await edit(page('en/guide/index.md'), (t) => `${t}\nA paragraph added from another folder.\n`);
    // The real binary, in another working folder: bundles name chunks and label modules by paths
    // relative to it unless told otherwise, which changed every page's render key.
    process.env.DOCS_BUILD_TIMINGS = '1';
    const run = await runDocs(['build', siteDir], { cwd: os.tmpdir(), timeout: 120_000 }).finally(() => {
      delete process.env.DOCS_BUILD_TIMINGS;
    });
    expect(run.code, run.stderr).toBe(0);
    expect(Number(/"pagesReused":(\d+)/.exec(run.stderr)?.[1])).toBeGreaterThan(0);
    // The edited page imports nothing: neither the browser's nor the server's bundle is redone.
    expect(/"bundlesReused":(\d+)/.exec(run.stderr)?.[1]).toBe('2');
    await expectSameAsCold();
  }, 120_000);

  it('an edited title: same output as a cold build (sidebars and neighbours of other pages change)', async () => {
    await edit(page('en/guide/second.mdx'), (t) => t.replace(/^# .*$/m, '# Second page, renamed'));
    // Only the English guide sidebar changes: pages outside it (the home page, zh) are reused.
    expect(await expectSameAsCold()).toBeGreaterThanOrEqual(2);
    expect(await readFile(path.join(outDir, 'guide/second.html'), 'utf8')).toContain('Second page, renamed');
  }, 120_000);

  it("a heading added to a page an overview lists: the overview's page is made again though its source is unchanged", async () => {
    // The overview's headings come from the enrich stage, not from its own compile (BuildPage.hash).
    await edit(page('en/guide/index.md'), (t) => t.replace('---\n', '---\noverview: true\n'));
    await expectSameAsCold();
    await edit(page('en/guide/second.mdx'), (t) => `${t}\n## A heading the overview lists\n\nText.\n`);
    await expectSameAsCold();
    const holding = [...(await tree(path.join(outDir, 'assets/pages')))]
      .filter(([, bytes]) => bytes.includes('A heading the overview lists'))
      .map(([file]) => file);
    // The overview's own chunk carries its children's headings (the theme shows them from there).
    expect(holding.filter((file) => file.startsWith('guide-') && !file.startsWith('guide-second'))).toHaveLength(1);
    await edit(page('en/guide/index.md'), (t) => t.replace('overview: true\n', ''));
    await expectSameAsCold();
  }, 180_000);

  it('a sidebar key added in the config: the pages it now covers get its sidebar, same output as a cold build', async () => {
    // Which sidebar a page gets is kept with its key: a new key must make it picked again.
    const config = path.join(siteDir, 'docs.config.ts');
    const before = await readFile(config, 'utf8');
    await edit(config, (t) =>
      t.replace(
        "sidebar: { '/guide/': [",
        "sidebar: { '/guide/index': [{ text: 'Index only', items: [] }], '/guide/': [",
      ),
    );
    await expectSameAsCold();
    const holding = [...(await tree(path.join(outDir, 'assets/sidebars')))].filter(([, bytes]) =>
      bytes.includes('Index only'),
    );
    expect(holding).toHaveLength(1);
    await writeFile(config, before);
    await expectSameAsCold();
  }, 180_000);

  it('an edited title of a translated page: the search index of the other language is made again', async () => {
    // The zh page's terms hold its English twin's title: a zh index kept as it was would miss it.
    const before = await inodes(outDir);
    await edit(page('en/guide/index.md'), (t) => t.replace(/^# .*$/m, '# Guide overview, renamed'));
    await expectSameAsCold();
    const after = await inodes(outDir);
    const zhManifest = [...after.keys()].filter((f) => /^search-index\/zh\/[^/]*manifest/.test(f));
    expect(zhManifest.length).toBe(1);
    expect(after.get(zhManifest[0] as string)).not.toBe(before.get(zhManifest[0] as string));
  }, 120_000);

  it("an overview page lists its folder's headings: a heading edited in one of them, same output as a cold build", async () => {
    // Its headings come from the outlines of the pages left alone, read from the compile cache.
    await writeFile(page('en/guide/all.md'), '---\noverview: true\n---\n\n# All of the guide\n');
    await expectSameAsCold();
    await edit(page('en/guide/second.mdx'), (t) => `${t}\n## A heading added for the overview\n`);
    await expectSameAsCold();
    // The overview's page module holds the headings (the list is drawn in the browser).
    const chunks = await readdir(path.join(outDir, 'assets/pages'));
    const chunk = chunks.find((f) => f.startsWith('guide-all-')) as string;
    const code = await readFile(path.join(outDir, 'assets/pages', chunk), 'utf8');
    expect(code).toContain('A heading added for the overview');
    expect(code).toContain('Install');
  }, 120_000);

  it('a theme stylesheet and a component a page imports, changed: bundled again, same output as a cold build', async () => {
    await edit(
      path.join(siteDir, 'theme/style.css'),
      (t) => `${t}\n.docs-incremental-probe { color: rebeccapurple; }\n`,
    );
    await edit(path.join(siteDir, 'components/Greeting.tsx'), (t) => t.replace(/Hello/g, 'Hi there'));
    await expectSameAsCold();
    const assets = await tree(path.join(outDir, 'assets'));
    const css = [...assets].filter(([file]) => file.endsWith('.css')).map(([, bytes]) => bytes.toString());
    expect(css.some((text) => text.includes('docs-incremental-probe'))).toBe(true);
    expect(await readFile(path.join(outDir, 'guide/second.html'), 'utf8')).toContain('Hi there');
  }, 120_000);

  it('an added, renamed and deleted page: same output as a cold build each time', async () => {
    await writeFile(page('en/guide/third.md'), '# Third\n\nA page added between builds.\n');
    await expectSameAsCold();
    expect((await tree(outDir)).has('guide/third.html')).toBe(true);
    await rename(page('en/guide/third.md'), page('en/guide/fourth.md'));
    await expectSameAsCold();
    expect((await tree(outDir)).has('guide/third.html')).toBe(false);
    await rm(page('en/guide/fourth.md'));
    await expectSameAsCold();
    expect((await tree(outDir)).has('guide/fourth.html')).toBe(false);
    // A page in a folder of its own: once it is deleted, its folders go from the output too.
    await mkdir(page('en/extra'));
    await writeFile(page('en/extra/only.md'), '# Only\n\nThe one page of its folder.\n');
    await expectSameAsCold();
    expect(existsSync(path.join(outDir, 'extra/only.html'))).toBe(true);
    await rm(page('en/extra'), { recursive: true });
    await expectSameAsCold();
    expect(existsSync(path.join(outDir, 'extra'))).toBe(false);
    // The chunk cache keeps the chunks of the pages there are, no more: the deleted page's went.
    const cacheDir = path.join(siteDir, 'node_modules/.docs-cache');
    const index = JSON.parse(await readFile(path.join(cacheDir, 'page-chunks.json'), 'utf8')) as {
      chunks: Record<string, unknown>;
    };
    expect((await readdir(path.join(cacheDir, 'page-chunks'))).sort()).toEqual(Object.keys(index.chunks).sort());
  }, 240_000);

  it('an output page changed by hand since the last build is rendered again, not reused', async () => {
    await edit(page('en/guide/index.md'), (t) => `${t}\nOne more paragraph.\n`);
    await writeFile(path.join(outDir, 'guide/second.html'), 'changed by hand');
    // The files a build splices or keeps by a state of its own: the state is checked, not trusted.
    await writeFile(path.join(outDir, 'llms-full.txt'), 'changed by hand');
    await writeFile(path.join(outDir, 'zh/llms-full.txt'), 'changed by hand');
    await writeFile(path.join(outDir, 'guide/second.md'), 'changed by hand');
    await expectSameAsCold();
    expect(await readFile(path.join(outDir, 'guide/second.html'), 'utf8')).toContain('Second page');
  }, 120_000);

  it("a plugin's extendPageData changed: every page's data is in its key, same output as a cold build", async () => {
    // Its code is in the config, not in any page's compile hash: the whole page data names the page
    // then, and what the search index reads of it (the description leads a page's first record)
    // names the page's records.
    const config = path.join(siteDir, 'docs.config.ts');
    const before = await readFile(config, 'utf8');
    const withPlugin = (text: string) =>
      before.replace(
        'export default defineConfig({',
        `export default defineConfig({\n  plugins: [{ name: 'describe', extendPageData: (page) => { page.frontmatter.pluginNote = '${text}'; page.description = '${text}'; } }],`,
      );
    await writeFile(config, withPlugin('Noted by plugin A'));
    await expectSameAsCold();
    await writeFile(config, withPlugin('Noted by plugin B'));
    await expectSameAsCold();
    const chunks = [...(await tree(path.join(outDir, 'assets/pages')))].map(([, bytes]) => bytes.toString());
    expect(chunks.some((text) => text.includes('Noted by plugin B'))).toBe(true);
    expect(chunks.some((text) => text.includes('Noted by plugin A'))).toBe(false);
    await writeFile(config, before);
    await expectSameAsCold();
  }, 180_000);

  it('with a buildEnd hook of a plugin, nothing is shared with the previous output', async () => {
    // The hook appends to files the build wrote, in place: with links it would change the previous
    // output, and a page it changed must be rendered again, not taken with the hook's change in it.
    await edit(path.join(siteDir, 'docs.config.ts'), (t) =>
      t
        .replace(
          "import { defineConfig } from '@docs-kit/cli';",
          "import { appendFile } from 'node:fs/promises';\nimport { defineConfig } from '@docs-kit/cli';",
        )
        .replace(
          'export default defineConfig({',
          "export default defineConfig({\n  plugins: [{ name: 'append', buildEnd: async ({ outDir }) => { await appendFile(outDir + '/robots.txt', '# hook\\n'); await appendFile(outDir + '/guide/second.html', '<!-- hook -->'); } }],",
        ),
    );
    await buildSite({ siteDir, incremental: true });
    const before = await inodes(outDir);
    const robots = await readFile(path.join(outDir, 'robots.txt'), 'utf8');
    await edit(page('en/guide/index.md'), (t) => `${t}\nA paragraph with a hook in the build.\n`);
    await expectSameAsCold();
    const after = await inodes(outDir);
    expect([...after].filter(([file, ino]) => before.get(file) === ino)).toEqual([]);
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe(robots);
  }, 180_000);

  it('a build with nothing changed but forced renders every page again, with the same output', async () => {
    const forced = await buildSite({ siteDir });
    expect(forced.reusedPages).toBe(0);
    await expectSameAsCold();
  }, 120_000);
});

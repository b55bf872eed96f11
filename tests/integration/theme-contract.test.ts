import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Built in place (the theme imports the framework from the repository), into a folder of its own.
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/mini-theme-site');
const config = path.join(siteDir, 'docs.config.ts');
let outDir: string;
let original: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'docs-mini-theme-'));
  original = await readFile(config, 'utf8');
  await buildSite({ siteDir, outDir });
}, 120_000);

afterAll(async () => {
  await writeFile(config, original);
  await rm(outDir, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

/** Builds the site with a changed config and returns the error it fails with. */
async function failure(edit: (source: string) => string, page?: [string, string]): Promise<Error> {
  await writeFile(config, edit(original));
  const pageFile = page && path.join(siteDir, 'docs/en', page[0]);
  if (pageFile && page) await writeFile(pageFile, page[1]);
  try {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-mini-theme-fail-'));
    const error = await buildSite({ siteDir, outDir: dir }).then(
      () => new Error('the build passed'),
      (e: Error) => e,
    );
    await rm(dir, { recursive: true, force: true });
    return error;
  } finally {
    await writeFile(config, original);
    if (pageFile) await rm(pageFile, { force: true });
  }
}

describe('a theme other than the default (issue 14)', () => {
  it("renders with the theme's Layout, its themeConfig key and its MDX component", async () => {
    const html = await read('index.html');
    expect(html).toContain('<p class="mini-tagline">Small and sharp</p>');
    expect(html).toContain('<strong class="mini-shout">quiet words</strong>');
    // Nothing of the default theme is in the page.
    expect(html).not.toContain('docs-layout');
  });

  it("runs the theme's init script before the first paint", async () => {
    const html = await read('second.html');
    expect(html).toContain('document.documentElement.dataset.mini="true";');
  });

  it('rejects a themeConfig key the theme does not declare, naming its path and line', async () => {
    const error = await failure((s) => s.replace("tagline: 'Small and sharp'", "tagLine: 'Small and sharp'"));
    expect(error.message).toContain('themeConfig: unknown key "tagLine"; did you mean "tagline"?');
    expect((error as Error & { line?: number }).line).toBe(6);
  });

  it("rejects a key only the default theme reads (it is the default theme's, not core's)", async () => {
    const error = await failure((s) => s.replace('themeConfig: {', "themeConfig: { hideNavbar: 'auto',"));
    expect(error.message).toContain('themeConfig: unknown key "hideNavbar"');
  });

  it('rejects a text the theme does not have, and accepts its own', async () => {
    const ok = await failure((s) => s.replace('themeConfig: {', "themeConfig: { texts: { backText: 'Home' },"));
    expect(ok.message).toBe('the build passed');
    const error = await failure((s) => s.replace('themeConfig: {', "themeConfig: { texts: { bakText: 'Home' },"));
    expect(error.message).toContain('unknown key "bakText"; did you mean "backText"?');
  });

  it("lists the theme's components when a page uses one it lacks", async () => {
    const error = await failure((s) => s, ['third.mdx', '# Third\n\n<Badge text="x" />\n']);
    expect(error.message).toContain('Unknown component <Badge>.');
    expect((error as Error & { hint?: string }).hint).toContain('the theme provides: Shout.');
  });

  it("uses the theme's Markdown fallback in the Markdown outputs", async () => {
    expect(await read('index.md')).toContain('QUIET WORDS');
  });

  it('names the theme when it cannot be found', async () => {
    const error = await failure((s) => s.replace("theme: '../mini-theme'", "theme: '../no-such-theme'"));
    expect(error.message).toContain('Cannot find the theme "../no-such-theme"');
  });
});

/**
 * A page's highlighted code blocks are kept between compiles (issue 17): an edit that leaves a
 * block alone takes its HTML from the page's highlight file instead of Shiki.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CompileInput, compilePage } from '@docs-kit/core';
import { afterAll, describe, expect, it } from 'vitest';

const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-highlight-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

function input(source: string, highlightCache: string): CompileInput {
  return {
    filePath: '/site/docs/en/guide/page.md',
    source,
    relativePath: 'en/guide/page.md',
    routePath: '/guide/page',
    lang: 'en',
    defaultLang: 'en',
    langs: ['en'],
    base: '/',
    components: new Set(['CodeBlock']),
    highlightCache,
  };
}

const page = (body: string, code: string) => `# Page\n\n${body}\n\n\`\`\`js {1}\n${code}\n\`\`\`\n`;
const stored = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;

describe('highlight cache', () => {
  it("keeps a page's blocks by language, meta and code, and reuses them", async () => {
    const file = path.join(dir, 'a', 'page.json');
    const first = await compilePage(input(page('Intro.', 'const answer = 42;'), file));
    expect(first.codeBlocks[0]).toContain('<span');
    expect(await stored(file)).toEqual({ 'js\n{1}\nconst answer = 42;': first.codeBlocks[0] });

    // The kept HTML is what the next compile uses for the same block (marked, to tell it apart).
    await writeFile(file, JSON.stringify({ 'js\n{1}\nconst answer = 42;': '<pre>kept</pre>' }));
    const edited = await compilePage(input(page('Intro, edited.', 'const answer = 42;'), file));
    expect(edited.codeBlocks).toEqual(['<pre>kept</pre>']);
  });

  it('highlights a changed block afresh and keeps only the blocks the page has now', async () => {
    const file = path.join(dir, 'b.json');
    await writeFile(file, JSON.stringify({ 'js\n{1}\nconst answer = 42;': '<pre>kept</pre>' }));
    const changed = await compilePage(input(page('Intro.', 'const answer = 43;'), file));
    expect(changed.codeBlocks[0]).toContain('43');
    expect(changed.codeBlocks[0]).not.toBe('<pre>kept</pre>');
    expect(Object.keys(await stored(file))).toEqual(['js\n{1}\nconst answer = 43;']);
  });

  it('compiles when the file is unreadable, and writes none for a page without code', async () => {
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, '{not json');
    const page1 = await compilePage(input(page('Intro.', 'let x = 1;'), bad));
    expect(page1.codeBlocks[0]).toContain('<span');
    const none = path.join(dir, 'none.json');
    await compilePage(input('# No code\n', none));
    await expect(readFile(none)).rejects.toThrow(/ENOENT/);
  });
});

/**
 * Markdown fuzzing, the `pnpm test` sample (issue 7): 300 seeded inputs through `compilePage`,
 * each compiling or failing with a DocsError within its time limit. The 10,000-input run is in
 * tests/stress/fuzz.test.ts; crashes either run finds become cases below.
 */
import { compilePage, DocsError } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';
import { compileInput, createRandom, fuzz, generateCases, runCase } from './fuzz';

describe('the generator', () => {
  it('is deterministic: the same seed gives the same inputs, another seed others', () => {
    const a = [...generateCases(42, 50)].map((c) => c.source);
    const b = [...generateCases(42, 50)].map((c) => c.source);
    const c = [...generateCases(43, 50)].map((c) => c.source);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(createRandom(1)()).toBe(createRandom(1)());
  });

  it('mixes front matter, MDX, HTML and unicode, in .md and .mdx', () => {
    const all = [...generateCases(42, 300)];
    const text = all.map((c) => c.source).join('\n');
    expect(text).toContain('---\n');
    expect(text).toMatch(/<Badge|<div/);
    expect(text).toMatch(/\{[^}]*\}/);
    expect(text).toMatch(/[\u0080-\uffff]/);
    expect(new Set(all.map((c) => c.ext))).toEqual(new Set(['.md', '.mdx']));
  });
});

describe('fuzzing compilePage', () => {
  it('300 seeded inputs: each compiles or fails with a DocsError, none hangs (10 s each)', async () => {
    const { counts, failures } = await fuzz(20261122, 300, 10_000);
    expect(failures.map((f) => ({ index: f.index, ext: f.ext, source: f.source, outcome: f.outcome }))).toEqual([]);
    // Both outcomes occur: the generator is neither all-valid nor all-broken.
    expect(counts.compiled).toBeGreaterThan(20);
    expect(counts['docs-error']).toBeGreaterThan(20);
  }, 120_000);

  it('reports broken front matter on every compile of it, not only the first', async () => {
    // Regression: gray-matter caches by content even when parsing throws, so a second compile of
    // the same broken page (the dev server's title read, a rebuild) silently got empty front matter.
    const source = `---\ntitle: [broken ${Date.now()}\n---\n\n# Page\n`;
    for (let i = 0; i < 3; i++) expect(await runCase(source, '.md', 5000), `compile ${i + 1}`).toBe('docs-error');
  });

  it('the runner tells a crash from a clean failure', async () => {
    expect(await runCase('# Fine\n', '.md', 5000)).toBe('compiled');
    expect(await runCase('---\ntitle: [x\n---\n', '.md', 5000)).toBe('docs-error');
    expect(await runCase('{', '.mdx', 5000)).toBe('docs-error');
  });
});

describe('hostile pages (regressions and limits)', () => {
  const settles = async (source: string, ext: '.md' | '.mdx', limitMs: number) => {
    const outcome = await runCase(source, ext, limitMs);
    expect(['compiled', 'docs-error']).toContain(outcome);
    return outcome;
  };

  it('10,000 headings compile, with unique ids, in under 30 s', async () => {
    const source = Array.from({ length: 10_000 }, (_, i) => `## Heading ${i % 100}\n`).join('\n');
    const page = await compilePage(compileInput(source, '.md'));
    expect(page.ids.length).toBe(10_000);
    expect(new Set(page.ids).size).toBe(10_000);
  }, 60_000);

  it('a list nested 150 levels deep settles in under 30 s, in .md and .mdx', async () => {
    const source = Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    await settles(source, '.md', 30_000);
    await settles(source, '.mdx', 30_000);
  }, 90_000);

  // Limits with headroom for a busy machine: they catch a hang or a crash, not a slow second.
  it('2,000 nested block quotes settle (after the inputs above have warmed the compiler)', async () => {
    // Found by this suite: with the compiler warm, this overflows the stack inside astring and
    // the RangeError escapes compilePage's promise (an uncaught exception that ends the process).
    await settles(`${'>'.repeat(2000)} deep`, '.md', 30_000);
  }, 90_000);

  it('10,000 open brackets and 10,000 emphasis markers settle', async () => {
    await settles('['.repeat(10_000), '.md', 30_000);
    await settles('*a '.repeat(10_000), '.mdx', 30_000);
  }, 90_000);

  it('control characters, lone surrogates, a BOM and RTL overrides are text or a DocsError', async () => {
    for (const source of ['\ufeff# BOM title\n', '# a\u0000b\n', '# \ud800 lone\n', '\u202e# rtl\n', '# a\u2028b\n']) {
      for (const ext of ['.md', '.mdx'] as const) await settles(source, ext, 5000);
    }
  });

  it('a script tag or an event handler in an .md page does not reach the output as markup', async () => {
    const page = await compilePage(
      compileInput('# Title\n\n<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n', '.md'),
    ).catch((error: unknown) => error);
    if (page instanceof DocsError) return;
    const code = (page as { code: string }).code;
    expect(code).not.toMatch(/<script>alert/);
    expect(code).not.toMatch(/onerror/i);
  });
});

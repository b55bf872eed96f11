/**
 * The long Markdown fuzzing run (issue 7): 10,000 seeded inputs through `compilePage`, each
 * compiling or failing with a DocsError within 10 s; and the heaviest hostile pages. A failure
 * prints its seed, index and source: `generateCases(SEED, index + 1)` reproduces it.
 */
import { describe, expect, it } from 'vitest';
import { fuzz, runCase } from '../unit/reliability/fuzz';

const SEED = 20261122;

describe('fuzzing compilePage (stress)', () => {
  it('10,000 seeded inputs: each compiles or fails with a DocsError, none hangs', async () => {
    const started = performance.now();
    const { counts, failures } = await fuzz(SEED, 10_000, 10_000);
    console.log(
      `[fuzz] seed ${SEED}: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(
      failures.map((f) => ({ seed: SEED, index: f.index, ext: f.ext, source: f.source, outcome: f.outcome })),
    ).toEqual([]);
  }, 1_800_000);

  it('a 5 MB page compiles within 120 s', async () => {
    const para = (i: number) =>
      `## Section ${i}\n\nParagraph ${i} with **bold**, \`code\` and a [link](https://example.com/${i}). ${'Lorem ipsum dolor sit amet. '.repeat(6)}\n\n`;
    let source = '# Big\n\n';
    for (let i = 0; source.length < 5 * 1024 * 1024; i++) source += para(i);
    expect(await runCase(source, '.md', 120_000)).toBe('compiled');
  }, 300_000);

  it.each(['.md', '.mdx'] as const)(
    'a list nested 1,000 levels deep (%s) settles within 20 s',
    async (ext) => {
      // Found by this suite: compile time grows steeply with nesting depth (600 levels ≈ 7 s,
      // 800 ≈ 20 s, 1,000 ≈ 75-340 s) and ends in "Maximum call stack size exceeded", at 1,000
      // levels thrown outside compilePage's promise (uncaught: it would end `docs dev`).
      const source = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
      const outcome = await runCase(source, ext, 20_000);
      expect(['compiled', 'docs-error']).toContain(outcome);
    },
    240_000,
  );
});

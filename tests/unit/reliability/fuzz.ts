/**
 * A deterministic Markdown/MDX fuzzer (issue 7): a seeded generator of pages mixing Markdown,
 * MDX, raw HTML, front matter and unicode, and a runner that feeds them through `compilePage`
 * with a time limit per input. The same seed always yields the same inputs, so a failure found
 * by the long run (`pnpm test:stress`) reproduces from its seed and index.
 */
import { type CompileInput, compilePage, DocsError } from '@docs-kit/core';

/** mulberry32: small, fast and good enough to pick fragments. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['docs', 'build', 'Rsbuild', '配置', 'значение', 'العربية', '🚀', 'naïve', 'x', '10:30', 'a_b', 'é'];
const UNICODE = [
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u0000',
  '\ud83d\ude00',
  '\u0301',
  '\u2028',
  '\r',
  '\t',
  '\u00a0',
  '\ud800',
];

/** Fragments an author (or a broken editor) might write; several are deliberately malformed. */
const FRAGMENTS: ((r: () => number, pick: <T>(xs: readonly T[]) => T) => string)[] = [
  (_r, p) =>
    `${p(['#', '##', '###', '####', '#######'])} ${p(WORDS)} ${p(['', '{#custom-id}', '{#}', '{#a b}', '`code`'])}`,
  (_r, p) => `${p(WORDS)} **${p(WORDS)}** _${p(WORDS)}_ ~~${p(WORDS)}~~ \`${p(WORDS)}\``,
  (_r, p) =>
    `[${p(WORDS)}](${p(['/guide/', './other.md', '../x.md#h', 'https://e.com', '#anchor', '', 'javascript:alert(1)', '/a b', '%zz', 'mailto:a@b.c'])})`,
  (_r, p) => `![${p(WORDS)}](${p(['/img.png', '', './a.svg', 'data:image/png;base64,AAAA'])})`,
  (_r, p) =>
    `\`\`\`${p(['ts', 'js', 'tsx title="a.ts" {1,3-4}', 'unknownlang', '', 'bash', 'json {999}', 'diff'])}\n${p(WORDS)} = ${p(['1', '{', '<div>', '`'])}\n${p(['```', '', '~~~'])}`,
  (_r, p) =>
    `:::${p(['tip', 'warning', 'danger', 'info', 'details', 'note', 'unknown', ''])} ${p(['', 'Title', '{', '<b>'])}\n${p(WORDS)}\n${p([':::', '', '::::'])}`,
  (_r, p) =>
    `<${p(['div', 'Badge text="x"', 'Badge', 'details', 'img src=x onerror=alert(1)', 'script', 'Unknown', 'b'])}${p(['>', ' />', '', '>text</div>'])}`,
  (_r, p) => p(['{1 + 1}', '{', '}', '{/* c */}', '{props.x}', "{'a'}", '{<b>x</b>}', '\\{', '&lt;', '&#x0;']),
  (_r, p) =>
    p(['import x from "y"', 'export const a = 1', 'export default function X() {}', 'import {', 'export const b = ']),
  (_r, p) =>
    `| ${p(WORDS)} | ${p(WORDS)} |\n| --- | ${p(['---', ':-:', ''])} |\n| ${p(WORDS)} | ${p(['', '|', '\\|'])} |`,
  (r, p) => `${'  '.repeat(Math.floor(r() * 6))}${p(['-', '*', '1.', '- [ ]', '- [x]', '>'])} ${p(WORDS)}`,
  (_r, p) => `<!-- ${p(WORDS)} ${p(['-->', '', '--!>'])}`,
  (_r, p) => p(['---', '***', '___', '', '\n\n', '\\', '<', '>', '&', '`', '[^1]', '[^1]: note']),
  (r, p) => Array.from({ length: 1 + Math.floor(r() * 4) }, () => p(UNICODE)).join(p(WORDS)),
];

const FRONTMATTER = [
  '',
  '---\ntitle: Hello\n---\n',
  '---\ntitle: [unclosed\n---\n',
  '---\npageType: home\n---\n',
  '---\npageType: nope\n---\n',
  '---\ntitle: 42\n---\n',
  '---\n: bad: yaml: here\n---\n',
  '---\ndescription: "a\n---\n',
  '---\n---\n',
  '---\ntitle: "ok"\nhero: {name: x}\n',
  '---\n\t- tab\n---\n',
];

export interface FuzzCase {
  index: number;
  ext: '.md' | '.mdx';
  source: string;
}

/** The `count` inputs of a seed: the same seed, the same inputs. */
export function* generateCases(seed: number, count: number): Generator<FuzzCase> {
  const r = createRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  for (let index = 0; index < count; index++) {
    const parts: string[] = [pick(FRONTMATTER)];
    const n = 1 + Math.floor(r() * 12);
    for (let i = 0; i < n; i++)
      parts.push((FRAGMENTS[Math.floor(r() * FRAGMENTS.length)] as (typeof FRAGMENTS)[0])(r, pick));
    const joiner = () => pick(['\n\n', '\n', ' ', '']);
    yield { index, ext: r() < 0.5 ? '.md' : '.mdx', source: parts.map((p) => p + joiner()).join('') };
  }
}

export function compileInput(source: string, ext: string): CompileInput {
  return {
    filePath: `/fuzz/docs/en/page${ext}`,
    source,
    relativePath: `en/page${ext}`,
    routePath: '/page',
    lang: 'en',
    defaultLang: 'en',
    langs: ['en', 'zh'],
    base: '/',
    components: new Set(['Badge', 'CodeBlock', 'Tabs', 'Tab']),
  };
}

export type Outcome = 'compiled' | 'docs-error' | { crash: string } | { hang: number };

/** Compiles one input: a DocsError is a clean failure; any other throw is a crash, a timeout a hang. */
export async function runCase(source: string, ext: string, limitMs: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ hang: limitMs }), limitMs);
  });
  const work = compilePage(compileInput(source, ext)).then(
    (): Outcome => 'compiled',
    (error: unknown): Outcome =>
      error instanceof DocsError
        ? 'docs-error'
        : { crash: `${(error as Error)?.constructor?.name}: ${(error as Error)?.message ?? String(error)}` },
  );
  const started = performance.now();
  try {
    const outcome = await Promise.race([work, timeout]);
    // A compile that blocks the thread also blocks the timer: judge by the clock as well.
    const elapsed = Math.round(performance.now() - started);
    return typeof outcome === 'string' && elapsed > limitMs ? { hang: elapsed } : outcome;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `count` cases of `seed`; returns every input that crashed or hung, with its outcome. */
export async function fuzz(
  seed: number,
  count: number,
  limitMs: number,
): Promise<{
  counts: Record<string, number>;
  failures: { index: number; ext: string; source: string; outcome: Outcome }[];
}> {
  const counts: Record<string, number> = { compiled: 0, 'docs-error': 0, crash: 0, hang: 0 };
  const failures: { index: number; ext: string; source: string; outcome: Outcome }[] = [];
  for (const c of generateCases(seed, count)) {
    const outcome = await runCase(c.source, c.ext, limitMs);
    const kind = typeof outcome === 'string' ? outcome : 'crash' in outcome ? 'crash' : 'hang';
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (typeof outcome !== 'string') failures.push({ ...c, outcome });
  }
  return { counts, failures };
}

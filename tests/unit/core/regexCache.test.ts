/**
 * Highlighting through the caching regex engine (issue 17) must give exactly Shiki's HTML, while
 * answering the second theme's searches from the first's.
 */
import { describe, expect, it } from 'vitest';
import { cachingEngine } from '../../../packages/core/src/node/markdown/regexCache';
import { fromCore } from './fromCore';

type Engine = Parameters<typeof cachingEngine>[0];
interface Shiki {
  createOnigurumaEngine(wasm: unknown): Promise<Engine>;
  createHighlighter(options: object): Promise<{ codeToHtml(code: string, options: object): string }>;
}
const shiki = await fromCore<Shiki>('shiki');
const wasm = fromCore('shiki/wasm');

/** An engine that counts the searches it runs. */
async function countingEngine() {
  const engine = await shiki.createOnigurumaEngine(wasm);
  const counts = { searches: 0, scanners: 0, disposed: 0 };
  const counted: Engine = {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      counts.scanners++;
      const scanner = engine.createScanner(patterns);
      return {
        findNextMatchSync(string, start, options) {
          counts.searches++;
          return scanner.findNextMatchSync(string, start, options);
        },
        dispose: () => {
          counts.disposed++;
          scanner.dispose?.();
        },
      };
    },
  };
  return { counted, counts };
}

const THEMES = { light: 'github-light', dark: 'github-dark' };
const samples: [string, string][] = [
  [
    'tsx',
    `export const List = () => (\n  <ul>\n${'    <li className="a"><b>one</b> <i>two</i></li>\n'.repeat(20)}    <Item x={1} />\n  </ul>\n);`,
  ],
  ['bash', "cat <<EOF > a.txt\nhello $USER\nEOF\ncat <<'END'\nraw $x\nEND\necho done"],
  ['md', '# Title\n\n```js\nconst a = `x` + 1;\n```\n\n~~~ts\nlet b: number = 2;\n~~~'],
  ['yaml', 'a: |\n  block\n  text\nb: >-\n  folded\nc: [1, 2]'],
];

async function highlightAll(engine: Engine & { forget?(): void }) {
  const highlighter = await shiki.createHighlighter({
    themes: Object.values(THEMES),
    langs: samples.map(([lang]) => lang),
    engine,
  });
  return samples.map(([lang, code]) => {
    engine.forget?.();
    return highlighter.codeToHtml(code, { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
  });
}

describe('cachingEngine', () => {
  it("gives Shiki's HTML with half the searches", async () => {
    const plain = await countingEngine();
    const expected = await highlightAll(plain.counted);
    const cached = await countingEngine();
    expect(await highlightAll(cachingEngine(cached.counted))).toEqual(expected);
    expect(expected.join('')).toContain('<span');
    // Every search of the second theme is answered from memory.
    expect(cached.counts.searches).toBeLessThanOrEqual(plain.counts.searches / 2);
    // TextMate asks for some lists of patterns more than once: each is compiled once.
    expect(cached.counts.scanners).toBeLessThan(plain.counts.scanners);
  });

  it('compiles a list of patterns once, and frees it only when many others went unused since', async () => {
    const { counted, counts } = await countingEngine();
    const engine = cachingEngine(counted);
    const line = engine.createString('abbb');
    const a = engine.createScanner(['b+']);
    const b = engine.createScanner(['b+']);
    expect(counts.scanners).toBe(1);
    expect(b.findNextMatchSync(line, 0, 0)).toEqual(a.findNextMatchSync(line, 0, 0));
    a.dispose?.();
    a.dispose?.();
    // Still held by b, then kept idle for the next rule asking for it.
    expect(b.findNextMatchSync(line, 1, 0)?.captureIndices[0]?.start).toBe(1);
    b.dispose?.();
    const again = engine.createScanner(['b+']);
    expect(counts.scanners).toBe(1);
    again.dispose?.();
    // Different patterns are different scanners; past 64 idle ones the oldest is freed.
    for (let i = 0; i < 64; i++) engine.createScanner([`a{${i + 1}}`]).dispose?.();
    expect(counts.scanners).toBe(65);
    expect(counts.disposed).toBe(1);
    engine.createScanner(['b+']);
    expect(counts.scanners).toBe(66);
  });

  it('answers a search of another block afresh after forget', async () => {
    const { counted, counts } = await countingEngine();
    const engine = cachingEngine(counted);
    const scanner = engine.createScanner(['b+']);
    const line = engine.createString('abbb');
    const first = scanner.findNextMatchSync(line, 0, 0);
    expect(scanner.findNextMatchSync(line, 0, 0)).toEqual(first);
    expect(counts.searches).toBe(1);
    engine.forget();
    expect(scanner.findNextMatchSync(line, 0, 0)).toEqual(first);
    expect(counts.searches).toBe(2);
  });
});

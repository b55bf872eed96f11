/**
 * remark-gfm's literal-autolink pass runs only on a tree that could hold a literal autolink
 * (issue 17): the parsed tree must be exactly remark-gfm's, with or without candidates, and the
 * pass must be skipped when there are none.
 */
import { describe, expect, it } from 'vitest';
import { remarkAutolinkGuard } from '../../../packages/core/src/node/markdown/remarkAutolinkGuard';
import { fromCore } from './fromCore';

/** An mdast tree, compared as data. */
type Root = object;
type Plugin = (this: { data(): Record<string, unknown> }) => void;
interface Mdx {
  createProcessor(options: { format: 'md' | 'mdx'; remarkPlugins: unknown[] }): { parse(text: string): Root };
}
const { createProcessor } = await fromCore<Mdx>('@mdx-js/mdx');
const remarkGfm = (await fromCore<{ default: unknown }>('remark-gfm')).default;

/** Replaces each transform of the literal-autolink extension by one that counts its calls first. */
function counting(counts: { calls: number }): Plugin {
  return function (this) {
    const lists = this.data().fromMarkdownExtensions as { enter?: object; transforms?: ((t: Root) => void)[] }[][];
    for (const extension of lists.flat()) {
      if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) continue;
      extension.transforms = extension.transforms.map((transform) => (tree: Root) => {
        counts.calls++;
        transform(tree);
      });
    }
  };
}

function parse(text: string, format: 'md' | 'mdx', guarded: boolean, counts = { calls: 0 }): Root {
  const remarkPlugins = [remarkGfm, counting(counts), ...(guarded ? [remarkAutolinkGuard] : [])];
  return createProcessor({ format, remarkPlugins }).parse(text);
}

const WITH_CANDIDATES = [
  'See www.example.com and https://example.com/a?b=1 for more.',
  'Mail me@example.com, mailto:me@example.com or xmpp:me@example.com/home.',
  'Upper case: WWW.EXAMPLE.COM and HTTP://EXAMPLE.COM.',
  'From references: www&#46;example.com and me&#64;example.com.',
  '- a list item with www.example.com\n\n> a quote with *me@example.com*',
  '| a | b |\n| - | - |\n| www.example.com | me@example.com |',
  '[a link to www.example.com](https://example.com) and www.example.org after it',
];
const WITHOUT_CANDIDATES = [
  'Plain text, with a [link](https://example.com "www.example.com") and ![an image](./a@2x.png).',
  '```js\nfetch("https://example.com")\n```\n\n`www.example.com` in code',
  '<a href="https://example.com">raw HTML</a> and a [reference][r]\n\n[r]: mailto:me@example.com',
  'wwwexample.com, http:/example.com and example.com',
];

describe('remarkAutolinkGuard', () => {
  for (const format of ['md', 'mdx'] as const) {
    it(`${format}: parses every text exactly as remark-gfm does`, () => {
      for (const text of [...WITH_CANDIDATES, ...WITHOUT_CANDIDATES]) {
        expect(parse(text, format, true), text).toEqual(parse(text, format, false));
      }
    });
  }

  it('runs the pass when a text could hold a literal autolink, and finds it', () => {
    for (const text of WITH_CANDIDATES) {
      const counts = { calls: 0 };
      const tree = parse(text, 'md', true, counts);
      expect(counts.calls, text).toBe(1);
      expect(JSON.stringify(tree), text).toMatch(/"url":"(http:\/\/www\.|https?:\/\/|mailto:|xmpp:)/i);
    }
  });

  it('skips the pass when no text could hold one', () => {
    for (const text of WITHOUT_CANDIDATES) {
      const counts = { calls: 0 };
      parse(text, 'md', true, counts);
      expect(counts.calls, text).toBe(0);
      // Without the guard the pass runs on the same text.
      const unguarded = { calls: 0 };
      parse(text, 'md', false, unguarded);
      expect(unguarded.calls, text).toBe(1);
    }
  });
});

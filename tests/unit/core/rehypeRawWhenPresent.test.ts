/**
 * `rehype-raw` is skipped for a page without raw HTML (issue 17): the page's module must be the
 * one `rehype-raw` would have given, byte for byte, whatever Markdown it holds.
 */
import { describe, expect, it } from 'vitest';
import { rehypeRawWhenPresent } from '../../../packages/core/src/node/markdown/rehypeRawWhenPresent';
import { fromCore } from './fromCore';

type Compile = (source: string, options: object) => Promise<{ value: unknown }>;
const { compile, nodeTypes } = await fromCore<{ compile: Compile; nodeTypes: string[] }>('@mdx-js/mdx');
const { default: rehypeRaw } = await fromCore<{ default: unknown }>('rehype-raw');
const { default: remarkGfm } = await fromCore<{ default: unknown }>('remark-gfm');

const pages = {
  'a tight list with a nested list (two text nodes side by side)': '- `type`: what to do.\n  - `a`: one\n  - b\n- c\n',
  'a loose list, quotes and breaks': '1. one\n\n   two  \n   three\n\n> quoted\n> - item\n',
  'GFM: a table, task items, footnotes, strikethrough and autolinks':
    '| a | b |\n| :- | -: |\n| `x` | ~~y~~ |\n\n- [x] done\n- [ ] todo\n\nNote[^1] at https://example.com.\n\n[^1]: The note.\n',
  'headings, emphasis, links, images and a code block':
    '# Title\n\nSome *em* and **strong** [a](b "c") ![alt](a.png "t")\n\n```js\nx\n```\n',
  'an ordered list starting at 3': '3. three\n4. four\n',
  'empty and whitespace-only content': '-\n\n- \n\n  \n\n***\n',
};

async function moduleOf(source: string, plugin: unknown, options: object = {}, remark: unknown[] = []) {
  const result = await compile(source, {
    format: 'md',
    remarkPlugins: [remarkGfm, ...remark],
    rehypePlugins: [[plugin, { passThrough: [...nodeTypes], ...options }]],
  });
  return String(result.value);
}

/** A site's remark plugin turning bold text into a block: a `div` in a `p`, which the HTML parser moves out. */
const strongAsDiv = () => (tree: { children: { children?: { type: string; data?: object }[] }[] }) => {
  for (const block of tree.children)
    for (const node of block.children ?? []) if (node.type === 'strong') node.data = { hName: 'div' };
};

describe('rehypeRawWhenPresent', () => {
  for (const [what, source] of Object.entries(pages)) {
    it(`gives rehype-raw's module for ${what}`, async () => {
      expect(await moduleOf(source, rehypeRawWhenPresent)).toBe(await moduleOf(source, rehypeRaw));
    });
  }

  it('parses always when told to (a site remark plugin may build a tree no browser keeps)', async () => {
    const source = 'Text **moved** after.\n';
    const parsed = await moduleOf(source, rehypeRaw, {}, [strongAsDiv]);
    expect(await moduleOf(source, rehypeRawWhenPresent, { always: true }, [strongAsDiv])).toBe(parsed);
    expect(await moduleOf(source, rehypeRawWhenPresent, {}, [strongAsDiv])).not.toBe(parsed);
  });

  it('still parses raw HTML when the page has some', async () => {
    const source = '<details>\n<summary>More</summary>\n\n- a\n  - b\n\n</details>\n';
    const code = await moduleOf(source, rehypeRawWhenPresent);
    expect(code).toBe(await moduleOf(source, rehypeRaw));
    expect(code).toContain('_components.summary');
  });
});

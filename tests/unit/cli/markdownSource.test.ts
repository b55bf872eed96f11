/**
 * The clean Markdown (llms) writes a top-level block the conversion leaves as parsed as the author
 * wrote it, and prints only the blocks it changed (issue 17: printing every block again was most
 * of the conversion's time). The page must read exactly as when every block is printed: the same
 * tree when parsed again.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type MarkdownInput, pageMarkdown } from '../../../packages/cli/src/node/outputs/markdown';

const cli = createRequire(fileURLToPath(new URL('../../../packages/cli/package.json', import.meta.url)));
/** A module as the CLI imports it: the tests' project does not depend on remark. */
const fromCli = <T>(specifier: string) => import(pathToFileURL(cli.resolve(specifier)).href) as Promise<T>;

type Tree = MarkdownInput['tree'] & object;
interface Processor {
  use(plugin: unknown): Processor;
  parse(text: string): Tree;
}
const { unified } = await fromCli<{ unified: () => Processor }>('unified');
const plugins = await Promise.all(
  ['remark-parse', 'remark-gfm', 'remark-directive'].map((s) => fromCli<{ default: unknown }>(s)),
);

const parse = (text: string) => plugins.reduce((p, m) => p.use(m.default), unified()).parse(text);

/** A tree as data, without the positions that differ between two spellings of the same page. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === 'position' ? [] : [[k, shape(v)]])));
}

const PAGE = `---
title: Options
---

# Options {#top}

| Option | Default |
| --- | --- |
| \`lazy\` | \`false\` |

* one
* two

Between the lists.

1. first
2. second

- after an ordered list

Then:

- plain item

* item with the [guide](./guide.md)

Read the [guide](./guide.md) first.

Plain text with *emphasis*, a_b and a [site link](https://example.com).

::: tip Note
Inside a box.
:::

  \`\`\`js
  const indented = true;
  \`\`\`

\`\`\`ts title="a.ts"
const a = 1; // [!code ++]
const b = 2;
\`\`\`

\`\`\`sh
npm  run   build
\`\`\`
`;

const input: MarkdownInput = {
  source: PAGE,
  format: 'md',
  title: 'Options',
  links: [{ raw: './guide.md', route: '/guide/', hash: '' }],
  base: '/',
  components: {},
};

describe('clean Markdown from the source text', () => {
  it('writes unchanged blocks as written and prints the changed ones', async () => {
    const markdown = await pageMarkdown(input);
    // As written: the compact table, `*` bullets, the emphasis and the code's spacing.
    expect(markdown).toContain('| Option | Default |\n| --- | --- |\n| `lazy` | `false` |\n');
    expect(markdown).toContain('* one\n* two');
    expect(markdown).toContain('Plain text with *emphasis*, a_b and a [site link](https://example.com).');
    expect(markdown).toContain('```sh\nnpm  run   build\n```');
    // Printed: the resolved link, the box, the notation taken out, the indented fence.
    expect(markdown).toContain('Read the [guide](/guide/) first.');
    expect(markdown).toContain('> **Note**\n>\n> Inside a box.');
    expect(markdown).toContain('```ts title="a.ts"\nconst a = 1;\nconst b = 2;\n```');
    expect(markdown).toContain('```js\nconst indented = true;\n```');
    expect(markdown.startsWith('# Options\n\n| Option')).toBe(true);
    expect(markdown).not.toMatch(/\{#top\}|title: Options/);
  });

  it('ends every line with \\n when the page was saved with CRLF', async () => {
    const plain =
      '# Plain\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n* x\n* y\n\nOne\nparagraph.\n\n```sh\nnpm i\nnpm run build\n```\n';
    const page = { ...input, title: 'Plain', links: [] };
    const markdown = await pageMarkdown({ ...page, source: plain.replaceAll('\n', '\r\n') });
    expect(markdown).toBe(plain);
    expect(await pageMarkdown({ ...page, source: plain })).toBe(plain);
  });

  it('reads exactly as the page printed block by block', async () => {
    const fromSource = await pageMarkdown(input);
    // A tree without its source text: every block printed.
    const printed = await pageMarkdown({
      ...input,
      tree: parse(
        PAGE.replace(/^---[\s\S]*?---\n/, '')
          .replace(' {#top}', '')
          .replace('::: tip Note', ':::tip[Note]'),
      ),
    });
    expect(fromSource).not.toBe(printed);
    expect(shape(parse(fromSource))).toEqual(shape(parse(printed)));
    // Lists in a row stay apart: they are printed, the printer choosing their markers.
    const lists = (parse(fromSource) as { children: { type: string }[] }).children.filter((c) => c.type === 'list');
    expect(lists).toHaveLength(5);
  });
});

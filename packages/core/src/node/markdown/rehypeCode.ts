import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { highlight } from './highlighter';
import { walk } from './walk';

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')|\[([^\]]+)\]/;
/** `js{1,3-5}`: VitePress reads line highlights written against the language too. */
const LANG_LINES = /^(.*?)(\{[\d,\s-]*\})$/;

interface CodeOptions {
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  /** Receives each block's highlighted HTML, in document order. */
  blocks: string[];
  /** Receives each block's key (see `codeKey`), in the same order. */
  keys: string[];
  /** HTML highlighted before, by key: a block found here is not highlighted again. */
  highlighted?: ReadonlyMap<string, string>;
}

/**
 * What a block's highlighted HTML depends on: its language, meta and code (the themes and
 * transformers being fixed). Hashed, so a page's compile-cache entry can name its blocks without
 * holding their code twice.
 */
function codeKey(lang: string, meta: string, code: string): string {
  return createHash('sha256').update(`${lang}\0${meta}\0${code}`).digest('base64url').slice(0, 22);
}

/**
 * `props.__code[index]`: the block's HTML is not written into the page's JavaScript but handed in
 * by the runtime, which takes it from the server-rendered DOM on first load (so it is not shipped
 * twice) or from the page's code file after client-side navigation.
 */
function codeExpression(index: number) {
  const expression = {
    type: 'MemberExpression',
    computed: true,
    optional: false,
    object: {
      type: 'MemberExpression',
      computed: false,
      optional: false,
      object: { type: 'Identifier', name: 'props' },
      property: { type: 'Identifier', name: '__code' },
    },
    property: { type: 'Literal', value: index, raw: String(index) },
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `props.__code[${index}]`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
  };
}

/**
 * Replaces each fenced code block with the theme's `CodeBlock` component, carrying the
 * highlighted HTML, the language and the title from the fence's meta (`title="a.ts" {2}`, or
 * VitePress's `[a.ts]`).
 */
export const rehypeCode: Plugin<[CodeOptions], Root> = (options) => async (tree) => {
  const jobs: Promise<void>[] = [];
  let count = 0;
  walk(tree, (node, index, parent) => {
    if (node.type !== 'element' || node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (!code) return;
    const classes = (code.properties.className as string[] | undefined) ?? [];
    const written = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
    const [, lang = written, lines = ''] = LANG_LINES.exec(written) ?? [];
    const meta = `${lines} ${(code.data as { meta?: string } | undefined)?.meta ?? ''}`.trim();
    const title = TITLE.exec(meta);
    const text = hastToString(code).replace(/\n$/, '');
    const block = count++;
    const key = codeKey(lang, meta, text);
    options.keys[block] = key;
    const known = options.highlighted?.get(key);
    jobs.push(
      (known === undefined ? highlight(text, lang, meta) : Promise.resolve(known)).then((html) => {
        options.blocks[block] = html;
        const attributes: { type: string; name: string; value: unknown }[] = [
          { type: 'mdxJsxAttribute', name: 'lang', value: lang },
          { type: 'mdxJsxAttribute', name: 'html', value: codeExpression(block) },
        ];
        const titleText = title?.[1] ?? title?.[2] ?? title?.[3];
        if (titleText) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: titleText });
        if (options.showLineNumbers || /\bshowLineNumbers\b/.test(meta))
          attributes.push({ type: 'mdxJsxAttribute', name: 'lineNumbers', value: 'true' });
        if (options.defaultWrapCode) attributes.push({ type: 'mdxJsxAttribute', name: 'wrap', value: 'true' });
        // biome-ignore lint/suspicious/noExplicitAny: MDX JSX nodes are not part of hast's types.
        (parent.children as any[])[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      }),
    );
  });
  await Promise.all(jobs);
};

import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { highlight } from './highlighter';

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;

interface CodeOptions {
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
}

/**
 * Replaces each fenced code block with the theme's `CodeBlock` component, carrying the
 * highlighted HTML, the language and the title from the fence's meta (`title="a.ts" {2}`).
 */
export const rehypeCode: Plugin<[CodeOptions], Root> = (options) => async (tree) => {
  const jobs: Promise<void>[] = [];
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (!code) return;
    const classes = (code.properties.className as string[] | undefined) ?? [];
    const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
    const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
    const title = TITLE.exec(meta);
    const text = hastToString(code).replace(/\n$/, '');
    jobs.push(
      highlight(text, lang, meta).then((html) => {
        const attributes = [
          { type: 'mdxJsxAttribute', name: 'lang', value: lang },
          { type: 'mdxJsxAttribute', name: 'html', value: html },
        ];
        const titleText = title?.[1] ?? title?.[2];
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

import path from 'node:path';
import type { Heading, Root } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk';

/** A Markdown partial a page renders (`import Part from './_part.mdx'` then `<Part />`). */
export interface PagePartial {
  /** Absolute path of the partial. */
  file: string;
  /** Id of the last heading (h2 or deeper) before it; empty at the top: where its headings go. */
  after: string;
}

interface EstreeImport {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string } }[];
}

/** `props.components`: what the page renders with, handed on so the partial's components resolve. */
const componentsAttribute = {
  type: 'mdxJsxAttribute' as const,
  name: 'components',
  value: {
    type: 'mdxJsxAttributeValueExpression' as const,
    value: 'props.components',
    data: {
      estree: {
        type: 'Program' as const,
        sourceType: 'module' as const,
        body: [
          {
            type: 'ExpressionStatement' as const,
            expression: {
              type: 'MemberExpression' as const,
              computed: false,
              optional: false,
              object: { type: 'Identifier' as const, name: 'props' },
              property: { type: 'Identifier' as const, name: 'components' },
            },
          },
        ],
      },
    },
  },
};

/**
 * Finds the `.md`/`.mdx` files a page imports and renders, and where: the build merges each
 * partial's headings into the page's outline and search sections after that heading (issue 14).
 * Each use gets the page's `components`, so the theme's components work inside the partial too.
 * Runs after the headings have their ids.
 */
export const remarkPartials: Plugin<[{ filePath: string; partials: PagePartial[] }], Root> =
  ({ filePath, partials }) =>
  (tree) => {
    const imported = new Map<string, string>();
    // MDX allows import/export at the top level only.
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const body = (node.data?.estree?.body ?? []) as EstreeImport[];
      for (const statement of body) {
        const source = statement.source?.value;
        if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
        if (!/^\.\.?\//.test(source) || !/\.mdx?$/.test(source)) continue;
        for (const specifier of statement.specifiers ?? []) {
          if (specifier.type === 'ImportDefaultSpecifier')
            imported.set(specifier.local.name, path.resolve(path.dirname(filePath), source));
        }
      }
    }
    if (!imported.size) return;
    let after = '';
    walk(tree, (node) => {
      if (node.type === 'heading' && (node as Heading).depth >= 2) {
        after = String((node as Heading).data?.hProperties?.id ?? after);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const file = node.name ? imported.get(node.name) : undefined;
      if (!file) return;
      partials.push({ file, after });
      if (!node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'components'))
        node.attributes.push(componentsAttribute as (typeof node.attributes)[number]);
    });
  };

import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { DocsError } from '../../shared/errors';

/**
 * Fails the compile on a capitalised JSX name that is neither a theme component nor imported by
 * the page: MDX would otherwise only throw when the page renders, far from the author's line.
 */
export const remarkComponents: Plugin<[{ known: ReadonlySet<string>; file: string }], Root> =
  ({ known, file }) =>
  (tree) => {
    const imported = new Set<string>();
    visit(tree, 'mdxjsEsm', (node) => {
      for (const match of node.value.matchAll(/import\s+(?:\{([^}]*)\}|(\w+))/g)) {
        if (match[2]) imported.add(match[2]);
        for (const name of (match[1] ?? '').split(',')) {
          const local = name
            .split(/\s+as\s+/)
            .pop()
            ?.trim();
          if (local) imported.add(local);
        }
      }
    });
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split('.')[0] as string;
      if (known.has(root) || imported.has(root)) return;
      throw new DocsError(`Unknown component <${name}>.`, {
        file,
        line: node.position?.start.line,
        column: node.position?.start.column,
        hint: `Import it at the top of the page, or use one the theme provides: ${[...known].sort().join(', ')}.`,
      });
    });
  };

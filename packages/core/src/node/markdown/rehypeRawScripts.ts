import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { SKIP, walk } from './walk';
import type { CompileWarning } from './warnings';

interface Options {
  file: string;
  warnings: CompileWarning[];
}

/**
 * Raw HTML in a `.md` page is rendered (issue 15), but not what runs code: a `<script>` element or
 * an `on*` handler attribute would execute in every reader's browser and break the site's CSP
 * (`script-src 'self'` plus one hash). They are left out with a warning at file:line, so nothing
 * disappears without the author being told; MDX pages are the place for behaviour.
 */
export const rehypeRawScripts: Plugin<[Options], Root> =
  ({ file, warnings }) =>
  (tree) => {
    const warn = (node: Element, what: string) =>
      warnings.push({
        message: `${what} in raw HTML is not rendered: scripts do not run from Markdown.`,
        file,
        line: node.position?.start.line,
        column: node.position?.start.column,
        hint: 'Use an .mdx page with a component for behaviour.',
      });
    walk(tree, (node, index, parent) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'script' && parent && index !== undefined) {
        warn(node, '<script>');
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      for (const name of Object.keys(node.properties)) {
        if (!/^on[A-Z]/.test(name)) continue;
        warn(node, `The ${name.toLowerCase()} attribute of <${node.tagName}>`);
        delete node.properties[name];
      }
      return undefined;
    });
  };

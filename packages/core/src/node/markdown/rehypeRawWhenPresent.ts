import type { Element, Nodes, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toParse5 } from 'hast-util-to-parse5';
import type { Options } from 'rehype-raw';
import type { Plugin } from 'unified';

/**
 * Whether the tree needs the HTML parser: raw HTML, or what the parser would change beyond
 * attributes and text (foreign SVG/MathML content, tag names it lowercases).
 */
function needsParse(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  if (node.type === 'element') {
    const tag = node.tagName;
    if (tag === 'svg' || tag === 'math' || tag !== tag.toLowerCase()) return true;
  }
  return 'children' in node && node.children.some((child) => needsParse(child as Nodes));
}

/**
 * What the HTML parser makes of what `rehype-raw` gives it, for a tree that is already HTML:
 * adjacent text nodes are one (a tight list item's text and the line break before its nested
 * list), and properties are what their attributes read back as (`data-footnote-ref: true` is
 * the attribute `data-footnote-ref=""`, read back as `''`).
 */
function asReparsed(node: Nodes): void {
  if (!('children' in node)) return;
  const children = node.children as Nodes[];
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i] as Nodes;
    const next = children[i + 1];
    if (child.type === 'text' && next?.type === 'text') {
      child.value += next.value;
      if (child.position && next.position) child.position = { start: child.position.start, end: next.position.end };
      children.splice(i + 1, 1);
      continue;
    }
    if (child.type === 'element' && Object.keys(child.properties).length) {
      child.properties = (fromParse5(toParse5({ ...child, children: [] })) as Element).properties;
    }
    asReparsed(child);
  }
}

/**
 * `rehype-raw`, with the HTML parser run only when the page needs it (or `always`, for trees a
 * site's plugins built): it serialises the whole tree and parses it again with parse5, 8 % of a
 * page's compile (issue 17), and loading it is a tenth of loading the compiler. A tree of plain
 * Markdown is brought to what that parse would give (`asReparsed`) without it.
 */
export const rehypeRawWhenPresent: Plugin<[Options & { always?: boolean }], Root> = ({ always, ...options }) => {
  return async (tree, file) => {
    if (!always && !needsParse(tree)) {
      asReparsed(tree);
      return tree;
    }
    const { default: rehypeRaw } = await import('rehype-raw');
    return rehypeRaw(options)(tree, file);
  };
};

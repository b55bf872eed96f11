import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { walk } from './walk';

/** Adds a visible `#` permalink to h2-h6 so a reader can copy a link to any section. */
export const rehypeHeadingAnchors: Plugin<[], Root> = () => (tree) => {
  walk(tree, (node) => {
    if (node.type !== 'element' || !/^h[2-6]$/.test(node.tagName)) return;
    const id = node.properties.id;
    if (typeof id !== 'string') return;
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['header-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
      children: [{ type: 'text', value: '#' }],
    });
  });
};

import type { Heading, Nodes, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { headingText } from './remarkHeadings';

/** A heading and the text under it, up to the next heading: the unit search records are made of. */
export interface PageSection {
  /** Heading id; empty for the text before the first h2. */
  id: string;
  /** Titles from the h2 down to this heading (h2, h3, ...). */
  headings: string[];
  depth: number;
  text: string;
}

/**
 * Cuts the page into sections at each heading. Code blocks are left out: search is for prose,
 * and option names in code are in the surrounding text too.
 */
export const remarkSections: Plugin<[{ sections: PageSection[] }], Root> =
  ({ sections }) =>
  (tree) => {
    const stack: string[] = [];
    let current: PageSection = { id: '', headings: [], depth: 1, text: '' };
    sections.push(current);
    for (const node of tree.children) {
      if (node.type === 'heading') {
        const heading = node as Heading;
        if (heading.depth === 1) continue;
        const text = headingText(heading).replace(/\s+/g, ' ').trim();
        stack.length = Math.max(0, heading.depth - 2);
        stack.push(text);
        const id = String((heading.data?.hProperties as { id?: string } | undefined)?.id ?? '');
        current = { id, headings: [...stack], depth: heading.depth, text: '' };
        sections.push(current);
        continue;
      }
      if (node.type === 'code' || node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
      // A `[[toc]]` list (see remarkHeadings): the headings it names are sections of their own.
      if ((node.data as { docsToc?: boolean } | undefined)?.docsToc) continue;
      const text = blockText(node).replace(/\s+/g, ' ').trim();
      if (text) current.text += (current.text ? ' ' : '') + text;
    }
  };

const INLINE = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'break',
  'mdxTextExpression',
  'mdxJsxTextElement',
  'textDirective',
]);

/** Text of inline content, the tags of inline HTML (`<kbd>`) left out. */
function inlineText(node: Nodes): string {
  if (node.type === 'html') return node.value.replace(/<[^>]*>/g, '');
  if ('children' in node) return (node.children as Nodes[]).map(inlineText).join('');
  return mdastToString(node);
}

/** Text of a block with a space between its blocks (paragraphs in a container, list items, cells). */
function blockText(node: Nodes): string {
  if (node.type === 'code') return '';
  // Raw HTML (a `.md` page's `<details>`): its text is content, its tags are not.
  if (node.type === 'html') return node.value.replace(/<[^>]*>/g, ' ');
  if (INLINE.has(node.type)) return inlineText(node);
  if (!('children' in node)) return mdastToString(node);
  return (node.children as Nodes[]).map(blockText).join(' ');
}

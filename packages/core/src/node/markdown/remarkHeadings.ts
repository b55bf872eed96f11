import type { Heading, Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import type { TocEntry } from '../../shared/types';
import { createSlugger, type SlugifyOption } from './slugify';
import { walk } from './walk';

export interface HeadingsResult {
  title: string;
  toc: TocEntry[];
  /** Every heading id of the page, h1 to h6, for anchor checks. */
  ids: Set<string>;
}

/**
 * A heading's words: its text and code, without HTML tags, components or expressions
 * (`## input <NonInheritBadge />` is `input`), for its id, the outline and search titles.
 */
export function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'html' || node.type.startsWith('mdx')) return '';
  return 'children' in node ? (node.children as Nodes[]).map(headingText).join('') : '';
}

/**
 * Gives every heading a stable id (explicit `{#id}` first, else a slug of its text by
 * `markdown.slugify`), reads the page title from the first h1 and collects the h2-h4 outline with
 * each heading's text offset.
 */
export const remarkHeadings: Plugin<
  [{ headingIds: Map<number, string>; slugify?: SlugifyOption; result: HeadingsResult }],
  Root
> =
  ({ headingIds, slugify, result }) =>
  (tree) => {
    const slugger = createSlugger(slugify);
    let textOffset = 0;
    walk(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') textOffset += node.value.length;
      if (node.type !== 'heading') return;
      const heading = node as Heading;
      const text = headingText(heading).replace(/\s+/g, ' ').trim();
      const line = heading.position?.start.line;
      const explicit = line === undefined ? undefined : headingIds.get(line);
      const id = explicit ?? slugger.slug(text);
      if (explicit) slugger.reserve(explicit);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      result.ids.add(id);
      if (heading.depth === 1 && !result.title) result.title = text;
      if (heading.depth >= 2 && heading.depth <= 4) {
        result.toc.push({ text, id, depth: heading.depth, charIndex: line === undefined ? -1 : textOffset });
      }
    });
  };

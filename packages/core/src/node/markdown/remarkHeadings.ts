import type { Heading, List, ListItem, Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import type { TocEntry } from '../../shared/types';
import { createSlugger, type SlugifyOption } from './slugify';
import { SKIP, walk } from './walk';

/** VitePress's table of contents marker, alone in its paragraph. */
const TOC_MARKER = /^\[\[toc\]\]$/i;
const TOC_IN_TEXT = /\[\[toc\]\]/i;

/** The deepest heading a `[[toc]]` lists (VitePress's default levels: h2 and h3). */
const TOC_DEPTH = 3;

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
  (tree, file) => {
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
    // Once every heading has its id: each `[[toc]]` paragraph becomes the list of them (a second
    // walk only for a page that has one).
    if (!TOC_IN_TEXT.test(String(file.value))) return;
    walk(tree, (node, index, parent) => {
      if (node.type !== 'paragraph' || !parent || index === undefined) return;
      const [only, ...rest] = node.children;
      if (rest.length || only?.type !== 'text' || !TOC_MARKER.test(only.value.trim())) return;
      parent.children.splice(index, 1, tocList(result.toc));
      return SKIP;
    });
  };

/**
 * The page's h2 and h3 as nested links to their ids, marked (`data.docsToc`) so that search
 * leaves it out: the headings are their own sections already.
 */
function tocList(toc: readonly TocEntry[]): List {
  const list = (): List => ({ type: 'list', ordered: false, spread: false, children: [] });
  const root: List = { ...list(), data: { docsToc: true, hProperties: { className: ['docs-toc'] } } as List['data'] };
  const open: { depth: number; list: List }[] = [{ depth: 2, list: root }];
  for (const { text, id, depth } of toc) {
    if (depth > TOC_DEPTH) continue;
    while (open.length > 1 && depth < (open.at(-1)?.depth ?? 2)) open.pop();
    const top = open.at(-1) as { depth: number; list: List };
    const parentItem = top.list.children.at(-1);
    let target = top.list;
    if (depth > top.depth && parentItem) {
      target = list();
      parentItem.children.push(target);
      open.push({ depth, list: target });
    }
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [
        { type: 'paragraph', children: [{ type: 'link', url: `#${id}`, children: [{ type: 'text', value: text }] }] },
      ],
    };
    target.children.push(item);
  }
  return root;
}

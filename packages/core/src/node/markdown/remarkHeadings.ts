import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../shared/types';

export interface HeadingsResult {
  title: string;
  toc: TocEntry[];
  /** Every heading id of the page, h1 to h6, for anchor checks. */
  ids: Set<string>;
}

/**
 * Gives every heading a stable id (explicit `{#id}` first, else a GitHub-style slug), reads the
 * page title from the first h1 and collects the h2-h4 outline with each heading's text offset.
 */
export const remarkHeadings: Plugin<[{ headingIds: Map<number, string>; result: HeadingsResult }], Root> =
  ({ headingIds, result }) =>
  (tree) => {
    const slugger = new GithubSlugger();
    let textOffset = 0;
    visit(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') textOffset += node.value.length;
      if (node.type !== 'heading') return;
      const heading = node as Heading;
      const text = mdastToString(heading).trim();
      const line = heading.position?.start.line;
      const explicit = line === undefined ? undefined : headingIds.get(line);
      const id = explicit ?? slugger.slug(text);
      if (explicit) slugger.slug(explicit);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      result.ids.add(id);
      if (heading.depth === 1 && !result.title) result.title = text;
      if (heading.depth >= 2 && heading.depth <= 4) {
        result.toc.push({ text, id, depth: heading.depth, charIndex: line === undefined ? -1 : textOffset });
      }
    });
  };

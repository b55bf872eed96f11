/**
 * Line-level rewrites done before parsing, outside fenced code, that keep every line where it was
 * so that parser positions still point at the author's lines:
 * - `## Heading {#id}`: the explicit id is removed from the text and remembered by line, because
 *   in MDX `{...}` would be read as a JavaScript expression.
 * - `::: tip Title` and the other container forms: rewritten to the directive form
 *   `:::tip[Title]` that remark-directive reads (see containerSyntax.ts).
 */
import { containerLine } from './containerSyntax';

export interface Preprocessed {
  source: string;
  /** 1-based line number → explicit heading id. */
  headingIds: Map<number, string>;
  /** The most deeply nested line (block quotes and list items), which the compiler limits. */
  deepest: { depth: number; line: number };
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*(?:\\?\{#([\w-]+)\\?\})\s*$/;

export function preprocess(source: string): Preprocessed {
  const headingIds = new Map<number, string>();
  const deepest = { depth: 0, line: 0 };
  const lines = source.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] as string;
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence) && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const depth = nesting(line);
    if (depth > deepest.depth) Object.assign(deepest, { depth, line: i + 1 });
    const heading = HEADING_ID.exec(line);
    if (heading) {
      headingIds.set(i + 1, heading[2] as string);
      lines[i] = heading[1] as string;
      continue;
    }
    lines[i] = containerLine(line) ?? line;
  }
  return { source: lines.join('\n'), headingIds, deepest };
}

const QUOTES = /^(\s*>)+/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s/;

/** How deep a line nests: its block-quote markers, or its list indentation (two columns a level). */
function nesting(line: string): number {
  const quotes = QUOTES.exec(line)?.[0].split('>').length ?? 1;
  const item = LIST_ITEM.exec(line);
  return Math.max(quotes - 1, item ? Math.floor((item[1] as string).length / 2) + 1 : 0);
}

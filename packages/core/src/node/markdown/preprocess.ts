/**
 * Line-level rewrites done before parsing, outside fenced code, that keep every line where it was
 * so that parser positions still point at the author's lines:
 * - `## Heading {#id}`: the explicit id is removed from the text and remembered by line, because
 *   in MDX `{...}` would be read as a JavaScript expression.
 * - `:::tip Title`: rewritten to the directive form `:::tip[Title]` that remark-directive reads.
 */
export interface Preprocessed {
  source: string;
  /** 1-based line number → explicit heading id. */
  headingIds: Map<number, string>;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*(?:\\?\{#([\w-]+)\\?\})\s*$/;
const CONTAINER = /^(\s*:::+)([a-z]+)[ \t]+([^[{\s].*?)\s*$/;

export function preprocess(source: string): Preprocessed {
  const headingIds = new Map<number, string>();
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
    const heading = HEADING_ID.exec(line);
    if (heading) {
      headingIds.set(i + 1, heading[2] as string);
      lines[i] = heading[1] as string;
      continue;
    }
    const container = CONTAINER.exec(line);
    if (container) {
      const title = (container[3] as string).replace(/[[\]]/g, '\\$&');
      lines[i] = `${container[1]}${container[2]}[${title}]`;
    }
  }
  return { source: lines.join('\n'), headingIds };
}

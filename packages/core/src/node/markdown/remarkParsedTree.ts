import type { Root } from 'mdast';
import type { Processor } from 'unified';

/**
 * Hands a copy of the page's syntax tree, as the parser made it and before any transform changed
 * it, to `receive`. The build makes a page's clean Markdown (llms) from it: parsing is most of a
 * page's compile time, and a copy costs a small fraction of a second parse.
 */
export function remarkParsedTree(this: Processor, receive: (tree: Root) => void): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    const tree = parse(document, file);
    receive(structuredClone(tree) as Root);
    return tree;
  };
}

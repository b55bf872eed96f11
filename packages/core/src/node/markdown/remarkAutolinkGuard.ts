import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { SKIP, walk } from './walk';

/**
 * What every literal autolink GFM finds in a text node contains: a protocol (`http://`,
 * `https://`), `www.` or the `@` of an email, `mailto:` and `xmpp:` address. Case-insensitive as
 * its own expressions are.
 */
const CANDIDATE = /@|https?:\/\/|www\./i;

/** The part of an mdast-util-from-markdown extension this plugin reads and wraps. */
interface FromMarkdownExtension {
  enter?: Record<string, unknown>;
  transforms?: ((tree: Root) => Root | undefined)[];
}

/** Whether any text node of the tree could hold a literal autolink. */
function hasCandidate(tree: Root): boolean {
  let found = false;
  walk(tree, (node) => {
    if (found) return SKIP;
    if (node.type === 'text' && CANDIDATE.test(node.value)) found = true;
    return undefined;
  });
  return found;
}

/**
 * Runs remark-gfm's literal-autolink pass (`www.example.com`, `me@example.com` in text become
 * links) only on a tree where one could be found. The pass itself walks every text node through
 * `unist-util-visit-parents`, which names a new function per node: about a millisecond per page
 * (3 % of a page's compile), nearly always for nothing, since links in docs are written as links
 * (issue 17). Without a candidate the pass can change nothing, so the tree is the same.
 * Must come right after remark-gfm, whose extension it wraps.
 */
export function remarkAutolinkGuard(this: Processor): void {
  // remark-parse's key, which core's types do not declare (remark-parse comes with MDX).
  const data = this.data() as { fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[] };
  const lists = data.fromMarkdownExtensions ?? [];
  for (const extension of lists.flat()) {
    // The literal-autolink extension is the one reading the `literalAutolink` token.
    if (!extension.enter?.literalAutolink || !extension.transforms) continue;
    extension.transforms = extension.transforms.map((transform) => (tree) => {
      if (hasCandidate(tree)) return transform(tree);
      return undefined;
    });
  }
}

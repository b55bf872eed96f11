/**
 * The compile's tree walk (issue 17) replaces `unist-util-visit` in core's plugins and must visit
 * what it visited, in the same order, with the same answers to a visitor that edits the tree.
 */
import { describe, expect, it } from 'vitest';
import { SKIP, walk } from '../../../packages/core/src/node/markdown/walk';

/** The little of mdast these trees need (the tests' project has no mdast types). */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}
type Root = Parameters<typeof walk>[0];
/** `walk` over a plain tree, its visitor seeing plain nodes. */
const walkPlain = (
  root: Node,
  visitor: (node: Node, index: number | undefined, parent: Node | undefined) => ReturnType<Parameters<typeof walk>[1]>,
) => walk(root as Root, visitor as Parameters<typeof walk>[1]);

const text = (value: string) => ({ type: 'text', value }) as const;
const tree = (): Node => ({
  type: 'root',
  children: [
    { type: 'paragraph', children: [text('a'), { type: 'emphasis', children: [text('b')] }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [text('c')] }] },
    { type: 'paragraph', children: [text('d')] },
  ],
});
const label = (node: Node) => node.value ?? node.type;

describe('walk', () => {
  it('visits every node, parents first, with its index and parent', () => {
    const seen: string[] = [];
    walkPlain(tree(), (node, index, parent) => {
      seen.push(`${label(node)}@${index ?? '-'}<${parent?.type ?? '-'}`);
    });
    expect(seen).toEqual([
      'root@-<-',
      'paragraph@0<root',
      'a@0<paragraph',
      'emphasis@1<paragraph',
      'b@0<emphasis',
      'blockquote@1<root',
      'paragraph@0<blockquote',
      'c@0<paragraph',
      'paragraph@2<root',
      'd@0<paragraph',
    ]);
  });

  it('does not enter a skipped node, and goes on at the index a visitor returns', () => {
    const seen: string[] = [];
    const root = tree();
    walkPlain(root, (node, index, parent) => {
      seen.push(label(node));
      if (node.type === 'emphasis') return SKIP;
      if (node.type === 'blockquote' && parent?.children && index !== undefined) {
        // Unwrapped: its content goes on at its index, and is visited from there.
        parent.children.splice(index, 1, ...(node.children ?? []));
        return [SKIP, index];
      }
      return undefined;
    });
    expect(seen).toEqual(['root', 'paragraph', 'a', 'emphasis', 'blockquote', 'paragraph', 'c', 'paragraph', 'd']);
    expect(root.children?.map((n) => n.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it("still visits a replaced node's own children, then goes on at the index returned (as unist-util-visit)", () => {
    const seen: string[] = [];
    walkPlain(tree(), (node, index, parent) => {
      seen.push(label(node));
      if (node.type === 'emphasis' && parent?.children && index !== undefined) {
        parent.children.splice(index, 1, text('B'), text('!'));
        return index + 2;
      }
      return undefined;
    });
    expect(seen).toEqual(['root', 'paragraph', 'a', 'emphasis', 'b', 'blockquote', 'paragraph', 'c', 'paragraph', 'd']);
  });
});

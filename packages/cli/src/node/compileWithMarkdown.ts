import { type CompileInput, compilePage } from '@docs-kit/core';
import type { Root } from 'mdast';
import type { MarkdownInput } from './outputs/markdown';
import type { CompiledMarkdownPage } from './pageCompiler';

/**
 * Compiles a page and, given the theme's components, converts it to clean Markdown from the
 * compile's own parse: the same tree, read before the compile's transforms, so the page is parsed
 * once. A site's remark plugins may add syntax the conversion cannot write back (math, say): with
 * them the page is parsed again the conversion's own way, as the plugins never see that parse.
 */
export async function compileWithMarkdown(
  input: CompileInput,
  components: MarkdownInput['components'] | undefined,
): Promise<CompiledMarkdownPage> {
  let tree: Root | undefined;
  let document: string | undefined;
  const share = components && !input.plugins?.remark.length;
  const receive = (t: Root, d: string) => {
    tree = t;
    document = d;
  };
  const page: CompiledMarkdownPage = await compilePage({ ...input, onParsedTree: share ? receive : undefined });
  if (components) {
    // remark's printer loads only in a build that asked for Markdown (not in dev).
    const { compiledPageMarkdown } = await import('./outputs/markdown');
    page.markdown = await compiledPageMarkdown(page, { ...input, tree, document }, components);
  }
  return page;
}

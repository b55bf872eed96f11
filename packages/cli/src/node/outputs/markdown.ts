/**
 * A page's source as clean Markdown for people and AI tools (issue 8, llms output): no front matter,
 * no imports, MDX components replaced by the Markdown they stand for, explicit heading ids dropped
 * and internal links turned into absolute routes. Works on the syntax tree of the same
 * unified/remark stack core compiles with, never on the text.
 */
import {
  containerLine,
  githubAlert,
  isExternal,
  type MarkdownFallbackHelpers,
  type PageAsset,
  type PageData,
  type PageLink,
  SKIP,
  type ThemeDefinition,
  type WalkAction,
  walk,
  withBase,
} from '@docs-kit/core';
import type { Code, Literal, Nodes, Parents, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

export interface MarkdownInput {
  /** The page file's text, front matter included. */
  source: string;
  /** The body as the compile parsed it (see `compileWithMarkdown`): then `source` is not parsed again. */
  tree?: Root;
  /** The text `tree` was parsed from, which its top-level positions index. */
  document?: string;
  format: 'md' | 'mdx';
  /** Title to start the page with when its body has no `# heading`. */
  title: string;
  /** Links core resolved while compiling the page: what the author wrote → clean route. */
  links: readonly Pick<PageLink, 'raw' | 'route' | 'hash'>[];
  /** Files next to the page it refers to: what the author wrote → where the build put it. */
  assets?: readonly Pick<PageAsset, 'raw' | 'output'>[];
  base: string;
  /** The theme's components: their Markdown fallbacks replace them. */
  components: ThemeDefinition['components'];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** `{#id}` (or `\{#id\}`) at the end of a heading's text: an explicit heading id. */
const HEADING_ID = /\s*\\?\{#[\w-]+\\?\}\s*$/;

/** Splits the front matter block off, keeping only the body. */
function body(source: string): string {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return source;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end < 0 ? source : lines.slice(end + 1).join('\n');
}

/**
 * Rewrites what remark-mdx or remark-directive cannot read, at positions a plain Markdown parse
 * reports (so nothing inside code is touched): explicit heading ids are removed (in MDX `{#id}`
 * would be a JavaScript expression) and container openings of every dialect (`::: tip Title`)
 * take the directive form, as the page compile does.
 */
function normalize(text: string): string {
  const tree = unified().use(remarkParse).parse(text);
  const cuts: [number, number, string][] = [];
  walk(tree, (paragraph) => {
    if (paragraph.type !== 'paragraph') return;
    const start = paragraph.position?.start.offset;
    const end = paragraph.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // Without the directive syntax, nested openings are lines of one paragraph: check each line.
    let from = start;
    for (const line of text.slice(start, end).split('\n')) {
      const rewritten = containerLine(line);
      if (rewritten !== undefined && rewritten !== line) cuts.push([from, from + line.length, rewritten]);
      from += line.length + 1;
    }
  });
  walk(tree, (heading) => {
    if (heading.type !== 'heading') return;
    const last = heading.children.at(-1);
    const end = last?.position?.end.offset;
    if (last?.type !== 'text' || end === undefined) return;
    const match = HEADING_ID.exec(last.value);
    if (!match) return;
    // The source may hold `\{#id\}` where the text node holds `{#id}`: cut back to the `{`.
    const start = text.lastIndexOf('{', end);
    const from = text[start - 1] === '\\' ? start - 1 : start;
    let to = end;
    while (to < text.length && text[to] !== '\n') to++;
    cuts.push([from, to, '']);
  });
  let out = text;
  for (const [from, to, insert] of cuts.sort((a, b) => b[0] - a[0])) {
    out = (insert ? out.slice(0, from) : out.slice(0, from).trimEnd()) + insert + out.slice(to);
  }
  return out;
}

function attribute(node: JsxElement, name: string): unknown {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value;
  const program = attr.value.data?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? literal(statement.expression) : undefined;
}

/** The value of a literal expression (`'x'`, `{ npm: 'x' }`), or undefined for anything computed. */
// biome-ignore lint/suspicious/noExplicitAny: estree nodes of any kind.
function literal(node: any): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  if (node?.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const prop of node.properties) {
      if (prop.type !== 'Property') return undefined;
      const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.value;
      out[String(key)] = literal(prop.value);
    }
    return out;
  }
  return undefined;
}

function textOf(nodes: readonly RootContent[]): string {
  let out = '';
  for (const node of nodes) {
    if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) out += node.value;
    else if ('children' in node) out += textOf(node.children as RootContent[]);
  }
  return out;
}

const helpers: MarkdownFallbackHelpers = {
  attribute: (element, name) => attribute(element as JsxElement, name),
  textOf,
};

/** What an MDX element becomes in plain Markdown: the theme's fallback, else what it wraps. */
function replacement(node: JsxElement, components: MarkdownInput['components']): RootContent[] {
  const fallback = node.name ? components[node.name]?.markdown : undefined;
  return fallback ? fallback(node, helpers) : (node.children as RootContent[]);
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Shiki's notation comments (`// [!code ++]`): the page shows the code without them. */
const NOTATION =
  /[ \t]*(?:\/\/|#|--|<!--|\/\*)[ \t]*\[!code (?:\+\+|--|focus|highlight|error|warning)(?::\d+)?\][ \t]*(?:-->|\*\/)?/g;
/** A fence's `[label]` (VitePress code groups and titles). */
const FENCE_LABEL = /\[([^\]]+)\]/;

/** `::: code-group`: each fence led by its label in bold, as the page's tabs read. */
function codeGroup(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (child.type !== 'code') return [child];
    const label = FENCE_LABEL.exec(child.meta ?? '')?.[1] ?? child.lang ?? 'text';
    const code: Code = { ...child, meta: (child.meta ?? '').replace(FENCE_LABEL, '').trim() || null };
    return [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }, code];
  });
}

/**
 * Replaces MDX nodes with Markdown, from the innermost out, and resolves links. Returns the
 * top-level blocks it left exactly as parsed, which can be written as their source text.
 */
function clean(tree: Root, input: MarkdownInput): Set<RootContent> {
  const routes = new Map(input.links.map((l) => [l.raw, withBase(l.route, input.base) + (l.hash ? `#${l.hash}` : '')]));
  for (const asset of input.assets ?? [])
    if (asset.output) routes.set(asset.raw, withBase(`/${asset.output}`, input.base));
  let changed = false;
  const visitor = (node: Nodes, index: number | undefined, parent: Parents | undefined): WalkAction => {
    if (!parent || index === undefined) return;
    if (REPLACED.has(node.type)) changed = true;
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // Replaced from the outside in: `Tabs` reads its `Tab` children before they are unwrapped.
      parent.children.splice(index, 1, ...(replacement(node, input.components) as typeof parent.children));
      return index;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      // Only containers are directives on a page (`:::tip`): `:wave:` and the like were text.
      const label = node.children.length
        ? [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }]
        : [];
      const text = [{ type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}` }, ...label];
      const replaced = node.type === 'leafDirective' ? [{ type: 'paragraph', children: text }] : text;
      parent.children.splice(index, 1, ...(replaced as typeof parent.children));
      return index + replaced.length;
    }
    if (node.type === 'code') {
      const { value, lang } = node;
      node.value = value.replace(NOTATION, '');
      // `js{1,3}`: the lines to highlight mean nothing in plain Markdown.
      node.lang = lang?.replace(/\{[\d,\s-]*\}$/, '') || null;
      if (node.value !== value || node.lang !== lang) changed = true;
      return undefined;
    }
    if (node.type === 'blockquote') {
      // A GitHub alert (`> [!NOTE]`) reads like a container: its type in bold, then its body.
      const first = node.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      const alert = text?.type === 'text' ? githubAlert(text.value) : undefined;
      if (!alert || text?.type !== 'text' || first?.type !== 'paragraph') return undefined;
      changed = true;
      text.value = alert.rest;
      first.children.splice(0, text.value ? 0 : 1);
      if (!first.children.length) node.children.shift();
      node.children.unshift({
        type: 'paragraph',
        children: [{ type: 'strong', children: [{ type: 'text', value: alert.title || capitalize(alert.type) }] }],
      });
      return undefined;
    }
    if (node.type === 'containerDirective' && node.name === 'code-group') {
      const group = codeGroup(node.children);
      parent.children.splice(index, 1, ...(group as typeof parent.children));
      return index;
    }
    if (node.type === 'containerDirective') {
      // A tip or warning box: a quote led by its title in bold.
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
      const title = labelled ? first.children : [{ type: 'text' as const, value: capitalize(node.name) }];
      const quote: RootContent = {
        type: 'blockquote',
        children: [
          { type: 'paragraph', children: [{ type: 'strong', children: title }] },
          ...(labelled ? rest : node.children),
        ],
      };
      parent.children.splice(index, 1, quote as (typeof parent.children)[number]);
      return index;
    }
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && !isExternal(node.url)) {
      const url = routes.get(node.url) ?? node.url;
      if (url !== node.url) changed = true;
      node.url = url;
    }
    if (node.type === 'html') {
      // Raw HTML's `<a href>` and `<img src>` were resolved by the compile like Markdown links.
      const { value } = node;
      node.value = value.replace(
        /\b(src|href)=(["'])([^"']*)\2/g,
        (written, name: string, quote: string, url: string) =>
          routes.has(url) ? `${name}=${quote}${routes.get(url)}${quote}` : written,
      );
      if (node.value !== value) changed = true;
    }
    return undefined;
  };
  const unchanged = new Set<RootContent>();
  const blocks = tree.children;
  tree.children = [];
  for (const block of blocks) {
    // Each block on its own, as the only child of a root: the visitor may replace it.
    const wrapper: Root = { type: 'root', children: [block] };
    changed = false;
    walk(wrapper, visitor);
    if (!changed) unchanged.add(block);
    tree.children.push(...wrapper.children);
  }
  return unchanged;
}

/**
 * Nodes the conversion always replaces (MDX, directives): a block holding one is printed. Any
 * other change (a link resolved to another URL, notation taken out of code, an alert) is noted
 * where it is made.
 */
const REPLACED = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'textDirective',
  'leafDirective',
  'containerDirective',
]);

/** Bump when the Markdown output changes: compile caches keep each page's Markdown under it. */
export const MARKDOWN_VERSION = '4';

/** The page's body parsed for the conversion, when the compile's own parse cannot be used. */
function parse(source: string, format: MarkdownInput['format']): { tree: Root; document: string } {
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  if (format === 'mdx') parser.use(remarkMdx);
  const document = normalize(body(source));
  return { tree: parser.parse(document) as Root, document };
}

/** A top-level block written as the author wrote it. */
interface SourceBlock extends Literal {
  type: 'sourceBlock';
}

declare module 'mdast' {
  interface RootContentMap {
    sourceBlock: SourceBlock;
  }
}

/**
 * The text of a top-level block the conversion left as parsed: it is already Markdown, and
 * printing it again from the tree was most of the conversion's time (issue 17). Not for a block
 * indented in the source (its later lines keep an indent its first line loses) nor for a list
 * next to another list (two lists in a row differ only by their markers, which the printer
 * chooses for the one it writes).
 */
function sourceText(blocks: readonly RootContent[], index: number, unchanged: Set<RootContent>, document: string) {
  const block = blocks[index] as RootContent;
  const { start, end } = block.position ?? {};
  if (!unchanged.has(block) || start?.column !== 1 || start.offset === undefined || end?.offset === undefined) return;
  if (block.type === 'list' && (blocks[index - 1]?.type === 'list' || blocks[index + 1]?.type === 'list')) return;
  // The printer ends lines with `\n`: a page saved with CRLF gets one kind of line ending, not two.
  return document.slice(start.offset, end.offset).replace(/\r\n?/g, '\n');
}

/**
 * The printer, made once: each page making its own cost a second set of GFM's extensions and a
 * freeze per page. A frozen processor keeps no state between documents.
 */
const makePrinter = () =>
  // Every MDX and directive node is gone: plain Markdown (and GFM) output needs no escapes for them.
  unified()
    .use(remarkGfm)
    .use(remarkStringify, {
      bullet: '-',
      fences: true,
      rule: '-',
      handlers: { sourceBlock: (node: SourceBlock) => node.value },
    })
    .freeze();
let printer: ReturnType<typeof makePrinter> | undefined;

/** The page as clean Markdown, starting with its title. */
export async function pageMarkdown(input: MarkdownInput): Promise<string> {
  const { tree, document } = input.tree
    ? { tree: input.tree, document: input.document }
    : parse(input.source, input.format);
  const unchanged = clean(tree, input);
  const first = tree.children.find((n) => n.type !== 'html');
  if (!(first?.type === 'heading' && first.depth === 1) && input.title) {
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] });
  }
  if (document !== undefined) {
    tree.children = tree.children.map((block, index, blocks) => {
      const value = sourceText(blocks, index, unchanged, document);
      return value === undefined ? block : ({ type: 'sourceBlock', value } satisfies SourceBlock);
    });
  }
  printer ??= makePrinter();
  return `${String(printer.stringify(tree)).trim()}\n`;
}

/** A freshly compiled page as Markdown: its title and resolved links come from the compile. */
export function compiledPageMarkdown(
  page: { pageData: PageData; links: MarkdownInput['links']; assets?: MarkdownInput['assets'] },
  input: { filePath: string; source: string; base: string; tree?: Root; document?: string },
  components: MarkdownInput['components'],
): Promise<string> {
  const { title, frontmatter } = page.pageData;
  return pageMarkdown({
    source: input.source,
    tree: input.tree,
    document: input.document,
    format: input.filePath.endsWith('.mdx') ? 'mdx' : 'md',
    title: title || (typeof frontmatter.title === 'string' ? frontmatter.title : ''),
    links: page.links,
    assets: page.assets,
    base: input.base,
    components,
  });
}

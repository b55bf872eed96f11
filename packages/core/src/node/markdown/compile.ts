import path from 'node:path';
import { compile, nodeTypes } from '@mdx-js/mdx';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { codeFrame, DocsError } from '../../shared/errors';
import type { Frontmatter, PageData, PageType } from '../../shared/types';
import type { PageAsset } from './assets';
import { preprocess } from './preprocess';
import { rehypeCode } from './rehypeCode';
import { rehypeHeadingAnchors } from './rehypeHeadingAnchors';
import { rehypeRawScripts } from './rehypeRawScripts';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent';
import { remarkAutolinkGuard } from './remarkAutolinkGuard';
import { remarkComponents } from './remarkComponents';
import { remarkContainers } from './remarkContainers';
import { type HeadingsResult, remarkHeadings } from './remarkHeadings';
import { type PageLink, remarkLinks } from './remarkLinks';
import { remarkParsedTree } from './remarkParsedTree';
import { type PagePartial, remarkPartials } from './remarkPartials';
import { type PageSection, remarkSections } from './remarkSections';
import type { SlugifyOption } from './slugify';
import type { CompileWarning } from './warnings';

export interface CompileInput {
  /** Absolute path, for messages. */
  filePath: string;
  source: string;
  /** Path relative to the docs root (`en/guide/start/index.md`). */
  relativePath: string;
  routePath: string;
  lang: string;
  defaultLang: string;
  langs: readonly string[];
  /** The page's version (`''` on an unversioned site) and the site's versions. */
  version?: string;
  multiVersion?: { default: string; versions: readonly string[] };
  base: string;
  /** Components every page may use without importing them. */
  components: ReadonlySet<string>;
  /**
   * Those of `components` that the site's own theme exports (not the theme's `mdxComponents`): a
   * page imports each one it uses from `@theme` by name.
   */
  siteComponents?: readonly string[];
  showLineNumbers?: boolean;
  defaultWrapCode?: boolean;
  /** `markdown.slugify`: how heading ids are made from their text. */
  slugify?: SlugifyOption;
  /** Site plugins' remark and rehype plugins, run after the built-in ones. */
  plugins?: { remark: PluggableList; rehype: PluggableList };
  /**
   * Receives a copy of the page's syntax tree as parsed, before any plugin changed it, and the
   * text it was parsed from (the body, front matter blanked), which its top-level positions index.
   */
  onParsedTree?: (tree: Root, document: string) => void;
  /**
   * Code blocks' HTML from an earlier compile of the page, by `CompiledPage.codeKeys`: an edit
   * that left its code blocks alone then never loads the highlighter.
   */
  highlighted?: ReadonlyMap<string, string>;
}

export interface CompiledPage {
  /** ES module: `export default function MDXContent(props)`, importing `react/jsx-runtime`. */
  code: string;
  pageData: PageData;
  links: PageLink[];
  /** Every heading id on the page, for anchor checks. */
  ids: string[];
  sections: PageSection[];
  /** Highlighted HTML of each code block, in order: the module reads them from `props.__code`. */
  codeBlocks: string[];
  /** Each code block's key (its language, meta and code, hashed), in the same order (`CompileInput.highlighted`). */
  codeKeys: string[];
  /** Files next to the page it links to or shows, copied into the build under hashed names. */
  assets: PageAsset[];
  /** What was rendered as best it could, for the author to fix (file:line each). */
  warnings: CompileWarning[];
  /** The `.md`/`.mdx` partials the page renders, whose headings join its outline. */
  partials: PagePartial[];
}

const MAX_NESTING = 128;

const PAGE_TYPES: readonly PageType[] = ['home', 'doc', '404', 'custom', 'blank'];

/** Splits front matter off, keeping the body's lines where they were in the file. */
function readFrontmatter(input: CompileInput): { data: Frontmatter; body: string } {
  try {
    // Options, even empty, turn off gray-matter's cache, which would hide a YAML error the second time.
    const parsed = matter(input.source, {});
    const headLines = input.source.slice(0, input.source.length - parsed.content.length).split('\n').length - 1;
    // YAML reads `2024-09-10` as a Date; keep dates as the ISO day written, so page data is the
    // same JSON whether it was just compiled or read back from the cache.
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value instanceof Date) parsed.data[key] = value.toISOString().slice(0, 10);
    }
    return { data: parsed.data as Frontmatter, body: '\n'.repeat(headLines) + parsed.content };
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    const line = mark ? mark.line + 2 : 1;
    const column = mark ? mark.column + 1 : 1;
    throw new DocsError(`Invalid front matter: ${reason}`, {
      file: input.filePath,
      line,
      column,
      frame: codeFrame(input.source, line, column),
      hint: 'Front matter is YAML between two `---` lines; quote values that contain `:` or `#`.',
    });
  }
}

function validateFrontmatter(data: Frontmatter, input: CompileInput): void {
  if (data.pageType !== undefined && !PAGE_TYPES.includes(data.pageType)) {
    throw new DocsError(
      `Invalid front matter: pageType must be one of ${PAGE_TYPES.join(', ')}, got "${String(data.pageType)}".`,
      {
        file: input.filePath,
        line: 2,
      },
    );
  }
  if (data.title !== undefined && typeof data.title !== 'string') {
    throw new DocsError('Invalid front matter: title must be a string.', { file: input.filePath, line: 2 });
  }
}

/** Compiles one Markdown or MDX page into a page module and its page data. */
export async function compilePage(input: CompileInput): Promise<CompiledPage> {
  const { data: frontmatter, body } = readFrontmatter(input);
  validateFrontmatter(frontmatter, input);
  const { source, headingIds, deepest } = preprocess(body);
  // The parser and the code generator recurse per level: past this a page would exhaust the stack
  // (or take minutes) instead of failing cleanly. No real page nests this deep.
  if (deepest.depth > MAX_NESTING) {
    throw new DocsError(
      `Nesting too deep: ${deepest.depth} levels of block quotes or lists (at most ${MAX_NESTING}).`,
      {
        file: input.filePath,
        line: deepest.line,
        frame: codeFrame(input.source, deepest.line),
        hint: 'Flatten the structure: deeply nested quotes and lists are unreadable anyway.',
      },
    );
  }
  const headings: HeadingsResult = { title: '', toc: [], ids: new Set() };
  const links: PageLink[] = [];
  const sections: PageSection[] = [];
  const codeBlocks: string[] = [];
  const codeKeys: string[] = [];
  const warnings: CompileWarning[] = [];
  const assets: PageAsset[] = [];
  const partials: PagePartial[] = [];
  const format = path.extname(input.filePath) === '.mdx' ? 'mdx' : 'md';
  // `en/guide/x.md`, `v1/en/guide/x.md`, or `v1/guide/x.md` on a single-language versioned site.
  const segments = input.relativePath.split('/');
  const relativeToLang = segments.slice(input.version ? (segments[1] === input.lang ? 2 : 1) : 1).join('/');
  const file = new VFile({ path: input.filePath, value: source });
  let code: string;
  try {
    const result = await compile(file, {
      format,
      remarkPlugins: [
        ...(input.onParsedTree ? ([[remarkParsedTree, input.onParsedTree]] as PluggableList) : []),
        remarkGfm,
        remarkAutolinkGuard,
        remarkDirective,
        [remarkContainers, { lang: input.lang, file: input.filePath, components: input.components, warnings }],
        [remarkHeadings, { headingIds, slugify: input.slugify, result: headings }],
        [
          remarkLinks,
          {
            filePath: input.filePath,
            relativeToLang,
            routePath: input.routePath,
            lang: input.lang,
            defaultLang: input.defaultLang,
            langs: input.langs,
            version: input.version,
            multiVersion: input.multiVersion,
            base: input.base,
            links,
            assets,
          },
        ],
        // Before the sections: a `.md` page's `<Badge text="…" />` gives them its words.
        [
          remarkComponents,
          { known: input.components, fromTheme: input.siteComponents, file: input.filePath, warnings },
        ],
        [remarkSections, { sections }],
        [remarkPartials, { filePath: input.filePath, partials }],
        ...(input.plugins?.remark ?? []),
      ],
      rehypePlugins: [
        [
          rehypeCode,
          {
            showLineNumbers: input.showLineNumbers ?? false,
            defaultWrapCode: input.defaultWrapCode ?? false,
            blocks: codeBlocks,
            keys: codeKeys,
            highlighted: input.highlighted,
          },
        ],
        // Raw HTML in a `.md` page (`<details>`, `<img>`, `<kbd>`) becomes elements; MDX pages
        // have JSX for that. After the code blocks: reparsing drops the fences' meta. The MDX
        // nodes the plugins made pass through untouched. A site's remark plugins may build any
        // tree (`data.hName`), which only the HTML parser brings to what a browser would read.
        ...(format === 'md'
          ? ([
              [rehypeRawWhenPresent, { passThrough: [...nodeTypes], always: !!input.plugins?.remark.length }],
              [rehypeRawScripts, { file: input.filePath, warnings }],
            ] as PluggableList)
          : []),
        rehypeHeadingAnchors,
        ...(input.plugins?.rehype ?? []),
      ],
    });
    code = String(result.value);
  } catch (error) {
    throw toDocsError(error, input);
  }
  const title = frontmatter.title ?? headings.title ?? '';
  // VitePress marks its home page with `layout: home`.
  const pageType = frontmatter.pageType ?? (frontmatter.layout === 'home' ? 'home' : 'doc');
  return {
    code,
    links,
    ids: [...headings.ids],
    sections,
    codeBlocks,
    codeKeys,
    warnings,
    assets,
    partials,
    pageData: {
      title: title || (pageType === 'home' ? '' : routeFallbackTitle(input.routePath)),
      description: typeof frontmatter.description === 'string' ? frontmatter.description : '',
      routePath: input.routePath,
      pagePath: input.filePath,
      pageType,
      lang: input.lang,
      version: input.version ?? '',
      toc: headings.toc,
      frontmatter,
      feeds: [],
      _relativePath: input.relativePath,
    },
  };
}

function routeFallbackTitle(route: string): string {
  const last = route.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function toDocsError(error: unknown, input: CompileInput): DocsError {
  if (error instanceof DocsError) {
    if (error.frame || error.line === undefined) return error;
    return new DocsError(error.message, {
      file: error.file,
      line: error.line,
      column: error.column,
      hint: error.hint,
      frame: codeFrame(input.source, error.line, error.column),
    });
  }
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: Place };
  // MDX's own messages may end with where the element began, `(5:1-5:23)`, and carry no place of
  // their own (an element never closed): given as file:line instead.
  const text = message.reason ?? message.message ?? String(error);
  const suffix = / \((\d+):(\d+)-\d+:\d+\)$/.exec(text);
  const reason = suffix ? text.slice(0, suffix.index) : text;
  const at = placeOf(message.place) ?? (suffix ? { line: Number(suffix[1]), column: Number(suffix[2]) } : undefined);
  const line = message.line ?? at?.line;
  const column = message.column ?? at?.column;
  const tag = /closing tag for `(<[^`]+>)`/.exec(reason)?.[1];
  return new DocsError(reason, {
    file: input.filePath,
    line,
    column,
    frame: line ? codeFrame(input.source, line, column) : undefined,
    hint: tag
      ? `Close it (\`${tag.replace('<', '</')}\`), or end it with \`/>\` if it has no content.`
      : path.extname(input.filePath) === '.mdx'
        ? 'In .mdx pages `{`, `}` and `<` start JavaScript or JSX: escape them (`\\{`, `&lt;`) or put them in backticks.'
        : undefined,
  });
}

/** A vfile message's place: a point, or a position whose start is where to look. */
type Place = { line?: number; column?: number; start?: { line?: number; column?: number } };
const placeOf = (place: Place | undefined) => place?.start ?? place;

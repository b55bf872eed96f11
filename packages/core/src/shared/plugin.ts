/**
 * The plugin API's types (issue 14): what a build plugin may declare and what its hooks receive.
 * Types only, so the browser runtime can share them with the node side.
 */
import type { SiteData } from '../runtime/siteData';
import type { ResolvedConfig } from './configSchema';
import type { MarkdownPlugin } from './markdownSchema';
import type { SearchRecord } from './search';
import type { PageData } from './types';

/** A page a plugin adds to the site (`DocsPlugin.addPages`). */
export interface PluginPage {
  /** Route with the language prefix for other languages. @example '/zh/changelog' */
  route: string;
  /** The page as Markdown, front matter allowed. */
  content: string;
}

/**
 * A page as `buildEnd` sees it: the parts of core's `CompiledPage` a plugin needs (this file is
 * shared with the browser runtime, which cannot import the compiler).
 */
export interface BuiltPage {
  pageData: PageData;
  /** The compiled page module. */
  code: string;
  /** Internal links: what the author wrote (`raw`), the clean route and the heading id. */
  links: { raw: string; route: string; hash: string }[];
  /** Every heading id of the page. */
  ids: string[];
  /** The page as clean Markdown, when a plugin of the build set `markdown: true`. */
  markdown?: string;
}

/** What `buildEnd` gets: the finished site, before it replaces the previous output. */
export interface BuildEndContext {
  /** The folder being written; it is moved into place once every hook has run. */
  outDir: string;
  pages: BuiltPage[];
  site: SiteData;
  /** The resolved config. */
  config: ResolvedConfig;
}

/**
 * A build plugin, listed in the config's `plugins` (issue 8). Every field is optional but `name`.
 * @example
 * const pluginStamp = (): DocsPlugin => ({
 *   name: 'stamp',
 *   headTags: (page) => [`<meta name="page-type" content="${page.pageType}">`],
 *   buildEnd: async ({ outDir }) => writeFile(`${outDir}/stamp.txt`, new Date().toISOString()),
 * });
 */
export interface DocsPlugin {
  /** Unique name; a plugin of the same name replaces a built-in one (`docs:llms`). */
  name: string;
  /**
   * Changes the resolved config before anything reads it (dev and build). Return a new config or
   * change the one given.
   * @example config: (config) => ({ ...config, head: [...config.head, '<meta name="x" content="y">'] })
   */
  config?(config: ResolvedConfig): ResolvedConfig | undefined | Promise<ResolvedConfig | undefined>;
  /**
   * The plugin reads files or services the build cannot see (a CMS, the network, files outside the
   * site): every `docs build` then builds in full instead of answering "up to date". A plugin's own
   * code is covered without it: the config, the files it imports and the lockfiles are inputs.
   */
  readsOutsideInputs?: boolean;
  /**
   * A module for the browser (a path, absolute or relative to the config, or a package), imported
   * before the app starts, in dev and build; its default export, if a function, is called with
   * the site data. @example clientEntry: './analytics.ts'
   */
  clientEntry?: string;
  /**
   * Ask for every page as clean Markdown in `BuiltPage.markdown`: the build converts pages on its
   * compile workers and caches the result with the compiled page.
   */
  markdown?: boolean;
  /**
   * remark plugins, run on every page after the built-in ones and the config's. Name them by module
   * (`'remark-foo'` or `['remark-foo', options]`, options as plain data) so the compile cache and
   * workers stay on; a function works too but compiles every page on one thread, uncached.
   * @example remarkPlugins: [['remark-github', { repository: 'owner/repo' }]]
   */
  remarkPlugins?: MarkdownPlugin[];
  /** rehype plugins, as `remarkPlugins`. @example rehypePlugins: ['./plugins/rehype-mark.ts'] */
  rehypePlugins?: MarkdownPlugin[];
  /** Extra `<head>` markup for a page of the built site. */
  headTags?(page: PageData): string[];
  /** Pages that exist in no file, compiled like any other page. */
  addPages?(): PluginPage[] | Promise<PluginPage[]>;
  /** Changes or adds to a page's data (what the theme reads as `page`) before it is rendered. */
  extendPageData?(page: PageData): void | Promise<void>;
  /**
   * Adds, changes or removes records of the local search index, in dev and build: every language
   * at once (each record has its `lang`). Return the new list, or change the one given. A record
   * is one hit: its `url` (route and anchor) and the headings above it (`hierarchy`).
   * @example extendSearchRecords: (records) => records.filter((r) => !r.url.startsWith('/drafts/'))
   */
  extendSearchRecords?(
    records: SearchRecord[],
    context: { site: SiteData },
  ): SearchRecord[] | undefined | Promise<SearchRecord[] | undefined>;
  /** Runs after every output is written (pages, feeds, sitemap, search index). */
  buildEnd?(context: BuildEndContext): void | Promise<void>;
}

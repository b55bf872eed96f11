/**
 * The site config: one zod schema is the single source of truth for every option, its default and
 * its type (`UserConfig` in, `ResolvedConfig` out). Objects are strict, so a misspelt key is an
 * error that names its path instead of being ignored (site-facts.md).
 */
import { z } from 'zod';
import { markdownSchema } from './markdownSchema';
import type { DocsPlugin } from './plugin';
import { multiVersionSchema } from './versionSchema';

const link = z.string().min(1, 'a link cannot be empty');

/** A top-navigation entry (spec 3, "Nav item"): a link or a dropdown of links. */
export interface NavItem {
  text: string;
  link?: string;
  activeMatch?: string;
  tag?: string;
  position?: 'left' | 'right';
  items?: NavItem[];
}
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z
    .strictObject({
      /** Label shown in the bar. @example 'Guide' */
      text: z.string(),
      /** Route or external URL. @example '/guide/start/' */
      link: link.optional(),
      /** Regular expression (source) matched against the path to mark the item active. @example '^/guide/' */
      activeMatch: z.string().optional(),
      /** A badge after the text. @example 'new' */
      tag: z.string().optional(),
      /** Which side of the bar the item sits on. */
      position: z.enum(['left', 'right']).optional(),
      /** Dropdown entries. */
      items: z.array(navItemSchema).optional(),
    })
    // One with neither was written as a link to the page being read.
    .refine((item) => item.link !== undefined || item.items !== undefined, {
      message: 'a nav item needs a `link`, or `items` for a dropdown',
    }),
);

/** A sidebar entry (spec 3, "Sidebar item"): a page, a group, a divider or a section header. */
export type SidebarItem =
  | {
      text?: string;
      link?: string;
      items?: SidebarItem[];
      collapsed?: boolean;
      collapsible?: boolean;
      tag?: string;
      context?: string;
      _fileKey?: string;
    }
  | { dividerType: 'dashed' | 'solid' }
  | { sectionHeaderText: string; tag?: string };

export const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  // Pages and groups first: a union tries its branches in order, and a site's sidebar is almost
  // all pages (a config listing 8,000 of them took 340 ms to check with them last). The branches
  // exclude each other (each strict object has a key the others refuse), so the order changes
  // nothing else.
  z.union([
    z.strictObject({
      /** Label; defaults to the linked page's title. */
      text: z.string().optional(),
      /** Route of the page. @example '/guide/start/quick-start' */
      link: link.optional(),
      /** Children: the item becomes a group. */
      items: z.array(sidebarItemSchema).optional(),
      /** Start collapsed (groups start expanded). */
      collapsed: z.boolean().optional(),
      /** Whether the reader can collapse the group. */
      collapsible: z.boolean().optional(),
      tag: z.string().optional(),
      context: z.string().optional(),
      _fileKey: z.string().optional(),
    }),
    z.strictObject({ dividerType: z.enum(['dashed', 'solid']) }),
    z.strictObject({ sectionHeaderText: z.string(), tag: z.string().optional() }),
  ]),
);

/** Sidebars by path prefix (the longest wins); `'auto'` makes all or one from the folders (README). */
const autoSidebar = z.literal('auto');
export const sidebarSchema = autoSidebar.or(z.record(z.string(), autoSidebar.or(z.array(sidebarItemSchema))));

export const socialLinkSchema = z.strictObject({
  /** A built-in icon name, or `{ svg }` with inline SVG markup. */
  icon: z.union([z.enum(['github', 'x', 'discord', 'bluesky']), z.strictObject({ svg: z.string() })]),
  /** `link` opens `content` as a URL; `text` shows it; `img` shows it as an image; `dom` as markup. */
  mode: z.enum(['link', 'text', 'img', 'dom']).default('link'),
  /** URL, text, image address or markup, by mode. */
  content: z.string(),
  /** Accessible name; defaults to the icon name. */
  label: z.string().optional(),
});

const editLinkSchema = z.strictObject({
  /** Where the docs folder lives in the repository; the page's source path is appended. */
  docRepoBaseUrl: z.string().url().optional(),
  /** Link text. */
  text: z.string().optional(),
});

/**
 * Texts of the theme, overridable per locale. The keys listed here are the ones every theme is
 * expected to show; the theme's own texts (`ThemeDefinition.texts`) are accepted too: the config
 * loader validates against them, so a misspelt key is still an error.
 */
export const themeTextsSchema = z
  .object({
    outlineTitle: z.string().optional(),
    prevPageText: z.string().optional(),
    nextPageText: z.string().optional(),
    lastUpdatedText: z.string().optional(),
    editLinkText: z.string().optional(),
    notFoundTitle: z.string().optional(),
    notFoundLinkText: z.string().optional(),
    overview: z
      .strictObject({
        filterNameText: z.string().optional(),
        filterPlaceholderText: z.string().optional(),
        filterNoResultText: z.string().optional(),
        defaultGroupTitle: z.string().optional(),
      })
      .optional(),
    search: z.record(z.string(), z.string()).optional(),
  })
  .catchall(z.unknown());

export const localeSchema = z.strictObject({
  /** Language code, also the path prefix for every language but the default. @example 'zh' */
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a language code such as "en" or "zh"'),
  /** Name in the language switcher. @example '简体中文' */
  label: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  nav: z.array(navItemSchema).optional(),
  sidebar: sidebarSchema.optional(),
  editLink: editLinkSchema.optional(),
  texts: themeTextsSchema.optional(),
});

const localSearchSchema = z.strictObject({
  provider: z.literal('local'),
  /** Hits shown per page group in the modal (spec 9: default 5). */
  resultsPerGroup: z.number().int().positive().default(5),
});

const algoliaSearchSchema = z.strictObject({
  provider: z.literal('algolia'),
  appId: z.string({ error: 'appId is missing' }).min(1, 'appId is missing'),
  apiKey: z.string({ error: 'apiKey is missing' }).min(1, 'apiKey is missing'),
  indexName: z.string({ error: 'indexName is missing' }).min(1, 'indexName is missing'),
  resultsPerGroup: z.number().int().positive().default(5),
  /** Send click and view events to Algolia Insights. */
  insights: z.boolean().default(false),
  /** Extra search parameters merged into each query. */
  searchParameters: z.record(z.string(), z.unknown()).optional(),
});

export const searchSchema = z
  .discriminatedUnion('provider', [localSearchSchema, algoliaSearchSchema])
  .or(z.literal(false))
  .default({ provider: 'local', resultsPerGroup: 5 });

/**
 * The theme config keys core and the CLI read (navigation, colour scheme, locale redirect, git
 * times). A theme adds the keys only it reads (`ThemeDefinition.themeConfig`: the default theme's
 * `banner`, `hideNavbar`, …); the config loader validates the two together, strictly (see
 * config/themed.ts).
 */
export const themeConfigSchema = z.strictObject({
  nav: z.array(navItemSchema).default([]),
  sidebar: sidebarSchema.default({}),
  /** Offer the dark theme and the toggle; when false the site is always light. */
  darkMode: z.boolean().default(true),
  socialLinks: z.array(socialLinkSchema).default([]),
  editLink: editLinkSchema.optional(),
  /** Show the time the page's file last changed (from git). */
  lastUpdated: z.boolean().default(false),
  /** Send a first-time visitor to the language of their browser (spec 2.1). */
  localeRedirect: z.enum(['auto', 'never']).default('auto'),
  /** Default texts; each locale may override them. */
  texts: themeTextsSchema.default({}),
});

export const redirectSchema = z.strictObject({
  /** Old path (a plain path, or a regular expression source when it starts with `^`). */
  from: z.string(),
  /** New route or external URL. */
  to: z.string(),
});

/** A build plugin: validated by shape at load time (functions cannot be checked further). */
const pluginSchema = z.custom<DocsPlugin>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  'a plugin object with a `name`',
);

export const configSchema = z.strictObject({
  /** Folder of the pages, relative to the config file. */
  root: z.string().default('docs'),
  /** Output folder of `docs build`, relative to the config file. */
  outDir: z.string().default('dist'),
  /** URL prefix the site is served under. */
  base: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    .default('/'),
  title: z.string().default('Docs'),
  description: z.string().default(''),
  /** Favicon path (from the public folder) or URL. */
  icon: z.string().optional(),
  /** Navbar logo: one image, or one per colour scheme. */
  logo: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]).optional(),
  /** Default language: served without a path prefix. */
  lang: z.string().default('en'),
  locales: z.array(localeSchema).default([]),
  multiVersion: multiVersionSchema.optional(),
  /**
   * The theme package: its `./node` entry describes the theme (`defineTheme`), its main entry is
   * what `@theme-original` names.
   * @example theme: '@docs-kit/theme-default'
   */
  theme: z.string().min(1).default('@docs-kit/theme-default'),
  /** The theme's settings: core's keys plus the theme's own. */
  themeConfig: themeConfigSchema.catchall(z.unknown()).default(themeConfigSchema.parse({})),
  search: searchSchema,
  markdown: markdownSchema,
  route: z
    .strictObject({
      cleanUrls: z.literal(true).default(true),
      /** Folders or files under each language folder that are not pages. */
      exclude: z.array(z.string()).default([]),
    })
    .default({ cleanUrls: true, exclude: [] }),
  redirects: z.array(redirectSchema).default([]),
  /** Site URL, for canonical links, the sitemap and feeds. @example 'https://rsbuild.rs' */
  siteUrl: z.string().url().optional(),
  /** Extra tags for every page's head. */
  head: z.array(z.string()).default([]),
  /**
   * Import aliases for pages, components and the site theme, in dev and build alike (like Vite's
   * `resolve.alias`): a package name or a path, relative to the config file.
   * @example alias: { '@components': './components' }
   */
  alias: z.record(z.string(), z.string().min(1)).default({}),
  /**
   * Build plugins (`DocsPlugin`): remark/rehype plugins, extra pages, head tags, page data and build
   * hooks. The built-in `pluginLlms` runs unless a plugin of its name replaces it.
   * @example plugins: [{ name: 'stamp', headTags: () => ['<meta name="generator" content="docs-kit">'] }]
   */
  plugins: z.array(pluginSchema).default([]),
});

export type { MarkdownPlugin, MarkdownPluginSpecifier } from './markdownSchema';
export type { BuildEndContext, BuiltPage, DocsPlugin, PluginPage } from './plugin';
export type UserConfig = z.input<typeof configSchema>;
export type ResolvedConfig = z.output<typeof configSchema>;
export type Locale = z.output<typeof localeSchema>;
export type ThemeConfig = z.output<typeof themeConfigSchema>;
export type ThemeTexts = z.output<typeof themeTextsSchema>;
export type SearchConfig = z.output<typeof searchSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;

/** Types the config in an editor; validation happens when the config is loaded. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

/**
 * The config's `markdown` options, and how remark/rehype plugins are named (issue 14): by module
 * specifier plus plain-data options, so the compile workers can load them and the compile cache
 * can key on them; a plugin given as a function still works, on one thread and without the cache.
 */
import type { Pluggable } from 'unified';
import { z } from 'zod';

/**
 * A remark or rehype plugin named by module: a package (`'remark-github'`) or a file relative to
 * the config (`'./plugins/rehype-mark.ts'`), whose default export is the plugin, with options that
 * are plain data (JSON: strings, numbers, booleans, null, arrays, objects).
 * @example ['remark-github', { repository: 'owner/repo' }]
 */
export type MarkdownPluginSpecifier = string | [specifier: string, options?: unknown];

/**
 * An entry of `remarkPlugins` / `rehypePlugins`: a module specifier (recommended: the compile cache
 * and workers stay on), or a unified plugin value (a function or `[function, options]`), which
 * makes every page compile on one thread without the cache.
 */
export type MarkdownPlugin = MarkdownPluginSpecifier | Pluggable;

const markdownPluginSchema = z.custom<MarkdownPlugin>(
  (value) =>
    typeof value === 'string' ||
    typeof value === 'function' ||
    (Array.isArray(value) && (typeof value[0] === 'string' || typeof value[0] === 'function')) ||
    (typeof value === 'object' && value !== null && !Array.isArray(value)),
  "a module specifier ('remark-foo' or ['remark-foo', { ...options }]) or a unified plugin",
);

export const markdownSchema = z
  .strictObject({
    showLineNumbers: z.boolean().default(false),
    defaultWrapCode: z.boolean().default(false),
    /** Fail the build on dead links (`error`) or only warn. */
    checkDeadLinks: z.enum(['error', 'warn']).default('error'),
    /**
     * How heading ids are made from their text: `github` (`build.target` → `#buildtarget`),
     * `vitepress` (VitePress's rules: `#build-target`), or your own function (text → id).
     * @example slugify: 'vitepress'
     */
    slugify: z
      .union([
        z.enum(['github', 'vitepress']),
        z.custom<(text: string) => string>((value) => typeof value === 'function', {
          message: '"github", "vitepress" or a function from the heading text to its id',
        }),
      ])
      .default('github'),
    /**
     * remark plugins, run on every page after the built-in ones (before the plugins' own).
     * @example remarkPlugins: [['remark-github', { repository: 'owner/repo' }]]
     */
    remarkPlugins: z.array(markdownPluginSchema).default([]),
    /**
     * rehype plugins, run on every page after the built-in ones (before the plugins' own).
     * @example rehypePlugins: ['./plugins/rehype-mark.ts']
     */
    rehypePlugins: z.array(markdownPluginSchema).default([]),
  })
  .default({
    showLineNumbers: false,
    defaultWrapCode: false,
    checkDeadLinks: 'error',
    slugify: 'github',
    remarkPlugins: [],
    rehypePlugins: [],
  });

/**
 * Running the site's build plugins (issue 8): the config's `plugins`, plus the built-in ones a site
 * has not replaced by name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuildEndContext,
  DocsError,
  type DocsPlugin,
  type LoadedConfig,
  type PageData,
  type RouteEntry,
  splitLang,
} from '@docs-kit/core';
import { pluginLlms } from './llms';

/** The plugins a build runs: built-in ones first, unless the site lists one of the same name. */
export function resolvePlugins(configured: readonly DocsPlugin[]): DocsPlugin[] {
  const builtIn = [pluginLlms()].filter((b) => !configured.some((p) => p.name === b.name));
  return [...builtIn, ...configured];
}

/**
 * The pages plugins add, written under `node_modules/.docs-cache/plugin-pages` so they compile,
 * bundle and render exactly like the pages of the docs folder.
 */
export async function pluginRoutes(
  plugins: readonly DocsPlugin[],
  loaded: LoadedConfig,
  existing: readonly RouteEntry[],
): Promise<RouteEntry[]> {
  const root = path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'plugin-pages');
  const taken = new Set(existing.map((r) => r.path));
  const routes: RouteEntry[] = [];
  for (const plugin of plugins) {
    for (const page of (await plugin.addPages?.()) ?? []) {
      if (!page.route.startsWith('/') || taken.has(page.route)) {
        throw new DocsError(
          `Plugin "${plugin.name}" adds the page ${page.route}, which ${taken.has(page.route) ? 'already exists' : 'is not a route'}.`,
          {
            hint: 'Routes start with "/" and must not repeat a page of the docs folder.',
          },
        );
      }
      taken.add(page.route);
      const { lang, path: neutral } = splitLang(page.route, loaded.langs, loaded.config.lang);
      const relativePath = `${lang}${neutral.endsWith('/') ? `${neutral}index` : neutral}.md`;
      const filePath = path.join(root, plugin.name.replace(/[^\w.-]/g, '_'), relativePath);
      await mkdir(path.dirname(filePath), { recursive: true });
      await writeFile(filePath, page.content);
      routes.push({ path: page.route, filePath, relativePath, lang, version: '' });
    }
  }
  return routes;
}

/** Lets every plugin change each page's data, in plugin order. */
export async function extendPageData(plugins: readonly DocsPlugin[], pages: readonly PageData[]): Promise<void> {
  for (const plugin of plugins) {
    if (!plugin.extendPageData) continue;
    for (const page of pages) await plugin.extendPageData(page);
  }
}

/** Every plugin's extra head tags for one page. */
export function pluginHeadTags(plugins: readonly DocsPlugin[], page: PageData): string[] {
  return plugins.flatMap((p) => p.headTags?.(page) ?? []);
}

/** Runs the plugins' `buildEnd` hooks one after another, naming the plugin that failed. */
export async function runBuildEnd(plugins: readonly DocsPlugin[], context: BuildEndContext): Promise<void> {
  for (const plugin of plugins) {
    try {
      await plugin.buildEnd?.(context);
    } catch (error) {
      throw new DocsError(`Plugin "${plugin.name}" failed in buildEnd: ${(error as Error)?.message ?? String(error)}`);
    }
  }
}

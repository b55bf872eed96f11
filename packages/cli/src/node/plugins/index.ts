/**
 * Running the site's build plugins (issue 8): the config's `plugins`, plus the built-in ones a site
 * has not replaced by name. The hooks dev runs as well are in hooks.ts.
 */
import { type BuildEndContext, DocsError, type DocsPlugin, type PageData } from '@docs-kit/core';
import { callHook } from './hooks';
import { pluginLlms, writesThroughOutputFiles } from './llms';

/** The plugins a build runs: built-in ones first, unless the site lists one of the same name. */
export function resolvePlugins(configured: readonly DocsPlugin[]): DocsPlugin[] {
  const builtIn = [pluginLlms()].filter((b) => !configured.some((p) => p.name === b.name));
  return [...builtIn, ...configured];
}

/**
 * True when no plugin has a `buildEnd` hook but the built-in ones, which write only files of their
 * own: the build may then update the previous output in place (see outputFiles.ts).
 */
export function writesOnlyItsOwnFiles(plugins: readonly DocsPlugin[]): boolean {
  return plugins.every((p) => !p.buildEnd || writesThroughOutputFiles.has(p));
}

/** Lets every plugin change each page's data, in plugin order. */
export async function extendPageData(plugins: readonly DocsPlugin[], pages: readonly PageData[]): Promise<void> {
  for (const plugin of plugins) {
    if (!plugin.extendPageData) continue;
    for (const page of pages) await callHook(plugin, 'extendPageData', () => plugin.extendPageData?.(page));
  }
}

/** Every plugin's extra head tags for one page. */
export function pluginHeadTags(plugins: readonly DocsPlugin[], page: PageData): string[] {
  return plugins.flatMap((plugin) => {
    try {
      return plugin.headTags?.(page) ?? [];
    } catch (error) {
      throw new DocsError(`Plugin "${plugin.name}" failed in headTags: ${(error as Error)?.message ?? String(error)}`, {
        file: page.pagePath,
      });
    }
  });
}

/** Runs the plugins' `buildEnd` hooks one after another, naming the plugin that failed. */
export async function runBuildEnd(plugins: readonly DocsPlugin[], context: BuildEndContext): Promise<void> {
  for (const plugin of plugins) await callHook(plugin, 'buildEnd', () => plugin.buildEnd?.(context));
}

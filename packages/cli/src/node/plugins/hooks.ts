/**
 * The plugin hooks dev needs as well as build, kept apart from the build-only ones (and from the
 * built-in plugins' code) so that the dev server's first answer does not load them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsError, type DocsPlugin, type LoadedConfig, type RouteEntry, splitRoute } from '@docs-kit/core';

/**
 * Runs one hook of one plugin: an error names the plugin and the hook (issue 14), whatever the
 * plugin threw.
 */
export async function callHook<T>(plugin: DocsPlugin, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DocsError && error.message.startsWith('Plugin "')) throw error;
    throw new DocsError(`Plugin "${plugin.name}" failed in ${hook}: ${(error as Error)?.message ?? String(error)}`, {
      hint: 'The error comes from the plugin, not from a page: check its options, or run with --debug for its stack.',
    });
  }
}

/** Runs the plugins' `config` hooks in order, each given the config the previous one returned. */
export async function applyConfigHooks(loaded: LoadedConfig): Promise<void> {
  // The built-in plugins have no `config` hook: the configured ones are all there is to run.
  for (const plugin of loaded.config.plugins) {
    if (!plugin.config) continue;
    const changed = await callHook(plugin, 'config', () => plugin.config?.(loaded.config));
    if (changed) loaded.config = changed;
  }
}

/** Whether any plugin reads what the build stamp cannot see, so every build must be a full one. */
export function readsOutsideInputs(plugins: readonly DocsPlugin[]): boolean {
  return plugins.some((p) => p.readsOutsideInputs);
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
    for (const page of (await callHook(plugin, 'addPages', () => plugin.addPages?.())) ?? []) {
      if (!page.route.startsWith('/') || taken.has(page.route)) {
        throw new DocsError(
          `Plugin "${plugin.name}" adds the page ${page.route}, which ${taken.has(page.route) ? 'already exists' : 'is not a route'}.`,
          {
            hint: 'Routes start with "/" and must not repeat a page of the docs folder.',
          },
        );
      }
      taken.add(page.route);
      const scheme = { lang: loaded.config.lang, langs: loaded.langs, multiVersion: loaded.multiVersion };
      const { version, lang, path: neutral } = splitRoute(page.route, scheme);
      const relativePath = `${version ? `${version}/` : ''}${lang}${neutral.endsWith('/') ? `${neutral}index` : neutral}.md`;
      const filePath = path.join(root, plugin.name.replace(/[^\w.-]/g, '_'), relativePath);
      await mkdir(path.dirname(filePath), { recursive: true });
      await writeFile(filePath, page.content);
      routes.push({ path: page.route, filePath, relativePath, lang, version });
    }
  }
  return routes;
}

/**
 * The lines a client entry runs before the app starts: each plugin's `clientEntry` imported, its
 * default export called with the site data when it is a function. `site` must be in scope.
 */
export function clientSetupSource(loaded: LoadedConfig): string {
  const modules = loaded.config.plugins.flatMap((p) => (p.clientEntry ? [p.clientEntry] : []));
  const resolved = modules.map((m) => (m.startsWith('.') ? path.resolve(loaded.siteDir, m) : m));
  return [
    ...resolved.map((m, i) => `import * as clientSetup${i} from ${JSON.stringify(m)};`),
    ...resolved.map((_, i) => `if (typeof clientSetup${i}.default === 'function') clientSetup${i}.default({ site });`),
  ].join('\n');
}

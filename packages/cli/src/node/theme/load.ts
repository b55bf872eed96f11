import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocsError, type LoadedConfig, type LoadedTheme, loadConfig, type ThemeDefinition } from '@docs-kit/core';
import { CLI_DIR } from '../bundle/themePaths';
import { packageRoot } from '../packageFiles';
import { applyConfigHooks } from '../plugins/hooks';
import { precompile, registerTypeScript, TYPESCRIPT_FILE } from '../precompile';

/** A theme folder's entries by its package.json `exports` (`.` and `./node`). */
function folderEntries(root: string): { entry?: string; nodeEntry?: string } {
  const manifest = path.join(root, 'package.json');
  if (!existsSync(manifest)) return {};
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {};
  const at = (key: string) =>
    typeof exports[key] === 'string' ? path.resolve(root, exports[key] as string) : undefined;
  return { entry: at('.'), nodeEntry: at('./node') };
}

/** A package's entries, resolved from the site folder first, then from the CLI's own dependencies. */
function packageEntries(name: string, siteDir: string): { entry?: string; nodeEntry?: string } {
  for (const from of [path.join(siteDir, 'package.json'), path.join(CLI_DIR, 'package.json')]) {
    const require = createRequire(from);
    try {
      return { entry: require.resolve(name), nodeEntry: require.resolve(`${name}/node`) };
    } catch {
      // not installed there
    }
  }
  return {};
}

/**
 * Finds the theme a config names (`theme: '@docs-kit/theme-default'`, a package, or a folder
 * relative to the config) and loads its definition from its `./node` entry.
 */
export async function loadTheme(name: string, siteDir: string): Promise<LoadedTheme> {
  const local = name.startsWith('.') || path.isAbsolute(name);
  const { entry, nodeEntry } = local ? folderEntries(path.resolve(siteDir, name)) : packageEntries(name, siteDir);
  if (!entry || !nodeEntry) {
    throw new DocsError(`Cannot find the theme "${name}" (the config's \`theme\`).`, {
      hint: local
        ? 'A theme folder needs a package.json whose `exports` name "." (the components) and "./node" (its defineTheme).'
        : `Install it (pnpm add ${name}), or check the name: its package must export "." and "./node".`,
    });
  }
  // Node alone cannot load TypeScript: a theme written in it (the default one) runs precompiled.
  const url = TYPESCRIPT_FILE.test(nodeEntry)
    ? ((await precompile({ theme: nodeEntry })).theme as string)
    : pathToFileURL(nodeEntry).href;
  const loaded = (await import(url)) as { default?: Partial<ThemeDefinition> };
  const definition = loaded.default;
  if (!definition || typeof definition.name !== 'string' || typeof definition.components !== 'object') {
    throw new DocsError(`The theme "${name}" does not describe itself.`, {
      file: nodeEntry,
      hint: "Its node entry must `export default defineTheme({ name, components, ... })` (from '@docs-kit/core/shared').",
    });
  }
  return { definition: definition as ThemeDefinition, entry, nodeEntry, root: packageRoot(nodeEntry) };
}

/** Loads the config and the theme it names, then runs the plugins' `config` hooks; every command goes through here. */
export async function loadSiteConfig(
  siteDir: string,
  configFile?: string,
): Promise<LoadedConfig & { theme: LoadedTheme }> {
  const loaded = await loadConfig(siteDir, configFile, { loadTheme, loadTypeScript: registerTypeScript });
  await applyConfigHooks(loaded);
  return loaded as LoadedConfig & { theme: LoadedTheme };
}

/** The theme of a config loaded by `loadSiteConfig`. */
export function themeOf(loaded: LoadedConfig): LoadedTheme {
  if (!loaded.theme) throw new Error('The config was loaded without its theme: use loadSiteConfig.');
  return loaded.theme;
}

/** The theme's script run before the first paint, for the config's `darkMode`. */
export function themeInitScriptOf(loaded: LoadedConfig): string {
  return themeOf(loaded).definition.initScript?.({ darkMode: loaded.config.themeConfig.darkMode }) ?? '';
}

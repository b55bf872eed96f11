import { readFileSync } from 'node:fs';
import { acceptedComponents, type LoadedConfig } from '@docs-kit/core';
import { init, parse } from 'es-module-lexer';
import { transformSync } from 'esbuild';
import { siteThemePath } from '../bundle/themePaths';
import { themeOf } from './load';

/**
 * The names a site's `theme/index.tsx` exports itself (`export *` from another module adds none):
 * its capitalised ones are components every page may use. Read without running the file.
 */
export async function siteThemeExports(siteDir: string): Promise<string[]> {
  const file = siteThemePath(siteDir);
  if (!file) return [];
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    jsx: 'automatic',
  });
  await init;
  const [, exports] = parse(code);
  return exports.map((e) => e.n);
}

/** The components pages may use without importing them: the theme's and the site theme's. */
export async function pageComponentNames(loaded: LoadedConfig): Promise<Set<string>> {
  return acceptedComponents(themeOf(loaded).definition, await siteThemeExports(loaded.siteDir));
}

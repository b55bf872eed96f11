import type { LoadedConfig } from '@docs-kit/core';
import { build as esbuild } from 'esbuild';
import { docsPlugin } from '../bundle/docsPlugin';
import { commonOptions } from '../bundle/options';
import { siteThemePath } from '../bundle/themePaths';
import { themeInitScriptOf } from './load';

/**
 * What a theme module exports for the init script: `getThemeInitScript` (to honour
 * `darkMode: false`) or a fixed `themeInitScript`. Shared by the build's server entry.
 */
export const INIT_SCRIPT_EXPORT = `export const themeInitScript = theme.getThemeInitScript
  ? theme.getThemeInitScript({ darkMode: site.themeConfig.darkMode })
  : theme.themeInitScript;`;

/**
 * The script run before the first paint: the theme's (`ThemeDefinition.initScript`), unless the
 * site's own `theme/index.tsx` exports one, read by bundling just that export of `@theme` for
 * Node. With the production build of React, a tenth of the development one to bundle and to run.
 */
export async function devInitScript(loaded: LoadedConfig): Promise<string> {
  if (!siteThemePath(loaded.siteDir)) return themeInitScriptOf(loaded);
  const options = commonOptions('production', loaded);
  const result = await esbuild({
    ...options,
    stdin: {
      contents: `import * as theme from '@theme';
const site = { themeConfig: { darkMode: ${JSON.stringify(loaded.config.themeConfig.darkMode)} } };
${INIT_SCRIPT_EXPORT}`,
      resolveDir: loaded.siteDir,
      loader: 'js',
    },
    platform: 'node',
    write: false,
    outdir: '/@docs/theme-script',
    loader: { ...options.loader, '.css': 'empty' },
    plugins: [docsPlugin(loaded, { siteData: () => '', routes: () => '', entry: () => '' })],
  });
  const code = result.outputFiles?.[0]?.text ?? '';
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    themeInitScript?: string;
  };
  return mod.themeInitScript ?? themeInitScriptOf(loaded);
}

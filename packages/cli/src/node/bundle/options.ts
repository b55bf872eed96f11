import path from 'node:path';
import type { LoadedConfig } from '@docs-kit/core';
import type { BuildOptions } from 'esbuild';
import { CLI_DIR } from './themePaths';

/** The `node_modules` folder holding the CLI when it is an installed package. */
const INSTALLED_DEPS =
  path.basename(path.resolve(CLI_DIR, '../..')) === 'node_modules' ? path.resolve(CLI_DIR, '../..') : undefined;

/** The config's `alias`, paths made absolute (esbuild resolves aliased paths from its working directory). */
function aliases(loaded: LoadedConfig | undefined): Record<string, string> {
  const entries = Object.entries(loaded?.config.alias ?? {});
  return Object.fromEntries(
    entries.map(([from, to]) => [from, to.startsWith('.') ? path.resolve(loaded?.siteDir ?? '', to) : to]),
  );
}

/** esbuild settings shared by every bundle of dev and build: the browser's, the server's, dev pages'. */
export function commonOptions(mode: 'production' | 'development', loaded?: LoadedConfig): BuildOptions {
  return {
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2020',
    logLevel: 'silent',
    // Pages and site themes resolve React and the router from the CLI's own dependencies, so the
    // whole site shares one copy whatever the site folder installs.
    // Installed from a registry or tarball, those dependencies sit beside the CLI instead (pnpm:
    // `.pnpm/@docs-kit+cli@x/node_modules/{react,@docs-kit/cli}`).
    nodePaths: [path.join(CLI_DIR, 'node_modules'), INSTALLED_DEPS].filter((p): p is string => !!p),
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
    alias: aliases(loaded),
    metafile: true,
  };
}

import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { CLI_DIR } from './themePaths';

/** The `node_modules` folder holding the CLI when it is an installed package. */
const INSTALLED_DEPS =
  path.basename(path.resolve(CLI_DIR, '../..')) === 'node_modules' ? path.resolve(CLI_DIR, '../..') : undefined;

/** esbuild settings shared by the browser and server bundles. */
export function commonOptions(mode: 'production' | 'development'): BuildOptions {
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
    metafile: true,
  };
}

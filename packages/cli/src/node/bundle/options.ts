import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { CLI_DIR } from './themePaths';

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
    nodePaths: [path.join(CLI_DIR, 'node_modules')],
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
    metafile: true,
  };
}

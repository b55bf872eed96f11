import path from 'node:path';
import type { LoadedConfig } from '@docs-kit/core';
import type { Plugin } from 'esbuild';
import { themeOf } from '../theme/load';
import { CLI_DIR, siteThemePath } from './themePaths';

export interface VirtualModules {
  /** `docs:site-data`. */
  siteData: () => string;
  /** `docs:routes`. */
  routes: () => string;
  /** `docs:client-entry` / `docs:server-entry`. */
  entry: () => string;
  /** `docs:page-runtime`: what the pages transformed alone import (see pageChunks.ts). */
  pageRuntime?: () => string;
  /** Source of a page module, by absolute file path (`docs-page:/abs/file.md`). */
  page?: (filePath: string) => Promise<string>;
  /** Module of a `.md`/`.mdx` partial a page imports, by absolute file path. */
  partial?: (filePath: string) => Promise<string>;
  /** Source of a section's sidebar module (`docs-sidebar:<id>`). */
  sidebar?: (id: string) => string;
}

const VIRTUAL = /^docs:(site-data|routes|client-entry|server-entry|page-runtime)$/;

/**
 * Resolves the framework's virtual modules and the theme aliases: `@theme` is the site's theme
 * when it has one (so its overrides reach every theme component), `@theme-original` the theme
 * the config names (the one the site's theme extends).
 */
export function docsPlugin(loaded: LoadedConfig, modules: VirtualModules): Plugin {
  const original = themeOf(loaded).entry;
  const theme = siteThemePath(loaded.siteDir) ?? original;
  return {
    name: 'docs',
    setup(build) {
      build.onResolve({ filter: /^@theme$/ }, () => ({ path: theme }));
      build.onResolve({ filter: /^@theme-original$/ }, () => ({ path: original }));
      build.onResolve({ filter: VIRTUAL }, (args) => ({ path: args.path, namespace: 'docs' }));
      build.onLoad({ filter: /.*/, namespace: 'docs' }, (args) => {
        const name = args.path.slice('docs:'.length);
        const contents =
          name === 'site-data'
            ? modules.siteData()
            : name === 'routes'
              ? modules.routes()
              : name === 'page-runtime'
                ? (modules.pageRuntime?.() ?? '')
                : modules.entry();
        return { contents, loader: 'js', resolveDir: CLI_DIR };
      });
      const sidebar = modules.sidebar;
      if (sidebar) {
        build.onResolve({ filter: /^docs-sidebar:/ }, (args) => ({
          path: args.path.slice('docs-sidebar:'.length),
          namespace: 'docs-sidebar',
        }));
        build.onLoad({ filter: /.*/, namespace: 'docs-sidebar' }, (args) => ({
          contents: sidebar(args.path),
          loader: 'js',
        }));
      }
      const partial = modules.partial;
      if (partial) {
        // Through the page compiler, so a partial gets what a page gets (components, plugins, cache).
        build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => ({
          contents: await partial(args.path),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }));
      }
      const page = modules.page;
      if (page) {
        build.onResolve({ filter: /^docs-page:/ }, (args) => ({
          path: args.path.slice('docs-page:'.length),
          namespace: 'docs-page',
        }));
        build.onLoad({ filter: /.*/, namespace: 'docs-page' }, async (args) => ({
          contents: await page(args.path),
          loader: 'js',
          // Imports a page makes itself are relative to it; React comes through `nodePaths`.
          resolveDir: path.dirname(args.path),
        }));
      }
    },
  };
}

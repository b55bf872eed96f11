import path from 'node:path';
import type { LoadedConfig, RouteEntry } from '@docs-kit/core';
import { build as esbuild, type Plugin } from 'esbuild';
import { docsPlugin, type VirtualModules } from '../bundle/docsPlugin';
import { bundleError } from '../bundle/errors';
import { commonOptions } from '../bundle/options';

/**
 * Modules a page shares with the browser bundle: one copy each, or React's hooks and the theme's
 * context would break. The dev client entry publishes them on `window.__DOCS_SHARED__`.
 * `@theme-original` is not among them: a site theme that replaces the whole theme never loads it.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  '@docs-kit/core/runtime',
  '@theme',
];

/** The dev client entry's lines that publish the shared modules (see SHARED_MODULES). */
export const PUBLISH_SHARED = `${SHARED_MODULES.map((name, i) => `import * as shared${i} from '${name}';`).join('\n')}
window.__DOCS_SHARED__ = { ${SHARED_MODULES.map((name, i) => `${JSON.stringify(name)}: shared${i}`).join(', ')} };`;

const SHARED = new RegExp(`^(${SHARED_MODULES.map((m) => m.replace(/[/.]/g, '\\$&')).join('|')})$`);

/** Resolves the shared modules to the browser bundle's copies. */
const sharedModules: Plugin = {
  name: 'docs-dev-shared',
  setup(build) {
    build.onResolve({ filter: SHARED }, (args) => ({ path: args.path, namespace: 'docs-shared' }));
    // CommonJS, so that esbuild reads any named import off the object.
    build.onLoad({ filter: /.*/, namespace: 'docs-shared' }, (args) => ({
      contents: `module.exports = window.__DOCS_SHARED__[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/**
 * The CSS a page's components import (`import './x.css'`), put in the document when the page
 * module runs, one style element per page replaced on each update: the build links the same CSS.
 */
function injectCss(routePath: string, css: string): string {
  return `\n{const k=${JSON.stringify(routePath)};let s=[...document.querySelectorAll("style[data-docs-page]")].find((e)=>e.dataset.docsPage===k);if(!s){s=document.createElement("style");s.dataset.docsPage=k;document.head.append(s)}s.textContent=${JSON.stringify(css)}}\n`;
}

export interface DevPageBundle {
  code: string;
  /** The files the page's bundle read besides the page itself: a change to one updates the page. */
  inputs: string[];
}

/**
 * A page for the dev server, bundled with the build's resolution (its local components,
 * packages, `@theme`, the config's aliases) so a page that works in one works in the other. The
 * modules the browser bundle already holds are shared with it, not bundled again.
 */
export async function bundleDevPage(
  loaded: LoadedConfig,
  route: RouteEntry,
  source: string,
  modules: Required<Pick<VirtualModules, 'partial' | 'sidebar'>>,
): Promise<DevPageBundle> {
  const options = commonOptions('development', loaded);
  const result = await esbuild({
    ...options,
    entryPoints: [`docs-page:${route.filePath}`],
    outdir: '/@docs/pages',
    write: false,
    platform: 'browser',
    sourcemap: 'inline',
    // Images and fonts a page's components import come inline: a dev page is one response.
    loader: Object.fromEntries(Object.keys(options.loader ?? {}).map((ext) => [ext, 'dataurl' as const])),
    plugins: [
      sharedModules,
      docsPlugin(loaded, {
        siteData: () => '',
        routes: () => '',
        entry: () => '',
        page: async () => source,
        ...modules,
      }),
    ],
  }).catch((failure: unknown) => {
    throw bundleError(failure);
  });
  const js = result.outputFiles?.find((f) => f.path.endsWith('.js'));
  const css = result.outputFiles?.find((f) => f.path.endsWith('.css'))?.text;
  const inputs = Object.keys(result.metafile?.inputs ?? {})
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(input));
  return { code: (js?.text ?? '') + (css ? injectCss(route.path, css) : ''), inputs };
}

/**
 * Page modules for rendering to HTML. Most pages import nothing but the JSX runtime: those are
 * written into the server bundle's folder as they are, importing the runtime the server bundle
 * exports, so esbuild never parses them a second time for the server (at thousands of pages that
 * is half of the bundling time and of esbuild's memory). Pages that import modules of their own
 * (MDX `import`s) are bundled with the server entry as before.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CompiledPage, pageModuleSource } from '@docs-kit/core';
import { type ImportSpecifier, init, parse } from 'es-module-lexer';

const JSX_RUNTIME = 'react/jsx-runtime';

/** What the server entry adds for the standalone page modules. */
export const SERVER_JSX_EXPORT = `export * as jsxRuntime from '${JSX_RUNTIME}';`;

/** A page as this module reads it: `hash` names its code (see BuildPage). */
type Page = CompiledPage & { hash: string };

export interface ServerPages {
  /** True when the page imports more than the JSX runtime, and so must be bundled. */
  needsBundle(page: Page): boolean;
  /** What `needsBundle` answered this build, by page hash: give it to the next (`known`). */
  readonly bundled: Record<string, boolean>;
  /** Writes a standalone page's module (with its section's sidebar, by id) and returns its URL. */
  write(page: CompiledPage, name: string, sidebar?: { id: string; items: unknown }): Promise<string>;
}

/**
 * Standalone page modules in `serverDir`, next to the server bundle's `server.js`. `known`: what an
 * earlier build found by page hash, so that an unchanged page's code is not lexed again (issue 17).
 */
export async function createServerPages(
  serverDir: string,
  known: Readonly<Record<string, boolean>> = {},
): Promise<ServerPages> {
  await init;
  const pagesDir = path.join(serverDir, 'pages');
  await mkdir(path.join(pagesDir, 'sidebars'), { recursive: true });
  await writeFile(
    path.join(serverDir, 'jsx-runtime.mjs'),
    "import { jsxRuntime } from './server.js';\nexport const { jsx, jsxs, Fragment } = jsxRuntime;\n",
  );
  // Asked once to sort each page and once more to write it: lex each page's code only once.
  const lexed = new WeakMap<CompiledPage, readonly ImportSpecifier[]>();
  const importsOf = (page: CompiledPage) => {
    let imports = lexed.get(page);
    if (!imports) {
      imports = parse(page.code)[0];
      lexed.set(page, imports);
    }
    return imports;
  };
  const sidebars = new Map<string, Promise<string>>();
  const sidebarModule = (id: string, items: unknown) => {
    let file = sidebars.get(id);
    if (!file) {
      const name = `./sidebars/${sidebars.size}.mjs`;
      file = writeFile(path.join(pagesDir, name), `export default ${JSON.stringify(items)};\n`).then(() => name);
      sidebars.set(id, file);
    }
    return file;
  };
  const bundled: Record<string, boolean> = {};
  return {
    bundled,
    needsBundle(page) {
      // d === -1: a static import; dynamic imports and import.meta need the bundler.
      bundled[page.hash] ??= known[page.hash] ?? !importsOf(page).every((i) => i.d === -1 && i.n === JSX_RUNTIME);
      return bundled[page.hash] as boolean;
    },
    async write(page, name, sidebar) {
      let code = page.code;
      for (const i of [...importsOf(page)].reverse())
        code = `${code.slice(0, i.s)}../jsx-runtime.mjs${code.slice(i.e)}`;
      const sidebarFile = sidebar && (await sidebarModule(sidebar.id, sidebar.items));
      const file = path.join(pagesDir, `${name}.mjs`);
      await writeFile(file, pageModuleSource({ ...page, code }, undefined, sidebarFile));
      return pathToFileURL(file).href;
    },
  };
}

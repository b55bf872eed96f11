import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { HtmlAssets } from '../html';

export interface ClientAssets extends HtmlAssets {
  /** Page source file → its chunk URL. */
  pageChunks: Map<string, string>;
  /** Page source file → the shared chunks its chunk imports. */
  pageImports: Map<string, string[]>;
  /** Page source file → the CSS its components import (`import './x.css'`), when they do. */
  pageCss: Map<string, string>;
  /** The page runtime entry's URL and the chunks it imports (see pageChunks.ts). */
  runtime: { url: string; imports: string[] };
}

/** Reads esbuild's metafile: the entry, its CSS and static imports, and each page's chunk. */
export function clientAssets(metafile: Metafile, outRoot: string, base: string): ClientAssets {
  const url = (file: string) => `${base}${path.relative(outRoot, path.resolve(file)).split(path.sep).join('/')}`;
  let entry = '';
  const css: string[] = [];
  const preload: string[] = [];
  const pageChunks = new Map<string, string>();
  const pageImports = new Map<string, string[]>();
  const pageCss = new Map<string, string>();
  const runtime = { url: '', imports: [] as string[] };
  const staticImports = (output: Metafile['outputs'][string]) =>
    output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // esbuild names virtual entries `namespace:path`: the client entry is `docs:docs:client-entry`.
    if (output.entryPoint === 'docs:docs:client-entry') {
      entry = url(file);
      if (output.cssBundle) css.push(url(output.cssBundle));
      preload.push(...staticImports(output));
    } else if (output.entryPoint === 'docs:docs:page-runtime') {
      runtime.url = url(file);
      runtime.imports = staticImports(output);
    } else if (output.entryPoint?.startsWith('docs-page:')) {
      const source = output.entryPoint.slice('docs-page:'.length);
      pageChunks.set(source, url(file));
      pageImports.set(source, staticImports(output));
      if (output.cssBundle) pageCss.set(source, url(output.cssBundle));
    }
  }
  return { entry, css, preload, pageChunks, pageImports, pageCss, runtime };
}

/**
 * Makes each page chunk that has CSS of its own link it when it loads: the page's HTML links it
 * for the first load, this covers a reader arriving by client-side navigation. Written before the
 * chunk's imports, which is valid ES (imports are hoisted) and runs before the page renders.
 */
export async function linkPageCss(metafile: Metafile, assets: ClientAssets): Promise<void> {
  const css = (href: string) =>
    `if(typeof document<"u"&&!document.querySelector('link[href="${href}"]')){const l=document.createElement("link");l.rel="stylesheet";l.href="${href}";document.head.append(l)}\n`;
  await Promise.all(
    Object.entries(metafile.outputs).map(async ([file, output]) => {
      const source = output.entryPoint?.startsWith('docs-page:') && output.entryPoint.slice('docs-page:'.length);
      const href = source && assets.pageCss.get(source);
      if (href) await writeFile(file, css(href) + (await readFile(file, 'utf8')));
    }),
  );
}

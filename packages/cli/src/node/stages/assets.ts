import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { HtmlAssets } from '../html';

export interface ClientAssets extends HtmlAssets {
  /** Page source file → its chunk URL. */
  pageChunks: Map<string, string>;
  /** Page source file → the shared chunks its chunk imports. */
  pageImports: Map<string, string[]>;
}

/** Reads esbuild's metafile: the entry, its CSS and static imports, and each page's chunk. */
export function clientAssets(metafile: Metafile, outRoot: string, base: string): ClientAssets {
  const url = (file: string) => `${base}${path.relative(outRoot, path.resolve(file)).split(path.sep).join('/')}`;
  let entry = '';
  const css: string[] = [];
  const preload: string[] = [];
  const pageChunks = new Map<string, string>();
  const pageImports = new Map<string, string[]>();
  const staticImports = (output: Metafile['outputs'][string]) =>
    output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // esbuild names virtual entries `namespace:path`: the client entry is `docs:docs:client-entry`.
    if (output.entryPoint === 'docs:docs:client-entry') {
      entry = url(file);
      if (output.cssBundle) css.push(url(output.cssBundle));
      preload.push(...staticImports(output));
    } else if (output.entryPoint?.startsWith('docs-page:')) {
      const source = output.entryPoint.slice('docs-page:'.length);
      pageChunks.set(source, url(file));
      pageImports.set(source, staticImports(output));
    }
  }
  return { entry, css, preload, pageChunks, pageImports };
}

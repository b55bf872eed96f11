/**
 * The browser chunks of the pages that import nothing but the JSX runtime (most pages; see
 * serverPages.ts). Each is transformed alone with esbuild, its imports pointing at two files whose
 * URLs change only with what they hold: the main bundle's page runtime entry and its section's
 * sidebar. So a page's chunk depends on its own module only: a build takes the chunks of unchanged
 * pages from the previous output (a hard link, see outputFiles.ts) or the cache and transforms the
 * others, and writes what a cold build writes. The pages that import modules of their own are
 * bundled with the main entry as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { version as esbuildVersion, transform } from 'esbuild';
import { mapLimit } from '../pool';
import type { OutputFiles } from './outputFiles';

/** Bump when the chunks' shape changes, so older cache entries are never used. */
const CHUNK_VERSION = '3';

/** The page runtime entry's module: what compiled pages import from `react/jsx-runtime`. */
export const PAGE_RUNTIME_SOURCE = "export { Fragment, jsx, jsxs } from 'react/jsx-runtime';\n";

export interface ChunkCache {
  /** Off with `--force`: every chunk is transformed again. */
  enabled: boolean;
  cacheDir: string;
}

export interface PureChunk {
  /** The page's source file. */
  file: string;
  /** Its chunk's file name without the extension, under `assets/` (`pages/guide-intro`). */
  name: string;
  /** The page's browser module, importing `react/jsx-runtime` (see pageModuleSource). */
  source: string;
}

/** The sidebar files pure and bundled pages import by URL, one per section, named by content. */
export function sidebarFiles(output: OutputFiles, base: string) {
  const written = new Map<string, Promise<string>>();
  return (id: string, items: unknown): Promise<string> => {
    let url = written.get(id);
    if (!url) {
      const code = `export default ${JSON.stringify(items)};\n`;
      const name = `assets/sidebars/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
      url = output.write(name, code).then(() => `${base}${name}`);
      written.set(id, url);
    }
    return url;
  };
}

/**
 * Writes each pure page's chunk into `assets/` and returns its URL by source file. The cache keeps
 * each chunk in a file named by its key, and an index of their hashes: a chunk the previous output
 * holds as it was written is linked from there, one it does not is read from the cache, with no
 * reading or parsing of the others (issue 17).
 */
export async function writePureChunks(
  chunks: readonly PureChunk[],
  runtimeUrl: string,
  { output, base }: { output: OutputFiles; base: string },
  cache: ChunkCache,
): Promise<Map<string, string>> {
  await init;
  const indexFile = path.join(cache.cacheDir, 'page-chunks.json');
  const store = path.join(cache.cacheDir, 'page-chunks');
  // Read with --force too, to delete the chunks no page uses any more.
  const stored = await readFile(indexFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, string>,
    () => ({}) as Record<string, string>,
  );
  const previous = cache.enabled ? stored : {};
  const used: Record<string, string> = {};
  let transformed = 0;
  const urls = new Map<string, string>();
  await mkdir(store, { recursive: true });
  await mapLimit(chunks, 8, async ({ file, name, source }) => {
    // Keyed by what the code is made from: a chunk in the cache is not parsed for its imports.
    const key = createHash('sha256')
      .update(`${CHUNK_VERSION}\0${esbuildVersion}\0${runtimeUrl}\0`)
      .update(source)
      .digest('hex');
    const chunk = (hash: string) => `assets/${name}-${hash}.js`;
    const cached = previous[key];
    let hash: string;
    const stored = async (at: string) => {
      const out = await readFile(path.join(store, key), 'utf8').catch(() => undefined);
      if (out !== undefined) await output.write(at, out);
      return out !== undefined;
    };
    if (cached !== undefined && ((await output.reuse(chunk(cached))) || (await stored(chunk(cached))))) {
      hash = cached;
    } else {
      let code = source;
      for (const i of [...parse(source)[0]].reverse())
        if (i.n === 'react/jsx-runtime') code = `${code.slice(0, i.s)}${runtimeUrl}${code.slice(i.e)}`;
      const out = (await transform(code, { format: 'esm', minify: true, target: 'es2020', loader: 'js' })).code;
      hash = createHash('sha256').update(out).digest('hex').slice(0, 10).toUpperCase();
      await Promise.all([output.write(chunk(hash), out), writeFile(path.join(store, key), out)]);
      transformed++;
    }
    used[key] = hash;
    urls.set(file, `${base}assets/${name}-${hash}.js`);
  });
  const stale = Object.keys(stored).filter((key) => !Object.hasOwn(used, key));
  if (transformed || stale.length) {
    await Promise.all(stale.map((key) => rm(path.join(store, key), { force: true })));
    await writeFile(indexFile, JSON.stringify(used));
  }
  return urls;
}

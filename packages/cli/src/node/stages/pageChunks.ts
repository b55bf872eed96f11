/**
 * The browser chunks of the pages that import nothing but the JSX runtime (most pages; see
 * serverPages.ts). Each is transformed alone with esbuild, its imports pointing at two files whose
 * URLs change only with what they hold: the main bundle's page runtime entry and its section's
 * sidebar. So a page's chunk depends on its own module only: a build takes the chunks of unchanged
 * pages from the cache and transforms the others, and writes what a cold build writes. The pages
 * that import modules of their own are bundled with the main entry as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { version as esbuildVersion, transform } from 'esbuild';
import { mapLimit } from '../pool';

/** Bump when the chunks' shape changes, so older cache entries are never used. */
const CHUNK_VERSION = '1';

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
export function sidebarFiles(tmpDir: string, base: string) {
  const written = new Map<string, Promise<string>>();
  return (id: string, items: unknown): Promise<string> => {
    let url = written.get(id);
    if (!url) {
      const code = `export default ${JSON.stringify(items)};\n`;
      const name = `assets/sidebars/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
      url = mkdir(path.join(tmpDir, 'assets/sidebars'), { recursive: true })
        .then(() => writeFile(path.join(tmpDir, name), code))
        .then(() => `${base}${name}`);
      written.set(id, url);
    }
    return url;
  };
}

/** Writes each pure page's chunk into `assets/` and returns its URL by source file. */
export async function writePureChunks(
  chunks: readonly PureChunk[],
  runtimeUrl: string,
  { tmpDir, base }: { tmpDir: string; base: string },
  cache: ChunkCache,
): Promise<Map<string, string>> {
  await init;
  const cacheFile = path.join(cache.cacheDir, 'page-chunks.json');
  let previous: Record<string, string> = {};
  if (cache.enabled) {
    try {
      previous = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, string>;
    } catch {
      // no cache yet: every chunk is transformed
    }
  }
  const used: Record<string, string> = {};
  let transformed = 0;
  const urls = new Map<string, string>();
  await mkdir(path.join(tmpDir, 'assets/pages'), { recursive: true });
  await mapLimit(chunks, 8, async ({ file, name, source }) => {
    let code = source;
    for (const i of [...parse(source)[0]].reverse())
      if (i.n === 'react/jsx-runtime') code = `${code.slice(0, i.s)}${runtimeUrl}${code.slice(i.e)}`;
    const key = createHash('sha256').update(`${CHUNK_VERSION}\0${esbuildVersion}\0`).update(code).digest('hex');
    let out = previous[key];
    if (out === undefined) {
      out = (await transform(code, { format: 'esm', minify: true, target: 'es2020', loader: 'js' })).code;
      transformed++;
    }
    used[key] = out;
    const chunk = `${name}-${createHash('sha256').update(out).digest('hex').slice(0, 10).toUpperCase()}.js`;
    await writeFile(path.join(tmpDir, 'assets', chunk), out);
    urls.set(file, `${base}assets/${chunk}`);
  });
  if (transformed || Object.keys(previous).length !== Object.keys(used).length) {
    await mkdir(cache.cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(used));
  }
  return urls;
}

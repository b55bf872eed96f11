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

/** Bump when the chunks' or the index's shape changes, so older cache entries are never used. */
const CHUNK_VERSION = '4';

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
  /** Names what the page's browser module is made from (see SiteModules.pageKey). */
  key: string;
  /**
   * The page's browser module, importing `react/jsx-runtime` (see pageModuleSource), with its code
   * blocks' file, which it writes: asked for only when the chunk or that file is not kept.
   */
  module: () => Promise<{ source: string; codeFile?: string }>;
}

/**
 * The bundle stage's state about pages, one file read once (issue 17): for each page chunk, by its
 * key, its content hash and its code blocks' file; for each page, by its compile hash, whether it
 * must be bundled (see serverPages.ts), so that an unchanged page's code is never read again.
 */
interface ChunkIndex {
  version: string;
  chunks: Record<string, [hash: string, codeFile: string]>;
  bundled: Record<string, boolean>;
}

export interface PageChunkState {
  /** What the last build found, by page hash (empty with `--force`). */
  bundled: Readonly<Record<string, boolean>>;
  /**
   * Writes each pure page's chunk into `assets/` and returns its URL by source file. A chunk whose
   * key the index holds is linked from the previous output, or read from the cache, with its code
   * blocks' file, without making the page's module; the others are transformed alone.
   */
  write(
    chunks: readonly PureChunk[],
    runtimeUrl: string,
    to: { output: OutputFiles; base: string },
  ): Promise<Map<string, string>>;
  /** Records this build's chunks and pages (`bundled`: by page hash), deleting the chunks no page uses any more. */
  save(bundled: Record<string, boolean>): Promise<void>;
}

export async function openPageChunks(cache: ChunkCache): Promise<PageChunkState> {
  await init;
  const indexFile = path.join(cache.cacheDir, 'page-chunks.json');
  const store = path.join(cache.cacheDir, 'page-chunks');
  // Read with --force too, to delete the chunks no page uses any more.
  const stored = await readFile(indexFile, 'utf8').then(
    (text) => JSON.parse(text) as ChunkIndex,
    () => undefined,
  );
  const valid = stored?.version === CHUNK_VERSION ? stored : undefined;
  // An index of another shape does not name its chunks: the store goes with it.
  if (!valid) await rm(store, { recursive: true, force: true });
  const previous: Omit<ChunkIndex, 'version'> = cache.enabled && valid ? valid : { chunks: {}, bundled: {} };
  const used: ChunkIndex['chunks'] = {};
  let changed = !valid;
  return {
    bundled: previous.bundled,
    async write(chunks, runtimeUrl, { output, base }) {
      const urls = new Map<string, string>();
      // A page and its translation share their code blocks' file: it is put in place once.
      const codeFiles = new Map<string, Promise<boolean>>();
      const keepCode = (file: string) => {
        let kept = codeFiles.get(file);
        if (!kept) {
          kept = output.reuse(file);
          codeFiles.set(file, kept);
        }
        return kept;
      };
      const made = async (chunk: PureChunk) => {
        const made = await chunk.module();
        if (made.codeFile) codeFiles.set(made.codeFile, Promise.resolve(true));
        return made;
      };
      await mkdir(store, { recursive: true });
      await mapLimit(chunks, 8, async (chunk) => {
        const key = createHash('sha256')
          .update(`${CHUNK_VERSION}\0${esbuildVersion}\0${runtimeUrl}\0${chunk.key}`)
          .digest('hex')
          .slice(0, 32);
        const file = (hash: string) => `assets/${chunk.name}-${hash}.js`;
        const fromStore = async (at: string) => {
          const out = await readFile(path.join(store, key), 'utf8').catch(() => undefined);
          if (out !== undefined) await output.write(at, out);
          return out !== undefined;
        };
        const cached = previous.chunks[key];
        let entry: [string, string];
        if (cached && ((await output.reuse(file(cached[0]))) || (await fromStore(file(cached[0]))))) {
          if (cached[1] && !(await keepCode(cached[1]))) await made(chunk);
          entry = cached;
        } else {
          const { source, codeFile = '' } = await made(chunk);
          let code = source;
          for (const i of [...parse(source)[0]].reverse())
            if (i.n === 'react/jsx-runtime') code = `${code.slice(0, i.s)}${runtimeUrl}${code.slice(i.e)}`;
          const out = (await transform(code, { format: 'esm', minify: true, target: 'es2020', loader: 'js' })).code;
          const hash = createHash('sha256').update(out).digest('hex').slice(0, 10).toUpperCase();
          await Promise.all([output.write(file(hash), out), writeFile(path.join(store, key), out)]);
          entry = [hash, codeFile];
          changed = true;
        }
        used[key] = entry;
        urls.set(chunk.file, `${base}${file(entry[0])}`);
      });
      return urls;
    },
    async save(bundled) {
      const stale = Object.keys(valid?.chunks ?? {}).filter((key) => !Object.hasOwn(used, key));
      const pages = Object.keys(bundled);
      const samePages =
        pages.length === Object.keys(previous.bundled).length &&
        pages.every((hash) => previous.bundled[hash] === bundled[hash]);
      if (!changed && !stale.length && samePages) return;
      await Promise.all(stale.map((key) => rm(path.join(store, key), { force: true })));
      await mkdir(cache.cacheDir, { recursive: true });
      await writeFile(
        indexFile,
        JSON.stringify({ version: CHUNK_VERSION, chunks: used, bundled } satisfies ChunkIndex),
      );
    },
  };
}

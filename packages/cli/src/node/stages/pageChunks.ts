/**
 * The browser chunks of the pages that import nothing but the JSX runtime (most pages; see
 * serverPages.ts). Each is transformed alone with esbuild, its imports pointing at two files whose
 * URLs change only with what they hold: the main bundle's page runtime entry and its section's
 * sidebar. So a page's chunk depends on its own module only: a build takes the chunks of unchanged
 * pages from the previous output (kept in place, see outputFiles.ts) or the cache and transforms the
 * others, and writes what a cold build writes. The pages that import modules of their own are
 * bundled with the main entry as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { version as esbuildVersion, transform } from 'esbuild';
import { readState, writeState } from '../cacheState';
import { mapLimit } from '../pool';
import type { SiteModules } from './bundleModules';
import type { OutputFiles } from './outputFiles';

/** Bump when the chunks' or the index's shape changes, so older cache entries are never used. */
const CHUNK_VERSION = '5';

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
  /**
   * The page's browser module, importing `react/jsx-runtime` (see pageModuleSource), with its code
   * blocks' file, which it writes: asked for only when the chunk or that file is not kept.
   */
  module: () => Promise<{ source: string; codeFile?: string }>;
}

/** A page as the last build saw it: its inputs (see SiteModules.pageInputs), its sidebar's id and file, its key. */
type PageEntry = [hash: string, data: string, sidebarId: string, sidebarName: string, key: string];

/**
 * The bundle stage's state about pages, one file read once (issue 17). `pages`: each page's key by
 * source file with what it was made from, so an unchanged page's key costs two comparisons, not a
 * sidebar lookup and a hash; `chunks`: each pure chunk, by page key, with its content hash and
 * code blocks' file; `bundled`: by page hash, whether the page must be bundled (serverPages.ts).
 */
interface ChunkIndex {
  version: string;
  /** What every chunk is made with: the format, esbuild's version and the page runtime's URL. */
  chunkWith: string;
  /** What every page key's sidebar id is picked from (see sidebars.ts `sidebarKeys`). */
  sidebarKeys: string;
  pages: Record<string, PageEntry>;
  chunks: Record<string, [hash: string, codeFile: string]>;
  bundled: Record<string, boolean>;
}

/** What the page state needs of the site's modules (see bundleModules.ts). */
type PageModules = Pick<SiteModules, 'pageInputs' | 'sidebarId' | 'sidebarName' | 'sidebarKeys'>;

export interface PageChunkState {
  /** What the last build found, by page hash (empty with `--force`). */
  bundled: Readonly<Record<string, boolean>>;
  /**
   * Names everything a page's modules are made from: its compile hash, what the enrich stage added
   * to its data and its section's sidebar file. Later steps key by it instead of reading the page's
   * module; an unchanged page's is the last build's, from the index.
   */
  pageKey(file: string): string;
  /** The id of a page's section sidebar, none without one (after `pageKey`, from the index). */
  sidebarId(file: string): string | undefined;
  /**
   * Writes each pure page's chunk into `assets/` and returns its URL by source file. A chunk whose
   * key the index holds is kept from the previous output, or read from the cache, with its code
   * blocks' file, without making the page's module; the others are transformed alone.
   */
  write(
    chunks: readonly PureChunk[],
    runtimeUrl: string,
    to: { output: OutputFiles; base: string },
  ): Promise<Map<string, string>>;
  /** Records this build's pages and chunks (`bundled`: by page hash), deleting the chunks no page uses any more. */
  save(bundled: Record<string, boolean>): Promise<void>;
}

export async function openPageChunks(cache: ChunkCache, modules: PageModules): Promise<PageChunkState> {
  await init;
  const store = path.join(cache.cacheDir, 'page-chunks');
  // Read with --force too, to delete the chunks no page uses any more.
  const stored = await readState<ChunkIndex>(cache.cacheDir, 'page-chunks');
  const valid = stored?.version === CHUNK_VERSION ? stored : undefined;
  // An index of another shape does not name its chunks: the store goes with it.
  if (!valid) await rm(store, { recursive: true, force: true });
  const previous = cache.enabled ? valid : undefined;
  const pagesBefore = previous?.sidebarKeys === modules.sidebarKeys ? previous.pages : {};
  const pages: ChunkIndex['pages'] = {};
  const used: ChunkIndex['chunks'] = {};
  let chunkWith = '';
  const pageKey = (file: string) => {
    const known = pages[file];
    if (known) return known[4];
    const { hash, data } = modules.pageInputs(file);
    const before = pagesBefore[file];
    const same = before?.[0] === hash && before[1] === data;
    const id = (same ? before[2] : modules.sidebarId(file)) ?? '';
    const name = id && modules.sidebarName(id);
    const key =
      same && before[3] === name
        ? before[4]
        : createHash('sha256').update(`${hash}\0${name}\0${data}`).digest('hex').slice(0, 32);
    pages[file] = [hash, data, id, name, key];
    return key;
  };
  return {
    bundled: previous?.bundled ?? {},
    pageKey,
    sidebarId: (file) => pages[file]?.[2] || undefined,
    async write(chunks, runtimeUrl, { output, base }) {
      chunkWith = `${CHUNK_VERSION}\0${esbuildVersion}\0${runtimeUrl}`;
      const chunksBefore = previous?.chunkWith === chunkWith ? previous.chunks : {};
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
        const key = pageKey(chunk.file);
        const file = (hash: string) => `assets/${chunk.name}-${hash}.js`;
        const fromStore = async (at: string) => {
          const out = await readFile(path.join(store, key), 'utf8').catch(() => undefined);
          if (out !== undefined) await output.write(at, out);
          return out !== undefined;
        };
        const cached = chunksBefore[key];
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
        }
        used[key] = entry;
        urls.set(chunk.file, `${base}${file(entry[0])}`);
      });
      return urls;
    },
    async save(bundled) {
      const stale = Object.keys(valid?.chunks ?? {}).filter((key) => !Object.hasOwn(used, key));
      await Promise.all(stale.map((key) => rm(path.join(store, key), { force: true })));
      const index: ChunkIndex = {
        version: CHUNK_VERSION,
        chunkWith,
        sidebarKeys: modules.sidebarKeys,
        pages,
        chunks: used,
        bundled,
      };
      await writeState(cache.cacheDir, 'page-chunks', index);
    },
  };
}

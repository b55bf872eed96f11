/**
 * Rendering only the pages whose inputs changed. After each build a manifest records, for every
 * HTML file rendered from a page, a hash of everything the rendering read: the page's module (its
 * code, code blocks and final page data) and its section's sidebar, by the page's key (see
 * SiteModules.pageKey: no page's module is read to check it), its client chunk and the chunks
 * it preloads, its alternates and head tags, its own server files when it was bundled, and what
 * every page shares (the server entry's files, the site data without the sidebars, the route
 * table, the entry and its assets, the init script): a title edit re-renders its section only. The
 * next build into the same folder copies the previous HTML of a page whose hash is unchanged into
 * its temporary folder instead of rendering it again, so the output is what a cold build writes.
 * A file changed after rendering (by a `buildEnd` hook, or by hand) is never reused.
 */
import { createHash, type Hash } from 'node:crypto';
import { copyFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { folderMaker, manifestFileOf, type OutputFiles } from './outputFiles';

/** Bump when what a page's HTML depends on changes, so older manifests are never trusted. */
const MANIFEST_VERSION = '5';

type FileEntry = [key: string, size: number, mtimeMs: number];

interface Manifest {
  version: string;
  outDir: string;
  /** Output file (relative to the output folder) → [input hash, size, modification time]. */
  files: Record<string, FileEntry>;
  /** The hash of what every page shares, and the theme's init script the pages were rendered with. */
  shared: string;
  initScript: string;
}

export interface RenderCache {
  /**
   * The hash of one page's rendering inputs: the shared part, then `parts` in order (a page's own:
   * its key, naming its module and data, rather than the module itself, see SiteModules.pageKey).
   */
  key(parts: unknown[]): string;
  /** The hash of a bundled page's own server files (see `serverFiles`), for its `parts`. */
  filesKey(files: readonly string[]): Promise<string>;
  /** Puts the previous HTML of `file` into `tmpDir` when it was rendered from `key`; false otherwise. */
  reuse(file: string, key: string): Promise<boolean>;
  /** Notes the HTML the build just wrote for `file`, rendered from `key`. */
  record(file: string, key: string): Promise<void>;
  /**
   * The theme's init script of the last build when what every page shares is unchanged: the server
   * bundle's files, which make it, are part of that. So a build that renders no page or a few never
   * waits for a render worker to load the bundle before it can check the others (issue 17).
   */
  initScript: string | undefined;
  /** Writes the manifest, with the init script the pages were rendered with, once the new output is in place. */
  save(initScript: string): Promise<void>;
}

export interface RenderCacheOptions {
  /** Where the manifest lives (the compile cache's folder). */
  cacheDir: string;
  outDir: string;
  tmpDir: string;
  /** The build's writer: a reused page's HTML is kept where the previous output has it (see outputFiles.ts). */
  output: OutputFiles;
  /** Off when a plugin reads what the hashes cannot see (`readsOutsideInputs`). */
  enabled: boolean;
  /**
   * The server bundle's folder (its name changes with every build) and the files of its entry, which
   * rendering any page runs. A bundled page's own files are in its key (`filesKey`).
   */
  serverDir: string;
  serverFiles: readonly string[];
  /** The config and its local imports: plugins' code is not in `shared`. */
  configFiles: readonly string[];
  /**
   * Everything else every page's HTML depends on (the entry's URL among it), serializable; not the
   * theme's init script, which the server bundle's files make (see `initScript`).
   */
  shared: unknown;
}

export async function openRenderCache(options: RenderCacheOptions): Promise<RenderCache> {
  const { cacheDir, outDir, tmpDir, enabled } = options;
  const manifestFile = manifestFileOf(cacheDir, 'render', outDir);
  let manifest: Manifest | undefined;
  if (enabled) {
    try {
      const read = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      if (read.version === MANIFEST_VERSION && read.outDir === outDir) manifest = read;
    } catch {
      // no manifest yet: every page is rendered
    }
  }
  const previous = manifest?.files ?? {};
  const hashFiles = async (hash: Hash, files: readonly string[]) => {
    for (const file of [...files].sort())
      hash.update(path.relative(options.serverDir, file)).update(await readFile(file));
    return hash;
  };
  const shared = createHash('sha256').update(MANIFEST_VERSION).update(JSON.stringify(options.shared));
  await hashFiles(shared, options.serverFiles);
  for (const file of options.configFiles) shared.update(file).update(await readFile(file).catch(() => ''));
  const sharedKey = shared.digest('hex');
  const files: Manifest['files'] = {};
  const state = (file: string) => {
    const info = statSync(file, { throwIfNoEntry: false });
    return info && ([info.size, info.mtimeMs] as const);
  };
  const folder = folderMaker();
  // Synchronously, as outputFiles.ts writes: an asynchronous call per file costs several times its work.
  const record = async (file: string, key: string) => {
    const now = state(path.join(tmpDir, file));
    if (now) files[file] = [key, ...now];
  };
  return {
    key(parts) {
      return createHash('sha256').update(sharedKey).update(JSON.stringify(parts)).digest('hex').slice(0, 32);
    },
    filesKey: async (files) => (await hashFiles(createHash('sha256'), files)).digest('hex'),
    async reuse(file, key) {
      const entry = previous[file];
      if (!enabled || !entry || entry[0] !== key) return false;
      // Kept when the previous file is as it was rendered: `keep` compares its size and time.
      if (await options.output.keep(file, [entry[1], entry[2]])) {
        files[file] = entry;
        return true;
      }
      const from = path.join(outDir, file);
      const now = state(from);
      if (now?.[0] !== entry[1] || now[1] !== entry[2]) return false;
      const to = path.join(tmpDir, file);
      folder(path.dirname(to));
      // A copy when the whole folder is built afresh: a hook writing to the new file must not change the old one.
      copyFileSync(from, to);
      await record(file, key);
      return true;
    },
    record,
    initScript: manifest?.shared === sharedKey ? manifest.initScript : undefined,
    async save(initScript) {
      // A file a hook rewrote after rendering is left in with the state it had once rendered: the
      // next build finds another size or time in the output and renders it again (see `reuse`).
      await mkdir(cacheDir, { recursive: true });
      const saved: Manifest = { version: MANIFEST_VERSION, outDir, files, shared: sharedKey, initScript };
      await writeFile(manifestFile, JSON.stringify(saved));
    },
  };
}

/**
 * Writing the build's files without writing again what the last build into the same folder wrote
 * (issue 17). After one edited page almost every file (search index shards and page files,
 * Markdown copies, code block files, route manifests, other pages' HTML) has the same bytes as
 * before. A manifest per output folder lists every file of the output, each with its content hash
 * and the size and modification time it had once written.
 *
 * When the previous output is there as that manifest left it, the build works in place: a file
 * whose hash matches, still as recorded (one stat, ~2.5 µs), is kept where it is, its inode and
 * bytes untouched, and only new or changed files are written, into the temporary folder. Once
 * every stage succeeded, `commit` moves those over the previous output's files and deletes the
 * files the build no longer writes, so its cost follows the changed files; a build that fails
 * before leaves the previous output exactly as it was. Otherwise (the first build, `--force`, a
 * folder replaced since, a plugin's hook that may write into the output) the whole folder is built
 * in the temporary one and swapped in (see swap.ts).
 *
 * A file changed since (by hand) has another modification time and is written afresh, so the
 * output is always what a cold build writes. A `buildEnd` hook is given the temporary folder, which
 * in place holds only the changed files: working in place is on only when no plugin but the
 * built-in ones, which write through this writer, has a hook (`inPlace`).
 *
 * Synchronously: a stat or a write of a few kilobytes takes microseconds, while each asynchronous
 * call is a thread-pool round trip costing several times the CPU time of the call.
 */
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, fstatSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readAtOnce } from '../cacheState';
import { commitInPlace, type Entry, type OutputFile, swapIn } from './swap';

/** Bump when the manifest's shape changes, so older manifests are never trusted. */
const MANIFEST_VERSION = '2';

interface Manifest {
  version: string;
  /**
   * The output folder's inode and time once the build was in place: a folder replaced since, or
   * with files added or deleted at its top, is not trusted (as buildStamp.ts compares it).
   */
  folder: [ino: number, mtimeMs: number];
  /** Every file of the output folder, relative to it. */
  files: Record<string, Entry>;
}

export interface OutputFiles {
  /**
   * Puts `content` at `file` (relative to the output folder): kept as it is when the previous
   * output holds the same bytes as it was left, written otherwise. Gives the content's hash (see
   * `reuse`).
   */
  write(file: string, content: string | Uint8Array): Promise<string>;
  /**
   * Keeps the previous output's `file` when this manifest recorded it (with the content hash
   * `hash`, when given) and it is as it was left.
   */
  reuse(file: string, hash?: string): Promise<boolean>;
  /**
   * Keeps the previous output's `file` when it has the size and modification time a caller
   * recorded itself (see renderCache.ts); false when not working in place or the file changed.
   */
  keep(file: string, recorded: readonly [size: number, mtimeMs: number]): Promise<boolean>;
  /**
   * True when the previous output's `file` is as this manifest recorded it with the content hash
   * `hash`, so its bytes can be read instead of hashed again (llmsCache.ts splices them).
   */
  holds(file: string, hash: string): Promise<boolean>;
  /** Puts a copy of the file `from` (a public file, an image a page refers to) at `file`. */
  copy(file: string, from: string): void;
  /**
   * Once every stage succeeded: puts the new output in place (see the top of this file). Resolves
   * with every file of the new output and `remove`, to delete what is left of the previous one once
   * the build's last writes are done.
   */
  commit(): Promise<{ files: OutputFile[]; remove: () => Promise<void> }>;
  /** Writes the manifest, once the new output is in place. */
  save(): Promise<void>;
}

export interface OutputFilesOptions {
  /** Where the manifest lives (the build cache's folder). */
  cacheDir: string;
  outDir: string;
  tmpDir: string;
  /**
   * Update the previous output in place when it is as the last build left it: off with `--force`,
   * or when a plugin's hook may write into the output (see the top of this file).
   */
  inPlace: boolean;
}

/**
 * Makes each folder once: the build's thousands of files share a few hundred folders, and a
 * `mkdir` per file cost as much as the write.
 */
export function folderMaker(): (dir: string) => void {
  const made = new Set<string>();
  return (dir) => {
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
  };
}

/** A cache's manifest about the output folder `outDir`: one per folder, so building into another keeps this one's. */
export const manifestFileOf = (cacheDir: string, name: string, outDir: string) =>
  path.join(cacheDir, `${name}-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}.json`);

/** A name `path.normalize` would leave as it is: most are, and normalizing 40,000 names costs ~40 ms. */
const NORMAL_NAME = /^(?![/.])(?!.*(?:\/\/|\/\.\.?(?:\/|$)))[^\\]*$/;

/** One name per file whatever the caller wrote (`/guide/x.md`, `guide/x.md`). */
const relative = (file: string) =>
  NORMAL_NAME.test(file) && path.sep === '/' ? file : path.normalize(file).replace(/^[/\\]+/, '');

/** The content hash `write` gives and `reuse` compares. */
export const contentHash = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 22);

async function readManifest(file: string, outDir: string): Promise<Manifest['files'] | undefined> {
  try {
    // None yet (or cut short): the whole folder is built and swapped in.
    const manifest = JSON.parse(readAtOnce(file)?.toString() ?? '') as Manifest;
    const folder = statSync(outDir, { throwIfNoEntry: false });
    const [ino, mtimeMs] = manifest.folder;
    return manifest.version === MANIFEST_VERSION && folder?.ino === ino && folder.mtimeMs === mtimeMs
      ? manifest.files
      : undefined;
  } catch {
    return undefined;
  }
}

export async function openOutputFiles(options: OutputFilesOptions): Promise<OutputFiles> {
  const { cacheDir, outDir, tmpDir } = options;
  const manifestFile = manifestFileOf(cacheDir, 'outputs', outDir);
  const recorded = options.inPlace ? await readManifest(manifestFile, outDir) : undefined;
  const inPlace = recorded !== undefined;
  const previous = recorded ?? {};
  /** Every file of the new output; those not in `kept` are in the temporary folder. */
  let files: Record<string, Entry> = {};
  const kept = new Set<string>();
  const makeFolder = folderMaker();
  const folder = (dir: string) => makeFolder(path.join(tmpDir, dir));
  /** True when the previous output's `file` has the size and time given. */
  const asLeft = (file: string, size: number, mtimeMs: number) => {
    // Joined by hand: `path.join` normalizes again a name `relative` made normal already.
    const now = statSync(`${outDir}${path.sep}${file}`, { throwIfNoEntry: false });
    return now?.size === size && now.mtimeMs === mtimeMs;
  };
  const keep = (file: string, [size, mtimeMs]: readonly [number, number]) => {
    if (kept.has(file)) return true;
    // Placed already by this build (a public file of the same name): it is written then.
    if (!inPlace || files[file] || !asLeft(file, size, mtimeMs)) return false;
    files[file] = previous[file] ?? ['', size, mtimeMs];
    kept.add(file);
    return true;
  };
  const reuse = (name: string, hash?: string) => {
    const file = relative(name);
    const before = previous[file];
    // An entry without a hash (HTML, bundles) is never taken by a name alone.
    if (!before?.[0] || (hash !== undefined && before[0] !== hash)) return false;
    return keep(file, [before[1], before[2]]);
  };
  /** The file's place in the temporary folder: what this build writes there wins over what it kept. */
  const staged = (file: string) => {
    folder(path.dirname(file));
    kept.delete(file);
    return path.join(tmpDir, file);
  };
  return {
    async write(name, content) {
      const file = relative(name);
      const hash = contentHash(content);
      // Written already by this build (a page and its translation share their code blocks' file).
      if (files[file]?.[0] === hash) return hash;
      if (previous[file]?.[0] === hash && reuse(file)) return hash;
      // Nothing in the temporary folder is shared with the previous output: written over, if there.
      const fd = openSync(staged(file), 'w');
      try {
        writeFileSync(fd, content);
        // Its size and time once written, as the next build will compare them.
        const info = fstatSync(fd);
        files[file] = [hash, info.size, info.mtimeMs];
      } finally {
        closeSync(fd);
      }
      return hash;
    },
    reuse: async (file, hash) => reuse(file, hash),
    keep: async (file, state) => keep(relative(file), state),
    async holds(name, hash) {
      const file = relative(name);
      const before = previous[file];
      return inPlace && before?.[0] === hash && asLeft(file, before[1], before[2]);
    },
    copy(name, from) {
      const file = relative(name);
      const source = statSync(from);
      // Named by the source's size and time, as make compares files: a copy is not read to be kept.
      const hash = `copy:${source.size}:${source.mtimeMs}`;
      if (files[file]?.[0] === hash || (previous[file]?.[0] === hash && reuse(file))) return;
      const to = staged(file);
      copyFileSync(from, to);
      const info = statSync(to);
      files[file] = [hash, info.size, info.mtimeMs];
    },
    async commit() {
      let remove = async () => {};
      if (inPlace) {
        // A build killed while moving files leaves no manifest: the next one builds the whole folder
        // instead of trusting a list that misses the files moved in before it stopped.
        rmSync(manifestFile, { force: true });
        commitInPlace({ tmpDir, outDir, files, kept, previous });
      } else {
        ({ files, remove } = await swapIn(tmpDir, outDir, files));
      }
      const list: OutputFile[] = [];
      for (const file in files) list.push({ path: file, bytes: (files[file] as Entry)[1] });
      return { files: list, remove };
    },
    async save() {
      await mkdir(cacheDir, { recursive: true });
      const folder = statSync(outDir);
      const manifest: Manifest = { version: MANIFEST_VERSION, folder: [folder.ino, folder.mtimeMs], files };
      await writeFile(manifestFile, JSON.stringify(manifest));
    },
  };
}

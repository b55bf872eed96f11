/**
 * Writing the build's files without writing again what the last build into the same folder wrote
 * (issue 17). On this machine writing the 400-page corpus's 3,900 files costs about 2 s of CPU time,
 * hard-linking them about 0.1 s: after one edited page almost every file (search index shards and
 * page files, Markdown copies, code block files, route manifests) has the same bytes as before. A
 * manifest per output folder records each file's content hash with the size and modification time
 * it had once written; a file whose hash matches, still as recorded in the previous output, is
 * hard-linked into the temporary folder. A file changed since (by a hook, or by hand) has another
 * modification time and is written afresh, so the output is always what a cold build writes.
 *
 * A link shares its bytes with the previous output until the swap replaces it, so a `buildEnd` hook
 * writing into a linked file would change the previous output too, and a build that then fails
 * would not leave it as it was: linking is on only when no plugin but the built-in ones has a hook
 * (`linking`).
 *
 * Synchronously: a link, a stat or a write of a few kilobytes takes microseconds, while each
 * asynchronous call is a thread-pool round trip costing several times the CPU time of the call.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bump when the manifest's shape changes, so older manifests are never trusted. */
const MANIFEST_VERSION = '1';

type Entry = [hash: string, size: number, mtimeMs: number];

export interface OutputFiles {
  /**
   * Puts `content` at `file` (relative to the build's temporary folder): a hard link to the
   * previous output's file when that holds the same bytes as it was left, a new file otherwise.
   * Gives the content's hash (see `reuse`).
   */
  write(file: string, content: string | Uint8Array): Promise<string>;
  /**
   * Hard-links the previous output's `file` when this manifest recorded it (with the content hash
   * `hash`, when given) and it is as it was left.
   */
  reuse(file: string, hash?: string): Promise<boolean>;
  /**
   * Hard-links the previous output's `file` when it has the size and modification time a caller
   * recorded itself (see renderCache.ts); false when linking is off or the file changed.
   */
  link(file: string, recorded: readonly [size: number, mtimeMs: number]): Promise<boolean>;
  /** Writes the manifest, once the new output is in place. */
  save(): Promise<void>;
}

export interface OutputFilesOptions {
  /** Where the manifest lives (the build cache's folder). */
  cacheDir: string;
  outDir: string;
  tmpDir: string;
  /** Off with `--force`, or when a plugin's hook may write into the output (see the top of this file). */
  linking: boolean;
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

/** One name per file whatever the caller wrote (`/guide/x.md`, `guide/x.md`). */
const relative = (file: string) => path.normalize(file).replace(/^[/\\]+/, '');

/** The content hash `write` gives and `reuse` compares. */
export const contentHash = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 22);

export async function openOutputFiles({ cacheDir, outDir, tmpDir, linking }: OutputFilesOptions): Promise<OutputFiles> {
  const manifestFile = manifestFileOf(cacheDir, 'outputs', outDir);
  let previous: Record<string, Entry> = {};
  if (linking) {
    try {
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { version: string; files: typeof previous };
      if (manifest.version === MANIFEST_VERSION) previous = manifest.files;
    } catch {
      // no manifest yet: every file is written
    }
  }
  const files: Record<string, Entry> = {};
  const makeFolder = folderMaker();
  const folder = (dir: string) => makeFolder(path.join(tmpDir, dir));
  const linkFile = (name: string, [size, mtimeMs]: readonly [number, number]) => {
    if (!linking) return false;
    const file = relative(name);
    const from = path.join(outDir, file);
    const now = statSync(from, { throwIfNoEntry: false });
    if (now?.size !== size || now.mtimeMs !== mtimeMs) return false;
    folder(path.dirname(file));
    try {
      linkSync(from, path.join(tmpDir, file));
      return true;
    } catch {
      // There already (a public file of the same name): it is written then.
      return false;
    }
  };
  const reuse = (name: string, hash?: string) => {
    const file = relative(name);
    const before = previous[file];
    if (!before || (hash !== undefined && before[0] !== hash) || !linkFile(file, [before[1], before[2]])) return false;
    files[file] = before;
    return true;
  };
  return {
    async write(name, content) {
      const file = relative(name);
      const hash = contentHash(content);
      // Written already by this build (a page and its translation share their code blocks' file).
      if (files[file]?.[0] === hash) return hash;
      if (previous[file]?.[0] === hash && reuse(file)) return hash;
      folder(path.dirname(file));
      const to = path.join(tmpDir, file);
      let fd: number;
      try {
        fd = openSync(to, 'wx');
      } catch {
        // There already (linked, or a public file): a new file, never a write into a shared one.
        rmSync(to, { force: true });
        fd = openSync(to, 'wx');
      }
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
    link: async (file, recorded) => linkFile(file, recorded),
    async save() {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(manifestFile, JSON.stringify({ version: MANIFEST_VERSION, files }));
    },
  };
}

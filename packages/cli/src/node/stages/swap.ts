import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A file of the output as the manifest records it: its content hash ('' when not written by the writer), size, time. */
export type Entry = [hash: string, size: number, mtimeMs: number];

/** A file of the output, relative to its folder, with its size. */
export interface OutputFile {
  path: string;
  bytes: number;
}

/** The files under `dir`, relative to it; none when it is not there. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Deletes the folder `dir` and everything in it. Synchronously, from one listing: `fs.rm` stats
 * each entry and makes a promise per file, about 2.5× the CPU time for the 3,900 files of the
 * 400-page corpus (~120 -> ~45 ms), the largest part of the end of a one-page rebuild (issue 17).
 */
function removeTree(dir: string): void {
  const folders: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(file);
    else unlinkSync(file);
  }
  // A folder's path is longer than its parent's: the longest first empties each before its parent.
  for (const folder of folders.sort((a, b) => b.length - a.length)) rmdirSync(folder);
  rmdirSync(dir);
}

/** True when the staged file `from` has the bytes of `to`, which is still as `before` recorded it. */
function sameBytes(from: string, to: string, [, size, mtimeMs]: Entry): boolean {
  const now = statSync(to, { throwIfNoEntry: false });
  if (now?.size !== size || now.mtimeMs !== mtimeMs || statSync(from).size !== size) return false;
  return readFileSync(from).equals(readFileSync(to));
}

export interface InPlace {
  tmpDir: string;
  outDir: string;
  /** Every file of the new output, as the writer recorded it: completed with what others wrote. */
  files: Record<string, Entry>;
  /** The files of `files` kept where they are in the previous output. */
  kept: ReadonlySet<string>;
  /** Every file of the previous output, as the last build recorded it. */
  previous: Readonly<Record<string, Entry>>;
}

/**
 * Stage 8, in place (see outputFiles.ts): deletes the previous output's files this build did not
 * write, then moves each file staged in the temporary folder over its old version. Its cost
 * follows the files that changed: nothing else is listed, stated or moved.
 */
export function commitInPlace({ tmpDir, outDir, files: next, kept, previous }: InPlace): void {
  const staged = filesUnder(tmpDir);
  for (const file of staged) {
    if (next[file] && !kept.has(file)) continue;
    // Written by esbuild, the renderer or a copy step, not through the writer: the bundles an
    // unchanged site copies from its cache keep their old file when their bytes are the same. Not
    // HTML: the render cache recorded the state of the file it wrote (see renderCache.ts).
    const before = previous[file];
    const from = path.join(tmpDir, file);
    if (before && !file.endsWith('.html') && sameBytes(from, path.join(outDir, file), before)) {
      unlinkSync(from);
      next[file] = before;
    } else {
      const info = statSync(from);
      next[file] = ['', info.size, info.mtimeMs];
    }
  }
  // Deleted first: a file the build no longer writes may stand where a folder of new files goes.
  const folders = new Set<string>();
  for (const file in previous) {
    if (next[file]) continue;
    // Gone already if deleted by hand.
    rmSync(path.join(outDir, file), { force: true });
    folders.add(path.dirname(file));
  }
  // Emptied folders go too, as a cold build would not make them; the deepest first.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    for (let dir = folder; dir !== '.'; dir = path.dirname(dir)) {
      const full = path.join(outDir, dir);
      if (!existsSync(full) || readdirSync(full).length > 0) break;
      rmdirSync(full);
    }
  }
  const made = new Set<string>();
  for (const file of staged) {
    const from = path.join(tmpDir, file);
    if (!existsSync(from)) continue;
    const to = path.join(outDir, file);
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    renameSync(from, to);
  }
  if (existsSync(tmpDir)) removeTree(tmpDir);
}

/**
 * Stage 8, whole: swaps the temporary folder in for the previous output; a failed rename puts the
 * previous output back. Resolves once the new output is in place, with every file of it (stated:
 * a hook may have written any) and `remove` to delete the previous one once the build's last
 * writes are done.
 */
export async function swapIn(
  tmpDir: string,
  outDir: string,
  written: Readonly<Record<string, Entry>>,
): Promise<{ files: Record<string, Entry>; remove: () => Promise<void> }> {
  mkdirSync(tmpDir, { recursive: true });
  const files: Record<string, Entry> = {};
  for (const file of filesUnder(tmpDir)) {
    const info = statSync(path.join(tmpDir, file));
    const entry = written[file];
    files[file] = entry?.[1] === info.size && entry[2] === info.mtimeMs ? entry : ['', info.size, info.mtimeMs];
  }
  const oldDir = `${outDir}.old-${process.pid}`;
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, oldDir);
  try {
    await rename(tmpDir, outDir);
  } catch (error) {
    // A failed build never leaves the site without its previous output.
    if (hadOutput) await rename(oldDir, outDir);
    throw error;
  }
  return {
    files,
    async remove() {
      if (!hadOutput) return;
      try {
        removeTree(oldDir);
      } catch {
        // Changed while it was read (a file added by hand): what is left goes the slower way.
        await rm(oldDir, { recursive: true, force: true });
      }
    },
  };
}

/** Temporary and previous-output folders that a killed build left beside the output. */
export async function removeStale(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const stale = (await readdir(parent).catch(() => [] as string[])).filter(
    (entry) => entry.startsWith(`.${name}-tmp-`) || entry.startsWith(`${name}.old-`),
  );
  await Promise.all(stale.map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })));
}

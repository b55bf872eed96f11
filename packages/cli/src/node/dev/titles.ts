import { readFileSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PageTitles, type RouteEntry, readPageInfo } from '@docs-kit/core';

/** Each page's title, language and sidebar order, by route. */
export type Titles = PageTitles;

/** Files looked at between two turns of the event loop: a few milliseconds of work. */
const SLICE = 200;

/** Bump when readPageInfo reads a page differently, so titles cached by an older version are read again. */
const CACHE_VERSION = 2;

/** The cache's first line; each further line is one page's `[file, size, mtime, title, order?]`. */
const HEADER = JSON.stringify({ version: CACHE_VERSION });

/** Cache lines parsed between two turns of the event loop: a few milliseconds of work. */
const CACHE_SLICE = 2000;

/** A page's title and order as last read, with the size and modification time of the file then. */
interface CachedInfo {
  size: number;
  mtime: number;
  title: string;
  order?: number;
}

type CacheLine = [file: string, size: number, mtime: number, title: string, order?: number];

/** Where `docs dev` keeps the titles it read, for its next start: in the project's cache folder. */
export const titlesCacheFile = (siteDir: string): string =>
  path.join(siteDir, 'node_modules', '.docs-cache', 'titles.jsonl');

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * One line per page, parsed a slice at a time: at 10,000 pages per language one JSON document
 * took the main thread for tens of milliseconds right when the server starts answering.
 */
async function readCache(file: string): Promise<Map<string, CachedInfo>> {
  const cached = new Map<string, CachedInfo>();
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return cached;
  }
  if (lines[0] !== HEADER) return cached;
  for (let start = 1; start < lines.length; start += CACHE_SLICE) {
    if (start > 1) await nextTurn();
    for (const line of lines.slice(start, start + CACHE_SLICE)) {
      try {
        const [page, size, mtime, title, order] = JSON.parse(line) as CacheLine;
        cached.set(page, { size, mtime, title, order });
      } catch {
        // A line cut short (a disk full): that page is read again.
      }
    }
  }
  return cached;
}

/** Written whole to a temporary file first: a start that stops half-way never leaves half a cache. */
async function writeCache(file: string, files: Map<string, CachedInfo>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const lines = [HEADER];
  for (const [page, { size, mtime, title, order }] of files) {
    const line: CacheLine = order === undefined ? [page, size, mtime, title] : [page, size, mtime, title, order];
    lines.push(JSON.stringify(line));
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(temporary, `${lines.join('\n')}\n`);
  await rename(temporary, file);
}

/**
 * Every page's title, for the sidebars. A file whose size and modification time are those of the
 * last run is not read again (`cacheFile`): at 10,000 pages a start stats them instead of parsing
 * them all. The others are read synchronously, a slice at a time: for thousands of small files that
 * is several times faster than `fs.promises.readFile`, which costs four thread-pool round trips per
 * file, and yielding between slices keeps the server answering.
 */
export async function readTitles(routes: readonly RouteEntry[], cacheFile: string): Promise<Titles> {
  const cached = await readCache(cacheFile);
  const files = new Map<string, CachedInfo>();
  let reread = 0;
  const titles: Titles = {};
  for (let start = 0; start < routes.length; start += SLICE) {
    await nextTurn();
    for (const route of routes.slice(start, start + SLICE)) {
      const stat = statSync(route.filePath, { throwIfNoEntry: false });
      const known = cached.get(route.filePath);
      let info: { title: string; order?: number };
      if (stat && known?.size === stat.size && known.mtime === stat.mtimeMs) info = known;
      else {
        info = infoOf(route.filePath);
        reread++;
      }
      if (stat)
        files.set(route.filePath, { size: stat.size, mtime: stat.mtimeMs, title: info.title, order: info.order });
      titles[route.path] = { title: info.title, order: info.order, lang: route.lang };
    }
  }
  // A cache folder that cannot be written costs the next start its speed, nothing else.
  if (reread || cached.size !== routes.length) await writeCache(cacheFile, files).catch(() => {});
  return titles;
}

/**
 * A page's title (and order); empty when the file cannot be read (deleted since the scan, say).
 * Synchronous, so it does not queue behind the watcher's walk in the thread pool.
 */
export function infoOf(file: string): { title: string; order?: number } {
  try {
    return readPageInfo(readFileSync(file, 'utf8'));
  } catch {
    return { title: '' };
  }
}

export const titleOf = (file: string): string => infoOf(file).title;

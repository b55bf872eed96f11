import { readFileSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PageTitles, type RouteEntry, readPageInfo } from '@docs-kit/core';

/** Each page's title, language and sidebar order, by route. */
export type Titles = PageTitles;

/** Files looked at between two turns of the event loop: a few milliseconds of work. */
const SLICE = 200;

/** Bump when readPageInfo reads a page differently, so titles cached by an older version are read again. */
const CACHE_VERSION = 1;

/** A page's title and order as last read, with the size and modification time of the file then. */
interface CachedInfo {
  size: number;
  mtime: number;
  title: string;
  order?: number;
}

/** Where `docs dev` keeps the titles it read, for its next start: in the project's cache folder. */
export const titlesCacheFile = (siteDir: string): string =>
  path.join(siteDir, 'node_modules', '.docs-cache', 'titles.json');

function readCache(file: string): Record<string, CachedInfo> {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as { version?: number; files?: Record<string, CachedInfo> };
    return cache.version === CACHE_VERSION && cache.files ? cache.files : {};
  } catch {
    return {};
  }
}

/** Written whole to a temporary file first: a start that stops half-way never leaves half a cache. */
async function writeCache(file: string, files: Record<string, CachedInfo>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(temporary, JSON.stringify({ version: CACHE_VERSION, files }));
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
  const cached = readCache(cacheFile);
  const files: Record<string, CachedInfo> = {};
  let reread = 0;
  const titles: Titles = {};
  for (let start = 0; start < routes.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const route of routes.slice(start, start + SLICE)) {
      const stat = statSync(route.filePath, { throwIfNoEntry: false });
      const known = cached[route.filePath];
      let info: { title: string; order?: number };
      if (stat && known?.size === stat.size && known.mtime === stat.mtimeMs) info = known;
      else {
        info = infoOf(route.filePath);
        reread++;
      }
      if (stat) files[route.filePath] = { size: stat.size, mtime: stat.mtimeMs, title: info.title, order: info.order };
      titles[route.path] = { title: info.title, order: info.order, lang: route.lang };
    }
  }
  // A cache folder that cannot be written costs the next start its speed, nothing else.
  if (reread || Object.keys(cached).length !== routes.length) await writeCache(cacheFile, files).catch(() => {});
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

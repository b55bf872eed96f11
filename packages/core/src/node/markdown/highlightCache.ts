import { readFile } from 'node:fs/promises';
import { writeCacheFile } from '../cacheFile';

/** A page's highlighted code blocks by `blockKey`: what its last compile highlighted. */
export type Highlights = Map<string, string>;

/**
 * The highlighted blocks a page's last compile kept in `file`: an edit that leaves a page's code
 * blocks alone then never loads Shiki (issue 17). Missing or unreadable: none.
 */
export async function readHighlights(file: string): Promise<Highlights> {
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

/** Keeps the page's blocks for its next compile, when they are not what `before` held. */
export async function writeHighlights(file: string, before: Highlights, now: Highlights): Promise<void> {
  if (now.size === before.size && [...now].every(([key, html]) => before.get(key) === html)) return;
  await writeCacheFile(file, JSON.stringify(Object.fromEntries(now)));
}

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { appendFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CompiledPage,
  DocsError,
  type DocsPlugin,
  type HitType,
  type SearchRecord,
  type SiteData,
} from '@docs-kit/core';
import type { IndexCache } from '@docs-kit/search';
import { callHook } from '../plugins/hooks';
import { readMerged, writeMerged } from './searchMerged';
import { sectionTitleOf } from './sections';

const HIT_TYPES: readonly HitType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** What is wrong with a record a plugin returned, or undefined when it can be indexed. */
function recordProblem(record: SearchRecord, site: SiteData): string | undefined {
  const { langs, multiVersion } = site;
  if (typeof record?.url !== 'string' || !record.url.startsWith('/')) return 'its url must be a route ("/guide/#id")';
  if (!langs.includes(record.lang)) return `its lang "${String(record.lang)}" is not one of ${langs.join(', ')}`;
  // On a versioned site each version has its own index: a record without one would be left out.
  if (multiVersion.versions.length && !multiVersion.versions.includes(record.version ?? ''))
    return `its version "${String(record.version)}" is not one of ${multiVersion.versions.join(', ')}`;
  if (!HIT_TYPES.includes(record.type)) return `its type must be one of ${HIT_TYPES.join(', ')}`;
  if (typeof record.hierarchy?.lvl1 !== 'string') return 'its hierarchy needs lvl1 (the page title)';
  if (record.content !== null && typeof record.content !== 'string') return 'its content must be a string or null';
  return undefined;
}

/**
 * The site's search records after every plugin's `extendSearchRecords` (dev and build), checked so
 * that a record the index cannot hold fails with the plugin's name instead of vanishing.
 */
async function pluginRecords(
  plugins: readonly DocsPlugin[],
  records: SearchRecord[],
  site: SiteData,
): Promise<SearchRecord[]> {
  let current = records;
  for (const plugin of plugins) {
    if (!plugin.extendSearchRecords) continue;
    current =
      (await callHook(plugin, 'extendSearchRecords', () => plugin.extendSearchRecords?.(current, { site }))) ?? current;
    if (!Array.isArray(current))
      throw new DocsError(`Plugin "${plugin.name}" returned ${typeof current} from extendSearchRecords.`, {
        hint: 'Return an array of records, or nothing after changing the array given.',
      });
    for (const record of current) {
      const problem = recordProblem(record, site);
      if (problem)
        throw new DocsError(
          `Plugin "${plugin.name}" added a search record the index cannot hold (${JSON.stringify(record?.url)}): ${problem}.`,
          { hint: 'A record is { objectID, url, type, hierarchy: { lvl0 … lvl6 }, content, lang }.' },
        );
    }
  }
  return current;
}

/** The site's search records, plugins' changes included. */
export async function siteRecords(
  pages: readonly CompiledPage[],
  site: SiteData,
  plugins: readonly DocsPlugin[],
): Promise<SearchRecord[]> {
  // Loaded on demand: dev builds the index only when the search modal first asks for it.
  const { buildRecords } = await import('@docs-kit/search');
  return pluginRecords(
    plugins,
    buildRecords(pages, (route) => sectionTitleOf(site, route)),
    site,
  );
}

/**
 * The local search index files of the site (by path under the output folder), plugins included.
 * With a `cache` (`indexCache`), pages whose records did not change are not indexed again.
 */
export async function searchIndexFiles(
  pages: readonly CompiledPage[],
  site: SiteData,
  plugins: readonly DocsPlugin[],
  cache?: IndexCache,
): Promise<Map<string, string>> {
  const { indexFilesOf } = await import('@docs-kit/search');
  return indexFilesOf(await siteRecords(pages, site, plugins), site.langs, site.multiVersion.versions, cache);
}

/** Where an incremental build keeps the search index's page terms, and the framework code they came from. */
export interface SearchCacheOptions {
  cacheDir: string;
  codeState: string;
  /** Index every page (`--force`), writing the caches for the next build without reading them. */
  fresh?: boolean;
}

/** Bump when the cache files' shape changes. */
const CACHE_FORMAT = '5';
/** The bytes read for a line's head: a page's key (27 characters), a tab, its terms' length, a line break. */
const LINE_HEAD = 64;

function openIfThere(file: string): number | undefined {
  try {
    return openSync(file, 'r');
  } catch {
    return undefined;
  }
}

/**
 * The search index's cache of the last build (issue 17: one edited page is the only one indexed
 * again), and `save` to keep this build's for the next. Written by another framework code, or
 * unreadable, it is an empty cache: the index is then built in full, with the same files. Each page
 * is a line `key`, tab, the length of its terms in bytes, then the terms as they are (they hold
 * tabs and line breaks, see `PageTerms`): reading finds each page's byte range from the line
 * heads alone, and only the terms a merge asks for are read (an edit: the edited page's old terms). A build appends the pages it
 * indexed anew (one edit: one page's terms), and writes the file afresh with only the pages it used
 * once those no build uses any more pass a quarter of them. One that indexed nothing new keeps it.
 * Beside it, the language's merged postings (searchMerged.ts), which the next build patches after a body edit.
 */
export async function indexCache({
  cacheDir,
  codeState,
  name,
  fresh,
}: SearchCacheOptions & {
  /** One cache per language (and version), indexed apart (see searchLanguages.ts). */
  name: string;
}): Promise<{
  cache: IndexCache;
  /** Writes the caches for the next build (and closes the terms file). */
  save(): Promise<void>;
  /** Closes the terms file, for a build that fails before `save` (twice is harmless). */
  close(): void;
}> {
  const { IndexCache } = await import('@docs-kit/search');
  const file = path.join(cacheDir, `search-index-${name}.txt`);
  const header = `${CACHE_FORMAT}\t${codeState}\n`;
  // Each page's terms by key, as a byte range of the file: only the line heads are read (a few
  // bytes each, where the whole file is 50 MB at 4,000 pages per language), and a page's terms
  // only when a merge asks for them (an edit: the edited page's old terms).
  const ranges = new Map<string, [number, number]>();
  let fd = fresh ? undefined : openIfThere(file);
  const headerBytes = Buffer.from(header);
  const head = Buffer.alloc(Math.max(headerBytes.length, LINE_HEAD));
  const readAt = (at: number, into = head) => {
    if (fd === undefined) throw new Error(`The search cache ${file} was read after it was closed.`);
    return readSync(fd, into, 0, into.length, at);
  };
  // No cache yet, or another code's: every page is indexed.
  const valid =
    fd !== undefined && readAt(0) >= headerBytes.length && head.subarray(0, headerBytes.length).equals(headerBytes);
  if (fd !== undefined && valid) {
    const size = fstatSync(fd).size;
    for (let at = headerBytes.length; at < size; ) {
      const read = readAt(at);
      const tab = head.subarray(0, read).indexOf(9);
      const end = tab < 0 ? -1 : head.subarray(0, read).indexOf(10, tab);
      const length = end < 0 ? Number.NaN : Number(head.toString('latin1', tab + 1, end));
      // A line cut short (a build stopped while appending) ends what is read.
      if (!Number.isInteger(length) || at + end + 1 + length > size) break;
      ranges.set(head.toString('latin1', 0, tab), [at + end + 1, length]);
      at += end + 1 + length;
    }
  }
  const previous = {
    get: (key: string) => {
      const range = ranges.get(key);
      if (!range) return undefined;
      const terms = Buffer.allocUnsafe(range[1]);
      // Shorter only if the file was cut while this build held it (it writes a new file aside).
      if (readAt(range[0], terms) < range[1])
        throw new Error(`The search cache ${file} changed during the build: build again.`);
      return terms.toString('utf8');
    },
    has: (key: string) => ranges.has(key),
  };
  const mergedFile = path.join(cacheDir, `search-merged-${name}.txt`);
  const merged = ranges.size ? await readMerged(mergedFile, header) : { merged: new Map(), length: 0 };
  const cache = new IndexCache(previous, merged.merged);
  const close = () => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  return {
    cache,
    close,
    async save() {
      try {
        await mkdir(cacheDir, { recursive: true });
        await writeMerged(mergedFile, header, cache.mergedEntries(), merged);
        const keys = cache.keys();
        const added = keys.filter((key) => !ranges.has(key));
        if (!added.length) return;
        const line = (key: string) => {
          const terms = cache.termsOf(key) ?? '';
          return `${key}\t${Buffer.byteLength(terms)}\n${terms}`;
        };
        const unused = ranges.size - (keys.length - added.length);
        if (valid && unused <= keys.length / 4) await appendFile(file, added.map(line).join(''));
        else {
          // Beside and renamed over: the open file keeps the bytes the ranges point at.
          await writeFile(`${file}.${process.pid}.tmp`, header + keys.map(line).join(''));
          await rename(`${file}.${process.pid}.tmp`, file);
        }
      } finally {
        // Nothing reads a page's terms once the cache is saved.
        close();
      }
    },
  };
}

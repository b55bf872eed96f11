import {
  decodePostings,
  encodePostings,
  folderFile,
  INDEX_VERSION,
  indexDir,
  MANIFEST,
  type Manifest,
  PAGES_PER_FOLDER,
  type Posting,
  pageFile,
  type Shard,
  shardFile,
} from '../shared/format';

import { JOIN } from '../shared/tokenize';
import type { SearchRecord } from '../shared/types';
import { hashOf } from './hash';
import { mergePostings } from './merge';
import { IndexCache, type IndexedPage, localePrefix, namesOf, type PageEntry } from './pageEntry';

/**
 * Raw JSON size a term shard grows to before the next one starts (a term's postings are never
 * split): about 5 KB gzip, so a query of three terms fetches a handful of kilobytes. A term whose
 * postings alone pass it has a shard of its own: a frequent word's neighbours would only add to
 * the bytes of every query that has the word.
 */
const SHARD_TARGET = 12 * 1024;

/** A page's key in its language: its route without the locale prefix, the same for its translations. */
export const pageKey = (route: string, lang: string) => route.slice(localePrefix(route, lang).length) || '/';

/** Records grouped by page, in order (see `pageKey`). */
function pagesOf(records: readonly SearchRecord[], lang: string): Map<string, IndexedPage> {
  const pages = new Map<string, IndexedPage>();
  for (const record of records) {
    const route = record.url.split('#')[0] ?? record.url;
    const key = pageKey(route, lang);
    const page = pages.get(key) ?? { route, records: [] };
    page.records.push(record);
    pages.set(key, page);
  }
  return pages;
}

/**
 * A join that is also a word of the index (`+tailwindcss` and `tailwindcss`) becomes part of the
 * word: a query finds both with the word's own lookup. The other joins stay apart (see `JOIN`).
 */
function foldJoins(postings: Map<string, string>): void {
  for (const [term, list] of postings) {
    const word = postings.get(term.slice(JOIN.length));
    if (!term.startsWith(JOIN) || word === undefined) continue;
    const bySection = new Map<number, Posting>(decodePostings(word).map((p) => [p.section, p]));
    for (const p of decodePostings(list)) {
      const own = bySection.get(p.section);
      if (!own) bySection.set(p.section, p);
      else {
        own.tf += p.tf;
        if (p.field > own.field) own.field = p.field;
      }
    }
    postings.set(
      term.slice(JOIN.length),
      encodePostings([...bySection.values()].sort((a, b) => a.section - b.section)),
    );
    postings.delete(term);
  }
}

/** Sorted terms cut into shards of about `SHARD_TARGET` bytes. */
function shardsOf(postings: Map<string, string>): { first: string; json: string }[] {
  const shards: { first: string; json: string }[] = [];
  let current: Shard = {};
  let first = '';
  let size = 0;
  const flush = () => {
    if (size) shards.push({ first, json: JSON.stringify(current) });
    current = {};
    size = 0;
  };
  for (const term of [...postings.keys()].sort()) {
    const encoded = postings.get(term) ?? '';
    if (encoded.length >= SHARD_TARGET) flush();
    if (!size) first = term;
    current[term] = encoded;
    size += term.length + 6 + encoded.length;
    if (size >= SHARD_TARGET) flush();
  }
  flush();
  return shards;
}

/**
 * One language's index files, by path under the output folder (see `Manifest`). `all` holds
 * every language's records: the other languages' pages give the cross-language terms. Each page's
 * part comes from `cache` when its inputs are unchanged; the files are the same either way.
 */
export function languageFiles(
  lang: string,
  all: ReadonlyMap<string, readonly SearchRecord[]>,
  version = '',
  cache = new IndexCache(),
): Map<string, string> {
  const pages = pagesOf(all.get(lang) ?? [], lang);
  const others = [...all].filter(([other]) => other !== lang).map(([other, records]) => pagesOf(records, other));
  const entries = [...pages].map(([key, page]) =>
    cache.entry(
      page,
      lang,
      others.flatMap((o) => o.get(key) ?? []).map((twin) => namesOf(twin.records)),
    ),
  );
  return indexFiles(lang, version, entries, cache);
}

/**
 * One language's index files from its pages' entries, in page order (`IndexCache.entry`, or
 * `stored` for a page whose last build's file is kept: its page file is then not among them).
 */
export function indexFiles(
  lang: string,
  version: string,
  entries: readonly PageEntry[],
  cache: IndexCache,
): Map<string, string> {
  const dir = indexDir(lang, version);
  const files = new Map<string, string>();
  const manifest: Manifest = { v: INDEX_VERSION, lang, sections: [], shards: [], folders: [] };
  const pageHashes: string[] = [];
  for (const entry of entries) {
    if (entry.file !== undefined) files.set(dir + pageFile(pageHashes.length, entry.hash), entry.file);
    pageHashes.push(entry.hash);
    manifest.sections.push(entry.sections);
  }
  for (let n = 0; n * PAGES_PER_FOLDER < pageHashes.length; n++) {
    const json = JSON.stringify(pageHashes.slice(n * PAGES_PER_FOLDER, (n + 1) * PAGES_PER_FOLDER));
    const hash = hashOf(json);
    files.set(dir + folderFile(n, hash), json);
    manifest.folders.push(hash);
  }
  const merged = mergePostings(entries, cache.merged(dir), (key) => cache.termsOf(key));
  cache.setMerged(dir, merged);
  // Folded in a copy: the merged postings are what the next build patches.
  const postings = new Map(merged.postings);
  foldJoins(postings);
  for (const { first, json } of shardsOf(postings)) {
    const hash = hashOf(json);
    files.set(dir + shardFile(hash), json);
    manifest.shards.push([first, hash]);
  }
  files.set(dir + MANIFEST, JSON.stringify(manifest));
  return files;
}

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
import { type MergedPostings, mergePostings } from './merge';
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

/** Sorted terms cut into shards of about `SHARD_TARGET` bytes: each shard's range of `terms`. */
function shardRanges(terms: readonly string[], postings: ReadonlyMap<string, string>): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  let size = 0;
  for (const [i, term] of terms.entries()) {
    const length = postings.get(term)?.length ?? 0;
    if (length >= SHARD_TARGET && size) {
      ranges.push([start, i]);
      size = 0;
    }
    if (!size) start = i;
    size += term.length + 6 + length;
    if (size >= SHARD_TARGET) {
      ranges.push([start, i + 1]);
      size = 0;
    }
  }
  if (size) ranges.push([start, terms.length]);
  return ranges;
}

/** A file's content, or how to make it when the last build's file cannot be kept. */
export type IndexFile = string | (() => string);

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
  const files = indexFiles(lang, version, entries, cache);
  return new Map([...files].map(([file, content]) => [file, typeof content === 'string' ? content : content()]));
}

/**
 * One language's index files from its pages' entries, in page order (`IndexCache.entry`, or
 * `stored` for a page whose last build's file is kept: its page file is then not among them).
 * A term shard none of whose terms changed since the last build (a patched merge, see merge.ts)
 * comes as a function: the caller keeps the last build's file, or makes it when it cannot.
 */
export function indexFiles(
  lang: string,
  version: string,
  entries: readonly PageEntry[],
  cache: IndexCache,
): Map<string, IndexFile> {
  const dir = indexDir(lang, version);
  const files = new Map<string, IndexFile>();
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
  const previous = cache.merged(dir);
  const { merged, changed } = mergePostings(entries, previous, (key) => cache.termsOf(key));
  // Folded in a copy: the merged postings are what the next build patches.
  const postings = new Map(merged.postings);
  foldJoins(postings);
  const terms = [...postings.keys()].sort();
  // The terms whose folded postings may have changed: a join's list is folded into its word's.
  const touched =
    changed && [...changed].flatMap((t) => (t.startsWith(JOIN) ? [t, t.slice(JOIN.length)] : [t, JOIN + t])).sort();
  const before = new Map(previous?.shards?.map((shard) => [shard[0], shard]));
  const shards: NonNullable<MergedPostings['shards']> = [];
  let next = 0;
  for (const [start, end] of shardRanges(terms, postings)) {
    const first = terms[start] as string;
    const last = terms[end - 1] as string;
    const json = () => {
      const shard: Shard = {};
      for (const term of terms.slice(start, end)) shard[term] = postings.get(term) ?? '';
      return JSON.stringify(shard);
    };
    while (touched && next < touched.length && (touched[next] as string) < first) next++;
    // The same terms as a shard of the last build, none of them touched (nor any added or removed
    // between its first and last): the same file.
    const old = before.get(first);
    const same = touched && !((touched[next] ?? '\uffff') <= last) && old?.[1] === last && old[2] === end - start;
    if (same && old) {
      files.set(dir + shardFile(old[3]), json);
      shards.push(old);
    } else {
      const content = json();
      const hash = hashOf(content);
      files.set(dir + shardFile(hash), content);
      shards.push([first, last, end - start, hash]);
    }
    manifest.shards.push([first, shards[shards.length - 1]?.[3] as string]);
  }
  cache.setMerged(dir, { ...merged, shards });
  files.set(dir + MANIFEST, JSON.stringify(manifest));
  return files;
}

import type { Hierarchy, HitType, SearchRecord } from './types';

/**
 * The on-disk index of one language (issue 16): every word of every section, split so a query
 * fetches only what it needs.
 * - `manifest.json` (small, the only file with a fixed name): how sections belong to pages, which
 *   shard holds which range of terms, and the hash of each page folder.
 * - term shards `t.<hash>.json`: the postings of a sorted range of terms.
 * - page folders `d<n>.<hash>.json`: the hashes of `PAGES_PER_FOLDER` pages' files. A page hash
 *   per page in the manifest would be its largest part (7 random characters each: 20 KB gzip at
 *   4,000 pages); a hit fetches its page's folder instead, a few hundred bytes.
 * - page files `p<page>.<hash>.json`: a page's sections with their full text, fetched for the hits
 *   shown. Hashed names never change content, so they are cacheable for ever.
 */
export const INDEX_VERSION = 4;
export const PAGES_PER_FOLDER = 32;

/**
 * Where a term of a section sits: the page title (and its aliases), a heading, the page's lead
 * sentence (its description), the body. Stronger fields have higher numbers.
 */
export const FIELD = { body: 0, lead: 1, heading: 2, title: 3 } as const;
export type Field = (typeof FIELD)[keyof typeof FIELD];
/** A posting packs the section delta, the field and the term frequency (1 to 3) into one number. */
const CODES = 12;
/**
 * Postings are written as base-64 variable-length numbers (5 bits a character and a continuation
 * bit, as in source maps): a frequent term's list is 18% smaller gzipped than as a JSON array.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE_OF[DIGITS.charCodeAt(i)] = i;

export interface Manifest {
  v: typeof INDEX_VERSION;
  lang: string;
  /** Sections per page, in page order: a section's number says its page. */
  sections: number[];
  /** The first term of each shard, sorted, and the shard's hash. */
  shards: [string, string][];
  /** Each page folder's hash: folder `n` holds pages `n * PAGES_PER_FOLDER` onwards. */
  folders: string[];
}

/** Term → postings, each `sectionDelta * 12 + field * 3 + tf - 1`, encoded by `encodePostings`. */
export type Shard = Record<string, string>;
/** The hashes of a page folder's page files, in page order. */
export type PageFolder = string[];

/** `[routePath, title, lvl0, sections: [anchor, depth (1 = intro), headings h2.., text][]]`. */
export type PageFile = [string, string, string, [string, number, (string | null)[], string][]];

export interface Posting {
  section: number;
  field: Field;
  tf: number;
}

function encodeValue(value: number): string {
  let out = '';
  let rest = value;
  do {
    const digit = rest & 31;
    rest = Math.floor(rest / 32);
    out += DIGITS[rest ? digit | 32 : digit];
  } while (rest);
  return out;
}

export function encodePostings(postings: readonly Posting[]): string {
  let last = 0;
  let out = '';
  for (const { section, field, tf } of postings) {
    out += encodeValue((section - last) * CODES + field * 3 + Math.min(tf, 3) - 1);
    last = section;
  }
  return out;
}

/**
 * Encoded postings with every section `by` further on: only the first delta changes, so a page's
 * postings (counted from its first section) join a term's list as they are.
 */
export function shiftPostings(encoded: string, by: number): string {
  if (!by) return encoded;
  let value = 0;
  let scale = 1;
  let end = 0;
  for (; end < encoded.length; end++) {
    const digit = VALUE_OF[encoded.charCodeAt(end)] ?? 0;
    value += (digit & 31) * scale;
    scale *= 32;
    if (!(digit & 32)) break;
  }
  return encodeValue(value + by * CODES) + encoded.slice(end + 1);
}

/** Calls `visit` with each value of encoded postings and the offset just past it, until it returns true. */
function forEachValue(encoded: string, visit: (value: number, end: number) => boolean): void {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < encoded.length; i++) {
    const digit = VALUE_OF[encoded.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error(`Not a postings list: "${encoded.slice(0, 20)}"`);
    value += (digit & 31) * scale;
    if (digit & 32) {
      scale *= 32;
      continue;
    }
    if (visit(value, i + 1)) return;
    value = 0;
    scale = 1;
  }
}

/**
 * Encoded postings cut around the sections `from` (inclusive) to `to` (exclusive), reading only
 * as far as `to`: the postings before (`head`, and its last section, 0 if none) and after (`tail`,
 * its first delta still counted from `tailPrev`, the section before it), for a page's part to be
 * replaced with no other posting decoded (issue 17: an edited page).
 */
export function cutPostings(
  encoded: string,
  from: number,
  to: number,
): { head: string; headLast: number; tail: string; tailPrev: number } {
  let section = 0;
  let start = 0;
  let headEnd = 0;
  let headLast = 0;
  let tailStart = encoded.length;
  let tailPrev = 0;
  forEachValue(encoded, (value, end) => {
    const next = section + Math.floor(value / CODES);
    if (next >= to) {
      tailStart = start;
      tailPrev = section;
      return true;
    }
    if (next < from) {
      headEnd = end;
      headLast = next;
    }
    section = next;
    start = end;
    return false;
  });
  return { head: encoded.slice(0, headEnd), headLast, tail: encoded.slice(tailStart), tailPrev };
}

export function decodePostings(encoded: string): Posting[] {
  const postings: Posting[] = [];
  let section = 0;
  forEachValue(encoded, (value) => {
    section += Math.floor(value / CODES);
    const code = value % CODES;
    postings.push({ section, field: Math.floor(code / 3) as Field, tf: (code % 3) + 1 });
    return false;
  });
  return postings;
}

/** Files of an index: by language now, by version and language once sites have versions (issue 19). */
export function indexDir(lang: string, version = ''): string {
  return version ? `search-index/${version}/${lang}/` : `search-index/${lang}/`;
}
export const MANIFEST = 'manifest.json';
export const shardFile = (hash: string) => `t.${hash}.json`;
export const pageFile = (page: number, hash: string) => `p${page}.${hash}.json`;
export const folderFile = (folder: number, hash: string) => `d${folder}.${hash}.json`;

export function isManifest(data: unknown): data is Manifest {
  const m = data as Partial<Manifest> | null;
  return (
    !!m && m.v === INDEX_VERSION && Array.isArray(m.sections) && Array.isArray(m.shards) && Array.isArray(m.folders)
  );
}

/** Fetches one file of an index folder as parsed JSON. */
export type Loader = (file: string) => Promise<unknown>;

/** Every record of an index, in page order, read through `load` (for export and tests). */
export async function readRecords(load: Loader): Promise<SearchRecord[]> {
  const manifest = await load(MANIFEST);
  if (!isManifest(manifest)) throw new Error(`${MANIFEST} is not a search index of this version.`);
  const folders = await Promise.all(
    manifest.folders.map(async (hash, n) => (await load(folderFile(n, hash))) as PageFolder),
  );
  const pages = await Promise.all(
    folders.flat().map(async (hash, page) => (await load(pageFile(page, hash))) as PageFile),
  );
  return pages.flatMap((page) => decodePage(page, manifest.lang));
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** The heading levels of a record below the title (`[lvl2, …]` up to its own) and its depth. */
export function headingsOf(record: SearchRecord): { depth: number; headings: (string | null)[] } {
  const headings: (string | null)[] = [];
  let depth = 1;
  for (let level = 2; level <= 6; level++) {
    const value = record.hierarchy[LEVELS[level] as keyof Hierarchy];
    if (value) depth = level;
    headings.push(value);
  }
  return { depth, headings: headings.slice(0, Math.max(0, depth - 1)) };
}

/** A page's records, DocSearch-shaped again, from its page file. */
export function decodePage(file: PageFile, lang: string): SearchRecord[] {
  const [route, title, lvl0, sections] = file;
  return sections.map(([anchor, depth, headings, content]) => {
    const hierarchy = emptyHierarchy();
    hierarchy.lvl0 = lvl0 || null;
    hierarchy.lvl1 = title || null;
    headings.forEach((heading, i) => {
      hierarchy[LEVELS[i + 2] as keyof Hierarchy] = heading ?? null;
    });
    const url = anchor ? `${route}#${anchor}` : route;
    return { objectID: url, url, type: `lvl${depth}` as HitType, hierarchy, content: content || null, lang };
  });
}

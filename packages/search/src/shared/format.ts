import type { Hierarchy, HitType, SearchRecord } from './types';

/**
 * The on-disk index of one language, kept small (issue 4: under 100 KB gzip per language): page
 * fields once per page, each record as a row pointing at its page. `decodeIndex` turns it back
 * into DocSearch-shaped records.
 */
export interface EncodedIndex {
  v: 1;
  lang: string;
  /** `[routePath, title, lvl0]` per page. */
  pages: [string, string, string][];
  /** `[page, anchor, depth (1 = the page's intro), headings h2.., content]` per record. */
  records: [number, string, number, (string | null)[], string][];
}

export const INDEX_VERSION = 1;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Packs one language's records (all from `lang`) into the compact shape. */
export function encodeIndex(lang: string, records: readonly SearchRecord[]): EncodedIndex {
  const pages: EncodedIndex['pages'] = [];
  const pageIndex = new Map<string, number>();
  const rows: EncodedIndex['records'] = [];
  for (const record of records) {
    const [route = '', anchor = ''] = record.url.split('#');
    let page = pageIndex.get(route);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(route, page);
      pages.push([route, record.hierarchy.lvl1 ?? '', record.hierarchy.lvl0 ?? '']);
    }
    const headings: (string | null)[] = [];
    let depth = 1;
    for (let level = 2; level <= 6; level++) {
      const value = record.hierarchy[LEVELS[level] as keyof Hierarchy];
      if (value) depth = level;
      headings.push(value);
    }
    rows.push([page, anchor, depth, headings.slice(0, Math.max(0, depth - 1)), record.content ?? '']);
  }
  return { v: INDEX_VERSION, lang, pages, records: rows };
}

/** Unpacks an index; throws on anything that is not an index of this version. */
export function decodeIndex(data: unknown): SearchRecord[] {
  const index = data as Partial<EncodedIndex> | null;
  if (!index || index.v !== INDEX_VERSION || !Array.isArray(index.pages) || !Array.isArray(index.records)) {
    throw new Error('Not a search index of this version');
  }
  const lang = String(index.lang ?? '');
  return index.records.map(([page, anchor, depth, headings, content]) => {
    const [route, title, lvl0] = index.pages?.[page] ?? ['', '', ''];
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

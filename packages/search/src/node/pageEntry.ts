import { createHash } from 'node:crypto';
import { encodePostings, FIELD, headingsOf, INDEX_VERSION, type PageFile, type Posting } from '../shared/format';
import { tokenize } from '../shared/tokenize';
import type { SearchRecord } from '../shared/types';
import { synonymsOf } from './glossary';
import { hashOf } from './hash';
import type { MergedPostings } from './merge';
import { addTerms, aliasesOf, type SectionTerms } from './terms';

export interface IndexedPage {
  route: string;
  records: SearchRecord[];
}

/**
 * What a page's translation (its twin) gives the page's terms: the title (lvl1) and the lvl2
 * heading of each of its records. All of a twin an incremental build has to keep.
 */
export type Names = [lvl1: string | null, lvl2: string | null][];

export const namesOf = (records: readonly SearchRecord[]): Names =>
  records.map((r) => [r.hierarchy.lvl1, r.hierarchy.lvl2]);

/**
 * Each term of a page with its postings, sections counted from the page's first, and its last
 * section, one `term\tpostings\tlast` line each (a term never holds white space, see tokenize).
 * One string per page rather than an array of triples: the index keeps every page's terms until
 * the build ends, and a string holds them in a fraction of the memory (issue 17: 10,000 pages).
 */
export type PageTerms = string;

/** Calls `visit` with each term of `terms`, its postings and its last section. */
export function forEachTerm(terms: PageTerms, visit: (term: string, postings: string, last: number) => void): void {
  for (let at = 0; at < terms.length; ) {
    const tab = terms.indexOf('\t', at);
    const tab2 = terms.indexOf('\t', tab + 1);
    const end = terms.indexOf('\n', tab2 + 1);
    const next = end < 0 ? terms.length : end;
    visit(terms.slice(at, tab), terms.slice(tab + 1, tab2), Number(terms.slice(tab2 + 1, next)));
    at = next + 1;
  }
}

/** What the index keeps of one page, everything a language's files need from it. */
export interface PageEntry {
  /** The hash of its inputs: the page's records and its translations' names. */
  key: string;
  /** The page file (`PageFile` as JSON), none when the last build's is kept (`IndexCache.stored`), and its hash. */
  file?: string;
  hash: string;
  sections: number;
  terms: PageTerms;
}

/**
 * The terms of every page of a build, by the hash of their inputs (the page's records and its
 * translations' names): those of the previous build (read by the caller, e.g. from the build
 * cache) are reused, so a build after one edited page tokenizes one page. `entries()` gives the
 * ones this build used. Terms are most of the work; a page file is only its records as JSON.
 * Each language's merged postings (`merged`, by index folder) are kept too: the next build patches
 * them where only a few pages changed (see merge.ts).
 */
export class IndexCache {
  /** The keys of the pages this build used, and the terms it made. */
  private readonly used = new Set<string>();
  private readonly made = new Map<string, PageTerms>();
  private readonly mergedNow = new Map<string, MergedPostings>();

  constructor(
    /** The previous build's terms by key: a lookup, so that a caller can read each one only when asked for. */
    private readonly previous: Pick<ReadonlyMap<string, PageTerms>, 'get' | 'has'> = new Map(),
    private readonly mergedBefore: ReadonlyMap<string, MergedPostings> = new Map(),
  ) {}

  /** Each page's file and key, made once: `unknown` and `entry` both need them. */
  private readonly pageKeys = new WeakMap<IndexedPage, { file: string; key: string }>();

  private keyOf(page: IndexedPage, lang: string, twins: readonly Names[]): { file: string; key: string } {
    let known = this.pageKeys.get(page);
    if (!known) {
      const file = pageFileOf(page);
      // The inputs of `pageTerms`: the page, and its twins' title and headings.
      const key = createHash('sha1')
        .update(JSON.stringify([INDEX_VERSION, lang, page.route, twins]))
        .update(file)
        .digest('base64url');
      known = { file, key };
      this.pageKeys.set(page, known);
    }
    return known;
  }

  /**
   * Whether `entry` would have to make the page's terms (neither this build nor the last one made
   * them): a caller with many such pages makes them elsewhere (`pageTerms`, on another thread)
   * and gives them with `provide` first. The same `page` object must then be given to `entry`.
   */
  unknown(page: IndexedPage, lang: string, twins: readonly Names[]): boolean {
    return !this.knows(this.keyOf(page, lang, twins).key);
  }

  /** Whether this build or the last one made the terms of the entry `key`. */
  private knows(key: string): boolean {
    return this.made.has(key) || this.previous.has(key);
  }

  /** The terms of a page `unknown` named, made by `pageTerms` with the same arguments. */
  provide(page: IndexedPage, lang: string, twins: readonly Names[], terms: PageTerms): void {
    this.made.set(this.keyOf(page, lang, twins).key, terms);
  }

  entry(page: IndexedPage, lang: string, twins: readonly Names[]): PageEntry {
    const { file, key } = this.keyOf(page, lang, twins);
    let terms = this.made.get(key) ?? this.previous.get(key);
    if (terms === undefined) {
      terms = pageTerms(page, lang, twins);
      this.made.set(key, terms);
    }
    this.used.add(key);
    return { key, file, hash: hashOf(file), sections: page.records.length, terms };
  }

  /**
   * The entry a previous build made of a page whose inputs are unchanged (its `key`, page file
   * hash and number of sections, kept by the caller), when its terms are still known: an
   * incremental build then needs neither the page's records nor its page file's text, and reads
   * its terms only if the merge asks for them (a full merge).
   */
  stored(key: string, hash: string, sections: number): PageEntry | undefined {
    if (!this.knows(key)) return undefined;
    this.used.add(key);
    const termsOf = () => this.termsOf(key) ?? '';
    return {
      key,
      hash,
      sections,
      get terms() {
        return termsOf();
      },
    };
  }

  /** The keys of the pages this build used. */
  keys(): string[] {
    return [...this.used];
  }

  entries(): [string, PageTerms][] {
    return this.keys().map((key) => [key, this.termsOf(key) ?? '']);
  }

  /** A page's terms by entry key, this build's or the previous one's. */
  termsOf(key: string): PageTerms | undefined {
    return this.made.get(key) ?? this.previous.get(key);
  }

  /** The merged postings of the index folder `dir`: this build's once made, else the previous build's. */
  merged(dir: string): MergedPostings | undefined {
    return this.mergedNow.get(dir) ?? this.mergedBefore.get(dir);
  }

  setMerged(dir: string, merged: MergedPostings): void {
    this.mergedNow.set(dir, merged);
  }

  /** The merged postings this build made, by index folder. */
  mergedEntries(): [string, MergedPostings][] {
    return [...this.mergedNow];
  }
}

export const localePrefix = (route: string, lang: string) =>
  route === `/${lang}` || route.startsWith(`/${lang}/`) ? `/${lang}` : '';

/** The first sentence of a text (at most 300 characters). */
function leadOf(text: string): string {
  const end = text.slice(0, 300).search(/[.!?。！？](\s|$)/);
  return end < 0 ? text.slice(0, 300) : text.slice(0, end);
}

/**
 * The terms of each section of a page. The page's own names (title, route segments, title
 * initials) and the title and headings of its translations are terms of its first section: a
 * Chinese query reaches an English page through its Chinese twin's title, and the reverse.
 */
function sectionTerms(page: IndexedPage, lang: string, twins: readonly Names[]): SectionTerms[] {
  return page.records.map((record, i) => {
    const terms: SectionTerms = new Map();
    addTerms(terms, record.content ?? '', FIELD.body);
    const { headings } = headingsOf(record);
    addTerms(terms, headings[headings.length - 1] ?? '', FIELD.heading);
    if (i === 0) {
      // The lead sentence (the page's description, which `buildRecords` puts first) says what the
      // page is for in the words readers search with: it weighs more than the rest of the body.
      const lead = leadOf(record.content ?? '');
      addTerms(terms, lead, FIELD.lead);
      addTerms(terms, synonymsOf(lead, tokenize(lead)), FIELD.lead);
      const title = record.hierarchy.lvl1 ?? '';
      const names = [title, aliasesOf(page.route, title, localePrefix(page.route, lang))];
      for (const twin of twins) {
        const twinTitle = twin[0]?.[0] ?? '';
        names.push(twinTitle, aliasesOf('', twinTitle, ''));
        for (const [, lvl2] of twin) addTerms(terms, lvl2 ?? '', FIELD.heading);
      }
      const text = names.join(' ');
      addTerms(terms, text, FIELD.title);
      addTerms(terms, synonymsOf(text, tokenize(text)), FIELD.title);
    }
    return terms;
  });
}

/** A page's terms (see `PageTerms`): the costly part of indexing, and a function of its arguments only. */
export function pageTerms(page: IndexedPage, lang: string, twins: readonly Names[]): PageTerms {
  const postings = new Map<string, Posting[]>();
  sectionTerms(page, lang, twins).forEach((terms, section) => {
    for (const [term, { field, tf }] of terms) {
      const list = postings.get(term);
      if (list) list.push({ section, field, tf });
      else postings.set(term, [{ section, field, tf }]);
    }
  });
  return [...postings]
    .map(([term, list]) => `${term}\t${encodePostings(list)}\t${list[list.length - 1]?.section ?? 0}`)
    .join('\n');
}

/** The page file of a page (see `PageFile`), as JSON. */
function pageFileOf(page: IndexedPage): string {
  const first = page.records[0] as SearchRecord;
  const file: PageFile = [
    page.route,
    first.hierarchy.lvl1 ?? '',
    first.hierarchy.lvl0 ?? '',
    page.records.map((r) => {
      const { depth, headings } = headingsOf(r);
      return [r.url.split('#')[1] ?? '', depth, headings, r.content ?? ''];
    }),
  ];
  return JSON.stringify(file);
}

import { FIELD } from '../shared/format';
import { queryTerms, STOP_WORDS, tokenize } from '../shared/tokenize';
import type { Hierarchy, SearchEngine, SearchHit, SearchOptions, SearchRecord, SearchResponse } from '../shared/types';
import { highlight, snippet } from './highlight';
import { type RankedPage, type RankedSection, rank } from './rank';
import { IndexReader, type Loader } from './reader';

/** A page fills at most this many of the hits, so other pages still show. */
const MAX_HITS_PER_PAGE = 6;

/**
 * The local search of one language (issue 16): reads the sharded index through `load`, fetching
 * the manifest once, then per query only the shards of its terms and the page files of the hits
 * shown. Every word of every page is indexed.
 */
export class LocalIndex {
  readonly reader: IndexReader;

  constructor(load: Loader) {
    this.reader = new IndexReader(load);
  }

  private async ranked(query: string, looseness = 0): Promise<{ terms: string[]; pages: RankedPage[] }> {
    const terms = queryTerms(query);
    if (!terms.length) return { terms, pages: [] };
    // Only the last word may still be being typed: the words before it are looked up as they are.
    const typing = new Set(tokenize(query.trim().split(/\s+/).pop() ?? ''));
    const phrases = phrasesOf(query);
    const [{ pageOf }, matches, phraseMatches] = await Promise.all([
      this.reader.index(),
      Promise.all(terms.map((term) => this.reader.lookup(term, { typing: typing.has(term), looseness }))),
      Promise.all(phrases.map((join) => this.reader.joined(join))),
    ]);
    return {
      terms,
      pages: rank(
        [
          ...terms.map((term, i) => ({ term, matches: matches[i] ?? [] })),
          ...phrases.map((term, i) => ({ term, matches: phraseMatches[i] ?? [], phrase: true })),
        ],
        pageOf,
      ),
    };
  }

  /** Ranked hits, grouped by page: the best pages first, each with its best sections. */
  async search(query: string, options: SearchOptions): Promise<SearchResponse> {
    const { terms, pages } = await this.ranked(query);
    const chosen: { page: number; section: RankedSection }[] = [];
    for (const page of pages) {
      for (const section of page.sections().slice(0, MAX_HITS_PER_PAGE)) {
        if (chosen.length >= options.hitsPerPage) break;
        chosen.push({ page: page.page, section });
      }
      if (chosen.length >= options.hitsPerPage) break;
    }
    const { manifest } = await this.reader.index();
    const starts = sectionStarts(manifest.sections);
    const records = new Map(
      await Promise.all(
        [...new Set(chosen.map((c) => c.page))].map(async (p) => [p, await this.reader.page(p)] as const),
      ),
    );
    options.signal?.throwIfAborted();
    const hits = chosen.map(({ page, section }, i) => {
      const record = records.get(page)?.[section.section - (starts[page] ?? 0)] as SearchRecord;
      return toHit(record, section, terms, options.snippetWords, i);
    });
    const nbHits = pages.reduce((n, p) => n + p.matched, 0);
    return { hits, nbHits };
  }

  /** Queries close to one that found nothing: titles of the pages a looser search finds. */
  async suggest(query: string): Promise<string[]> {
    const { pages } = await this.ranked(query, 1);
    const titles: string[] = [];
    for (const { page } of pages.slice(0, 6)) {
      const title = (await this.reader.page(page))[0]?.hierarchy.lvl1;
      if (title && !titles.includes(title) && title.toLowerCase() !== query.toLowerCase()) titles.push(title);
      if (titles.length === 3) break;
    }
    return titles;
  }
}

/**
 * Two Latin words typed one after the other, joined: the index holds that join where the text has
 * the two words in a row (`tokenize`'s `joinPairs`), so "rsbuild preview" prefers the section that
 * says `rsbuild preview` over one that has both words apart. A word still being typed simply
 * finds no join.
 */
function phrasesOf(query: string): string[] {
  const words = query.slice(0, 256).toLowerCase().trim().split(/\s+/);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1] ?? '', words[i] ?? ''];
    if (/^[a-z]+$/.test(a) && /^[a-z\d]+$/.test(b) && !STOP_WORDS.has(a) && !STOP_WORDS.has(b)) out.push(a + b);
  }
  return out;
}

function sectionStarts(counts: readonly number[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const count of counts) {
    starts.push(at);
    at += count;
  }
  return starts;
}

function toHit(
  record: SearchRecord,
  section: RankedSection,
  queryWords: readonly string[],
  snippetWords: number,
  position: number,
): SearchHit {
  const terms = [...new Set([...section.terms, ...queryWords])].sort((a, b) => b.length - a.length);
  const hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof highlight>>> = {};
  for (const [level, value] of Object.entries(record.hierarchy)) {
    if (value) hierarchy[level as keyof Hierarchy] = highlight(value, terms);
  }
  const content = record.content ?? '';
  return {
    ...record,
    type: section.field <= FIELD.lead ? 'content' : record.type,
    _highlightResult: { hierarchy, content: highlight(content, terms) },
    _snippetResult: { content: snippet(content, terms, snippetWords) },
    __position: position + 1,
  };
}

/** Fetches the files of an index folder (`…/search-index/<lang>/`) as JSON. */
export function fetchLoader(dirUrl: string): Loader {
  return async (file) => {
    const res = await fetch(dirUrl + file);
    if (!res.ok) throw new Error(`Search index ${dirUrl + file}: HTTP ${res.status}`);
    return res.json();
  };
}

const indexes = new Map<string, LocalIndex>();

/** The offline engine: no network but the index files, fetched when first needed. */
export function createLocalEngine(dirUrl: string): SearchEngine & { preload(): Promise<unknown> } {
  let index = indexes.get(dirUrl);
  if (!index) {
    index = new LocalIndex(fetchLoader(dirUrl));
    indexes.set(dirUrl, index);
  }
  const local = index;
  return {
    preload: () => local.reader.index().catch(() => undefined),
    search: (query, options) => local.search(query, options),
    suggest: (query) => local.suggest(query),
  };
}

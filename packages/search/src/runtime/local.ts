import MiniSearch, { type SearchResult } from 'minisearch';
import { decodeIndex } from '../shared/format';
import { isCjk, queryTerms, STOP_WORDS, tokenize } from '../shared/tokenize';
import type { Hierarchy, SearchEngine, SearchHit, SearchOptions, SearchRecord, SearchResponse } from '../shared/types';
import { highlight, snippet } from './highlight';

/** Field weights (issue 4: title and heading boosts). */
const BOOST = { title: 5, headings: 2.5, content: 1, group: 0.5 };
/** A page fills at most this many of the hits, so other pages still show. */
const MAX_HITS_PER_PAGE = 6;

interface Doc {
  id: number;
  title: string;
  headings: string;
  content: string;
  group: string;
}

function headingText(h: Hierarchy): string {
  return [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' ');
}

const pageOf = (url: string) => url.split('#')[0] ?? url;

/** The browser-side index of one language: MiniSearch over the build's records. */
export class LocalIndex {
  readonly records: SearchRecord[];
  private readonly mini: MiniSearch<Doc>;
  /** Every indexed term, so a Chinese two-character run that no page has leaves the query. */
  private readonly vocabulary = new Set<string>();

  constructor(records: SearchRecord[]) {
    this.records = records;
    this.mini = new MiniSearch<Doc>({
      fields: ['title', 'headings', 'content', 'group'],
      tokenize: (text) => {
        const terms = tokenize(text, true);
        for (const term of terms) this.vocabulary.add(term);
        return terms;
      },
      processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
      searchOptions: {
        // Queries arrive as terms already (see `terms`), joined by spaces.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boost: BOOST,
        prefix: (term) => !isCjk(term) && term.length >= 2,
        fuzzy: (term) => (!isCjk(term) && term.length >= 4 ? 0.2 : false),
        maxFuzzy: 2,
        weights: { fuzzy: 0.3, prefix: 0.4 },
      },
    });
    this.mini.addAll(
      records.map((r, id) => ({
        id,
        title: r.hierarchy.lvl1 ?? '',
        headings: headingText(r.hierarchy),
        content: r.content ?? '',
        group: r.hierarchy.lvl0 ?? '',
      })),
    );
  }

  /** Ranked hits: records matching more of the query first, grouped by page. */
  search(query: string, options: SearchOptions): SearchResponse {
    const terms = this.terms(query);
    if (!terms.length) return { hits: [], nbHits: 0 };
    const results = this.mini.search(terms.join(' '), {
      boostDocument: (id) => (this.records[id as number]?.type === 'lvl1' ? 2 : 1),
    });
    const scored = results.map((r) => ({ r, score: r.score * coverage(r, terms) ** 2 }));
    // Group by page: a page ranks by its best section plus a little for each other matching one.
    const pages = new Map<string, { best: number; sum: number; items: typeof scored }>();
    for (const item of scored) {
      const key = pageOf(this.records[item.r.id as number]?.url ?? '');
      const page = pages.get(key) ?? { best: 0, sum: 0, items: [] };
      page.best = Math.max(page.best, item.score);
      page.sum += item.score;
      page.items.push(item);
      pages.set(key, page);
    }
    const ranked = [...pages.values()].sort((a, b) => b.best + 0.1 * b.sum - (a.best + 0.1 * a.sum));
    const hits: SearchHit[] = [];
    for (const page of ranked) {
      page.items.sort((a, b) => b.score - a.score);
      for (const item of page.items.slice(0, MAX_HITS_PER_PAGE)) {
        if (hits.length >= options.hitsPerPage) break;
        hits.push(this.toHit(item.r, terms, options.snippetWords, hits.length));
      }
    }
    return { hits, nbHits: results.length };
  }

  /** The query's terms, less Chinese runs that are in no page (cut across two words). */
  private terms(query: string): string[] {
    const all = queryTerms(query);
    const known = all.filter((t) => !isCjk(t) || this.vocabulary.has(t));
    return known.length ? known : all;
  }

  /** Queries close to one that found nothing: titles of pages matched by a looser search. */
  suggest(query: string): string[] {
    const terms = this.terms(query);
    if (!terms.length) return [];
    const loose = this.mini.search(terms.join(' '), {
      fuzzy: (t) => (isCjk(t) ? false : 0.4),
      maxFuzzy: 3,
      prefix: true,
    });
    const titles: string[] = [];
    for (const r of loose) {
      const title = this.records[r.id as number]?.hierarchy.lvl1;
      if (title && !titles.includes(title) && title.toLowerCase() !== query.toLowerCase()) titles.push(title);
      if (titles.length === 3) break;
    }
    return titles;
  }

  private toHit(result: SearchResult, queryWords: string[], snippetWords: number, position: number): SearchHit {
    const record = this.records[result.id as number] as SearchRecord;
    const terms = [...new Set([...result.terms, ...queryWords])].sort((a, b) => b.length - a.length);
    const inHeading = Object.values(result.match).some(
      (fields) => fields.includes('title') || fields.includes('headings'),
    );
    const hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof highlight>>> = {};
    for (const [level, value] of Object.entries(record.hierarchy)) {
      if (value) hierarchy[level as keyof Hierarchy] = highlight(value, terms);
    }
    const content = record.content ?? '';
    return {
      ...record,
      type: inHeading ? record.type : 'content',
      _highlightResult: { hierarchy, content: highlight(content, terms) },
      _snippetResult: { content: snippet(content, terms, snippetWords) },
      __position: position + 1,
    };
  }
}

/** Share of the query's terms a result matched (a typo or prefix match counts for its term). */
function coverage(result: SearchResult, terms: readonly string[]): number {
  const matched = new Set(result.queryTerms);
  return terms.length ? Math.max(matched.size, 1) / terms.length : 1;
}

const loads = new Map<string, Promise<LocalIndex>>();

/**
 * Fetches and indexes a language's records once per URL; a failed load is forgotten, so the next
 * search tries again (spec 4: the error status is the index failing to load).
 */
export function loadLocalIndex(url: string): Promise<LocalIndex> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`Search index ${url}: HTTP ${res.status}`);
        return res.json();
      })
      .then((data) => new LocalIndex(decodeIndex(data)));
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/** The offline engine: no network but the index file, fetched when first needed. */
export function createLocalEngine(indexUrl: string): SearchEngine & { preload(): Promise<unknown> } {
  return {
    preload: () => loadLocalIndex(indexUrl).catch(() => undefined),
    async search(query, options) {
      const index = await loadLocalIndex(indexUrl);
      options.signal?.throwIfAborted();
      return index.search(query, options);
    },
    async suggest(query) {
      return (await loadLocalIndex(indexUrl)).suggest(query);
    },
  };
}

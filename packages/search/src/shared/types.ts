/** A search record and hit, shaped like Algolia DocSearch's (spec 3, "Search hit"). */
export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SearchRecord {
  objectID: string;
  /** Page route plus anchor, without origin: `/guide/start/#install`. */
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  lang: string;
  /** On a versioned site, the version the page belongs to (a facet for Algolia). */
  version?: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit extends SearchRecord {
  _highlightResult?: {
    hierarchy?: Partial<Record<keyof Hierarchy, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult?: {
    content?: { value: string; matchLevel: 'none' | 'partial' | 'full' };
  };
  __queryID?: string;
  __position?: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  queryID?: string;
}

export interface SearchOptions {
  /** At most this many hits (spec 9: 20). */
  hitsPerPage: number;
  /** Words in a content snippet (spec 9: 10, 5 at widths up to 768 px). */
  snippetWords: number;
  signal?: AbortSignal;
}

/** An engine the modal talks to: local (in the browser) or Algolia. */
export interface SearchEngine {
  search(query: string, options: SearchOptions): Promise<SearchResponse>;
  /** Up to 3 queries to offer when a query found nothing (spec 9, "Suggested queries"). */
  suggest?(query: string): Promise<string[]>;
  /** Analytics, when enabled: a hit was opened / hits were shown. */
  clicked?(hit: SearchHit): void;
  viewed?(hits: readonly SearchHit[]): void;
}

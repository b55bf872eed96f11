/** A search record and hit, shaped like Algolia DocSearch's (spec 3, "Search hit"). */
import type { Hierarchy, SearchRecord } from '@docs-kit/core/shared';

export type { Hierarchy, HitType, SearchRecord } from '@docs-kit/core/shared';

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

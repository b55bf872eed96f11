import { liteClient } from 'algoliasearch/lite';
import type { SearchEngine, SearchHit, SearchResponse } from '../shared/types';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlight';
import { createInsights } from './insights';

/** Spec 9: time-outs of the search client, in ms. */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

/** Spec 7: what a query asks for. */
export const ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

export interface AlgoliaOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Send click and view events through Algolia Insights. */
  insights?: boolean;
  /** Extra parameters merged into each query. */
  searchParameters?: Record<string, unknown>;
  /** Hosts to talk to instead of Algolia's (tests, proxies): `{ url: '127.0.0.1:8080', protocol: 'http' }`. */
  hosts?: { url: string; protocol?: 'http' | 'https'; accept?: 'read' | 'write' | 'readWrite' }[];
}

/** The address to preconnect to (spec 7): the first read host. */
export function algoliaPreconnectUrl(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/** Spec 5: the client needs an application id and an API key, and says which is missing. */
export function validateAlgoliaOptions(options: Partial<AlgoliaOptions>): asserts options is AlgoliaOptions {
  if (!options.appId) throw new Error('appId is missing');
  if (!options.apiKey) throw new Error('apiKey is missing');
  if (!options.indexName) throw new Error('indexName is missing');
}

/**
 * Algolia DocSearch mode: one multi-query request (`POST /1/indexes/*\/queries`) through the
 * official lite client, which brings the hosts (read, write and three shuffled fallbacks), the
 * retries and the 2-minute host status of spec 7 and 9. Its errors pass through as they are: a
 * `RetryError` when every host is unreachable ("your application id may be incorrect"), an
 * `ApiError` with `status` and `message`, a `DeserializationError` for an unparsable body.
 */
export function createAlgoliaEngine(options: AlgoliaOptions, version = ''): SearchEngine {
  validateAlgoliaOptions(options);
  const client = liteClient(options.appId, options.apiKey, {
    timeouts: { ...ALGOLIA_TIMEOUTS },
    ...(options.hosts
      ? {
          hosts: options.hosts.map((h) => ({
            url: h.url,
            protocol: h.protocol ?? 'https',
            accept: h.accept ?? 'readWrite',
          })),
        }
      : {}),
  });
  const insights = options.insights ? createInsights(options) : null;
  return {
    async search(query, { hitsPerPage, snippetWords, signal }): Promise<SearchResponse> {
      const response = await client.search<SearchHit>({
        requests: [
          {
            indexName: options.indexName,
            query,
            attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
            attributesToSnippet: [
              `hierarchy.lvl1:${snippetWords}`,
              `hierarchy.lvl2:${snippetWords}`,
              `hierarchy.lvl3:${snippetWords}`,
              `hierarchy.lvl4:${snippetWords}`,
              `hierarchy.lvl5:${snippetWords}`,
              `hierarchy.lvl6:${snippetWords}`,
              `content:${snippetWords}`,
            ],
            snippetEllipsisText: '…',
            highlightPreTag: HIGHLIGHT_PRE,
            highlightPostTag: HIGHLIGHT_POST,
            hitsPerPage,
            clickAnalytics: Boolean(options.insights),
            // A versioned site's records carry a `version` facet: search the version being read.
            ...(version ? { facetFilters: [`version:${version}`] } : {}),
            ...options.searchParameters,
          },
        ],
      });
      signal?.throwIfAborted();
      const result = response.results[0] as { hits?: SearchHit[]; nbHits?: number; queryID?: string } | undefined;
      const hits = (result?.hits ?? []).map((hit, i) => ({
        ...hit,
        url: stripOrigin(hit.url),
        __queryID: result?.queryID,
        __position: i + 1,
      }));
      return { hits, nbHits: result?.nbHits ?? hits.length, queryID: result?.queryID };
    },
    clicked: insights ? (hit) => insights.clicked(hit) : undefined,
    viewed: insights ? (hits) => insights.viewed(hits) : undefined,
  };
}

/** Spec 2.5: results stay on the site, whatever origin the index was crawled from. */
export function stripOrigin(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '') || '/';
}

import { indexDir } from '../shared/format';
import type { SearchEngine } from '../shared/types';
import { type AlgoliaOptions, createAlgoliaEngine } from './algolia';
import { createLocalEngine } from './local';

export { indexDir } from '../shared/format';
export { queryTerms, tokenize } from '../shared/tokenize';
export type * from '../shared/types';
export {
  ALGOLIA_TIMEOUTS,
  type AlgoliaOptions,
  ATTRIBUTES_TO_RETRIEVE,
  algoliaPreconnectUrl,
  createAlgoliaEngine,
  stripOrigin,
  validateAlgoliaOptions,
} from './algolia';
export { escapeHtml, highlight, parseHighlight, snippet } from './highlight';
export { INSIGHTS_BATCH, INSIGHTS_DEBOUNCE } from './insights';
export { createLocalEngine, fetchLoader, LocalIndex } from './local';
export type { Loader } from './reader';
export { collectSources, type SearchSource, validateSources } from './sources';

/** The search part of the site config (`useSiteData().search`). */
export type SearchConfig =
  | { provider: 'local'; resultsPerGroup?: number }
  | ({ provider: 'algolia'; resultsPerGroup?: number } & AlgoliaOptions);

/**
 * The engine for a site's config and language: the local index of the language under
 * `<base>search-index/<lang>/`, or Algolia.
 */
export function createEngine(
  config: SearchConfig,
  context: { base: string; lang: string; version?: string },
): SearchEngine & { preload?(): Promise<unknown> } {
  if (config.provider === 'algolia') return createAlgoliaEngine(config, context.version);
  const base = context.base.endsWith('/') ? context.base : `${context.base}/`;
  return createLocalEngine(`${base}${indexDir(context.lang, context.version)}`);
}

import type { SearchHit } from '../shared/types';

/** A site's own source of results beside the index (e.g. a changelog), by id. */
export interface SearchSource {
  /** Unique among a site's sources (spec 5). */
  id: string;
  getItems(query: string): Promise<SearchHit[]> | SearchHit[];
}

/** Spec 5: search source ids must be unique. */
export function validateSources(sources: readonly SearchSource[]): void {
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source.id))
      throw new Error(`[search] The search source id "${source.id}" is not unique: give each source its own id.`);
    seen.add(source.id);
  }
}

/**
 * Items of every source for a query. Spec 8: a source that returns something other than an array
 * gets a developer message naming it, and adds nothing.
 */
export async function collectSources(sources: readonly SearchSource[], query: string): Promise<SearchHit[]> {
  validateSources(sources);
  const lists = await Promise.all(
    sources.map(async (source) => {
      const items: unknown = await source.getItems(query);
      if (!Array.isArray(items)) {
        console.error(
          `[search] The \`getItems\` function of the "${source.id}" source must return an array of items, but returned ${items === null ? 'null' : typeof items}.`,
        );
        return [];
      }
      return items as SearchHit[];
    }),
  );
  return lists.flat();
}

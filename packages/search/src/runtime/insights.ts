import type { SearchHit } from '../shared/types';

/** Spec 9: at most 20 object ids an event; viewed items sent 400 ms after the last change. */
export const INSIGHTS_BATCH = 20;
export const INSIGHTS_DEBOUNCE = 400;

type Aa = (method: string, payload?: unknown) => void;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += INSIGHTS_BATCH) out.push(items.slice(i, i + INSIGHTS_BATCH));
  return out;
}

/**
 * Click and view events through the official `search-insights` library, loaded only when a site
 * enables insights; a failure to load it never affects search.
 */
export function createInsights(options: { appId: string; apiKey: string; indexName: string }) {
  let aa: Promise<Aa | null> | undefined;
  const client = () => {
    aa ??= import('search-insights')
      .then((mod) => {
        const fn = (mod.default ?? mod) as unknown as Aa;
        fn('init', { appId: options.appId, apiKey: options.apiKey, useCookie: false });
        return fn;
      })
      .catch(() => null);
    return aa;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: SearchHit[] = [];
  return {
    clicked(hit: SearchHit): void {
      if (!hit.__queryID) return;
      void client().then((fn) =>
        fn?.('clickedObjectIDsAfterSearch', {
          eventName: 'Item Selected',
          index: options.indexName,
          queryID: hit.__queryID,
          objectIDs: [hit.objectID],
          positions: [hit.__position ?? 1],
        }),
      );
    },
    viewed(hits: readonly SearchHit[]): void {
      pending = [...hits];
      clearTimeout(timer);
      timer = setTimeout(() => {
        const ids = [...new Set(pending.map((h) => h.objectID))];
        pending = [];
        void client().then((fn) => {
          for (const objectIDs of batches(ids))
            fn?.('viewedObjectIDs', { eventName: 'Items Viewed', index: options.indexName, objectIDs });
        });
      }, INSIGHTS_DEBOUNCE);
    },
  };
}

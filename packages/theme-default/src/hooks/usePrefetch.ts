import { usePrefetchRoute } from '@docs-kit/core/runtime';
import { useCallback } from 'react';

/**
 * Loads a page's chunk (and its section's route manifest) ahead of a click: spec 4, pages are
 * fetched on hover as well as on click. A failure is ignored here; the click reports it.
 */
export function usePrefetch(): (path: string) => void {
  const prefetch = usePrefetchRoute();
  return useCallback(
    (path: string) => {
      prefetch(path.split(/[?#]/)[0] ?? path).catch(() => undefined);
    },
    [prefetch],
  );
}

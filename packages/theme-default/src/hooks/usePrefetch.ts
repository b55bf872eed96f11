import { matchRoute, useRoutes } from '@docs-kit/core/runtime';
import { useCallback } from 'react';

/** Loads a page's chunk ahead of a click (spec 4: pages are fetched on hover as well as on click). */
export function usePrefetch(): (path: string) => void {
  const routes = useRoutes();
  return useCallback(
    (path: string) => {
      const route = matchRoute(routes, path.split(/[?#]/)[0] ?? path);
      route?.load().catch(() => {
        // The click will load it again and report the failure then.
      });
    },
    [routes],
  );
}

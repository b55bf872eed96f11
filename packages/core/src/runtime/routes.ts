import type { ComponentType } from 'react';
import { routeCandidates } from '../shared/paths';
import type { PageData } from '../shared/types';

/** A compiled page as the browser loads it: its MDX component and its page data. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown>; __code?: string[] }>;
  pageData: PageData;
  /** The sidebar of the page's section, when the build ships it with the page (not in the main bundle). */
  sidebar?: import('../shared/configSchema').SidebarItem[];
  /** The code blocks' highlighted HTML, or where to find it (see code.ts). */
  __code?: import('./code').PageCode;
}

/** One row of the browser's route table (spec 3, "Route entry"): content loads lazily. */
export interface ClientRoute {
  path: string;
  lang: string;
  version: string;
  load: () => Promise<PageModule>;
}

/** Finds the route for a location path: decoded, clean (`.html`, `/index` dropped), base removed. */
export function matchRoute(routes: readonly ClientRoute[], pathname: string, base = '/'): ClientRoute | undefined {
  // routeCandidates decodes (once): decoding here too would turn `%2541` into `A`.
  let path = pathname;
  if (base !== '/' && path.startsWith(base)) path = path.slice(base.length - 1);
  const candidates = routeCandidates(path);
  for (const candidate of candidates) {
    const route = routes.find((r) => r.path === candidate);
    if (route) return route;
  }
  return undefined;
}

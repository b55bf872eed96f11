import type { ComponentType } from 'react';
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

export { matchRoute } from '../shared/paths';

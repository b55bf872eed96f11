import type { Locale, ResolvedConfig, SidebarItem } from '../shared/configSchema';

/** Sidebars as the browser gets them: generated ones (`'auto'`) built, every key prefixed. */
type Sidebars = Record<string, SidebarItem[]>;
/** `Omit` that keeps the named keys of a type with an index signature (the theme's own keys). */
type Without<T, Key extends string> = { [K in keyof T as K extends Key ? never : K]: T[K] };

/** What the browser knows about the site: the config's public parts, resolved per language. */
export interface SiteData {
  title: string;
  description: string;
  icon?: string;
  base: string;
  /** Default language. */
  lang: string;
  /** Every language, the default first. */
  langs: string[];
  locales: { lang: string; label: string; title?: string; description?: string }[];
  logo?: ResolvedConfig['logo'];
  multiVersion: { default: string; versions: string[] };
  themeConfig: Without<ResolvedConfig['themeConfig'], 'sidebar'> & {
    sidebar: Sidebars;
    /** Per-language nav, sidebar, edit link and texts, merged over the defaults. */
    locales: (Without<Locale, 'sidebar'> & { sidebar?: Sidebars })[];
  };
  search: ResolvedConfig['search'] extends infer S ? (S extends { provider: 'algolia' } ? Omit<S, never> : S) : never;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  redirects: ResolvedConfig['redirects'];
  route: { cleanUrls: boolean; exclude: string[] };
}

import type { ResolvedConfig } from '../shared/configSchema';

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
  themeConfig: ResolvedConfig['themeConfig'] & {
    /** Per-language nav, sidebar, edit link and texts, merged over the defaults. */
    locales: ResolvedConfig['locales'];
  };
  search: ResolvedConfig['search'] extends infer S ? (S extends { provider: 'algolia' } ? Omit<S, never> : S) : never;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  redirects: ResolvedConfig['redirects'];
  route: { cleanUrls: boolean; exclude: string[] };
}

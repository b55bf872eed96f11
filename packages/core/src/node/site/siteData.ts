import type { SiteData } from '../../runtime/siteData';
import type { LoadedConfig } from '../config/load';

/**
 * The browser's view of the config: public fields only (no Algolia write keys exist in the schema,
 * and plugins stay on the node side), plus each page's title for sidebars and overviews.
 */
export function createSiteData(loaded: LoadedConfig, pages: Record<string, { title: string; lang: string }>): SiteData {
  const { config } = loaded;
  return {
    title: config.title,
    description: config.description,
    icon: config.icon,
    base: config.base,
    lang: config.lang,
    langs: loaded.langs,
    locales: config.locales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
    logo: config.logo,
    multiVersion: { default: '', versions: [] },
    themeConfig: { ...config.themeConfig, locales: config.locales },
    search: config.search,
    markdown: { showLineNumbers: config.markdown.showLineNumbers, defaultWrapCode: config.markdown.defaultWrapCode },
    redirects: config.redirects,
    route: config.route,
    pages,
  };
}

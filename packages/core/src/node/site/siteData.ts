import type { SiteData } from '../../runtime/siteData';
import type { SidebarItem } from '../../shared/configSchema';
import { cleanPath } from '../../shared/paths';
import type { LoadedConfig } from '../config/load';
import { sidebarsPerVersion } from './versions';

type Titles = Record<string, { title: string; lang: string }>;

/** Sidebar items without a `text` take their page's title, here at build time rather than in the browser. */
function withTitles(items: readonly SidebarItem[], titles: Titles): SidebarItem[] {
  return items.map((item) => {
    if ('dividerType' in item || 'sectionHeaderText' in item) return item;
    const next = { ...item };
    if (!next.text && next.link) {
      const clean = cleanPath(next.link);
      next.text = (titles[clean] ?? titles[`${clean}/`] ?? titles[clean.replace(/\/$/, '')])?.title;
    }
    if (next.items) next.items = withTitles(next.items, titles);
    return next;
  });
}

function sidebarsWithTitles(
  sidebars: Record<string, SidebarItem[]>,
  titles: Titles,
  multiVersion: LoadedConfig['multiVersion'],
): Record<string, SidebarItem[]> {
  return Object.fromEntries(
    Object.entries(sidebarsPerVersion(sidebars, multiVersion)).map(([key, items]) => [key, withTitles(items, titles)]),
  );
}

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
    multiVersion: loaded.multiVersion,
    themeConfig: {
      ...config.themeConfig,
      sidebar: sidebarsWithTitles(config.themeConfig.sidebar, pages, loaded.multiVersion),
      locales: config.locales.map((locale) =>
        locale.sidebar
          ? { ...locale, sidebar: sidebarsWithTitles(locale.sidebar, pages, loaded.multiVersion) }
          : locale,
      ),
    },
    search: config.search,
    markdown: { showLineNumbers: config.markdown.showLineNumbers, defaultWrapCode: config.markdown.defaultWrapCode },
    redirects: config.redirects,
    route: config.route,
  };
}

import type { SiteData } from '../../runtime/siteData';
import type { ResolvedConfig, SidebarItem } from '../../shared/configSchema';
import { cleanPath, versionOf } from '../../shared/paths';
import type { LoadedConfig } from '../config/load';
import { type AutoSidebarSource, autoSidebarSource, autoSidebars, folderItems, type PageTitles } from './autoSidebar';
import { langPrefix, localizeNav, localizePath, localizeSidebarItems } from './localeLinks';
import { sidebarsPerVersion } from './versions';

/** Sidebar items without a `text` take their page's title, here at build time rather than in the browser. */
function withTitles(items: readonly SidebarItem[], titles: PageTitles): SidebarItem[] {
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

/**
 * A language's sidebars as the browser gets them: generated where the config says `'auto'` (from
 * each version's own folders on a versioned site), with the language's prefix on keys and links
 * (see localeLinks.ts), per version (see versions.ts), and items titled.
 */
function resolveSidebars(
  sidebars: ResolvedConfig['themeConfig']['sidebar'],
  sourceOf: (version?: string) => AutoSidebarSource,
  multiVersion: LoadedConfig['multiVersion'],
): Record<string, SidebarItem[]> {
  const { versions } = multiVersion;
  const { prefix, pages } = sourceOf();
  const others = versions.filter((v) => v !== multiVersion.default);
  const built: Record<string, SidebarItem[]> = {};
  if (sidebars === 'auto') {
    for (const version of [undefined, ...others]) Object.assign(built, autoSidebars(sourceOf(version)));
  } else {
    const written = new Set(Object.keys(sidebars).map((key) => localizePath(key, prefix, versions)));
    for (const [key, items] of Object.entries(sidebars)) {
      const full = localizePath(key, prefix, versions);
      if (items !== 'auto') {
        built[full] = localizeSidebarItems(items, prefix, versions);
        continue;
      }
      const own = versionOf(full, versions);
      // A key without a version is generated from each version's folder (unless a key names it).
      for (const version of own ? [own] : [undefined, ...others]) {
        const source = sourceOf(version);
        const dir = (own ? full.slice(source.prefix.length) : full.slice(prefix.length)).replace(/\/?$/, '/');
        const at = own ? full : `${source.prefix}${dir}`;
        if (at === full || !written.has(at)) built[at] = folderItems(source, dir);
      }
    }
  }
  const perVersion = sidebarsPerVersion(built, multiVersion);
  return Object.fromEntries(Object.entries(perVersion).map(([key, items]) => [key, withTitles(items, pages)]));
}

/**
 * The browser's view of the config: public fields only (no Algolia write keys exist in the schema,
 * and plugins stay on the node side), plus each page's title for sidebars and overviews.
 */
export function createSiteData(loaded: LoadedConfig, pages: PageTitles): SiteData {
  const { config } = loaded;
  const sourceOf = (lang: string) => (version?: string) =>
    autoSidebarSource(loaded.docsDir, lang, langPrefix(lang, config.lang), pages, loaded.multiVersion, version);
  const shared = config.themeConfig.sidebar;
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
      sidebar: resolveSidebars(shared, sourceOf(config.lang), loaded.multiVersion),
      locales: config.locales.map((locale) => {
        const prefix = langPrefix(locale.lang, config.lang);
        // A shared `'auto'` means each language's own folders.
        const own = locale.sidebar ?? (shared === 'auto' && locale.lang !== config.lang ? shared : undefined);
        // Replaced in place: the keys keep their order, so the site data of a config that needs
        // no prefixing is the same as before.
        return {
          ...locale,
          nav: locale.nav && localizeNav(locale.nav, prefix, loaded.multiVersion.versions),
          sidebar: own && resolveSidebars(own, sourceOf(locale.lang), loaded.multiVersion),
        };
      }),
    },
    search: config.search,
    markdown: { showLineNumbers: config.markdown.showLineNumbers, defaultWrapCode: config.markdown.defaultWrapCode },
    redirects: config.redirects,
    route: config.route,
  };
}

import { closest } from 'fastest-levenshtein';
import type { NavItem, ResolvedConfig, SidebarItem } from '../../shared/configSchema';
import { cleanPath, isExternal, linkInVersion, routeCandidates, versionOf } from '../../shared/paths';
import { keyMatcher } from '../../shared/sidebar';
import { langPrefix, localizePath } from '../site/localeLinks';

/** A sidebar key or a nav/sidebar link of the config that names no page, by its place in the config. */
export interface ConfigLinkProblem {
  /** Where in the config: `locales[1].sidebar['/guide/'][0].items[2].link`. */
  at: string;
  /** The route it names, with the language prefix. */
  target: string;
  kind: 'key' | 'link';
  suggestion?: string;
}

/** Links to files (`/llms.txt`, `/rss.xml`, a public image) are not pages: they are not checked here. */
const isFileLink = (link: string) => /\.[a-z0-9]+$/i.test(cleanPath(link)) && !/\.(html|mdx?)$/.test(link);

/**
 * Sidebar keys that match no page (a warning: the sidebar never shows) and nav or sidebar links to
 * pages that do not exist (dead links, like those in pages). `extraRoutes` exist without a page
 * (redirect sources). Generated (`'auto'`) sidebars link only to pages and are not walked. On a
 * versioned site a sidebar's links are checked in each version that shows it (see
 * sidebarsPerVersion): a key's own version, or for a key without one, every version that does not
 * replace it.
 */
export function findConfigLinkProblems(
  config: Pick<ResolvedConfig, 'lang' | 'locales' | 'themeConfig'>,
  routes: readonly string[],
  extraRoutes: readonly string[] = [],
  multiVersion: { default: string; versions: readonly string[] } = { default: '', versions: [] },
): ConfigLinkProblem[] {
  const { versions } = multiVersion;
  const known = new Set([...routes, ...extraRoutes]);
  // A key names a folder: suggest one of those (`/zh/guide/` for `/zh/guid/`).
  const folders = [
    ...new Set(
      routes.flatMap((route) =>
        route
          .split('/')
          .slice(1, -1)
          .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}/`),
      ),
    ),
  ];
  const matchesPage = keyMatcher(routes);
  const problems: ConfigLinkProblem[] = [];
  // `inVersions`: the versions whose sidebar holds the link, '' the default one (none: only the default).
  const link = (raw: string | undefined, at: string, prefix: string, inVersions: readonly string[] = []) => {
    if (!raw?.startsWith('/') || isExternal(raw) || isFileLink(raw)) return;
    const localized = localizePath(raw, prefix, versions);
    const targets = inVersions.length
      ? inVersions.map((v) => (v ? linkInVersion(localized, v, versions) : localized))
      : [localized];
    for (const target of targets) {
      if (routeCandidates(target).some((route) => known.has(route))) continue;
      const suggestion = routes.length ? closest(cleanPath(target), [...routes]) : undefined;
      problems.push({ at, target, kind: 'link', suggestion });
    }
  };
  const nav = (items: readonly NavItem[] | undefined, at: string, prefix: string) =>
    items?.forEach((item, i) => {
      link(item.link, `${at}[${i}].link`, prefix);
      nav(item.items, `${at}[${i}].items`, prefix);
    });
  const sidebarItems = (items: readonly SidebarItem[], at: string, prefix: string, inVersions: readonly string[]) =>
    items.forEach((item, i) => {
      if ('dividerType' in item || 'sectionHeaderText' in item) return;
      link(item.link, `${at}[${i}].link`, prefix, inVersions);
      if (item.items) sidebarItems(item.items, `${at}[${i}].items`, prefix, inVersions);
    });
  const sidebars = (value: ResolvedConfig['themeConfig']['sidebar'] | undefined, at: string, prefix: string) => {
    if (!value || value === 'auto') return;
    const keys = Object.keys(value).map((key) => localizePath(key, prefix, versions));
    for (const [key, items] of Object.entries(value)) {
      const where = `${at}['${key}']`;
      const full = localizePath(key, prefix, versions);
      const own = versionOf(full, versions);
      const inVersions = own
        ? [own].filter((v) => v !== multiVersion.default)
        : versions.filter((v) => v !== multiVersion.default && !keys.includes(`/${v}${full}`));
      // A key without a version also shows in the default version: checked there as written.
      const checked = own || !inVersions.length ? inVersions : ['', ...inVersions];
      if (!matchesPage(full)) {
        const suggestion = folders.length ? closest(full, folders) : undefined;
        problems.push({ at: where, target: full, kind: 'key', suggestion });
      }
      if (items !== 'auto') sidebarItems(items, where, prefix, checked);
    }
  };
  nav(config.themeConfig.nav, 'themeConfig.nav', '');
  sidebars(config.themeConfig.sidebar, 'themeConfig.sidebar', '');
  config.locales.forEach((locale, i) => {
    const prefix = langPrefix(locale.lang, config.lang);
    nav(locale.nav, `locales[${i}].nav`, prefix);
    sidebars(locale.sidebar, `locales[${i}].sidebar`, prefix);
  });
  return problems;
}

/** One line per problem: `docs.config.ts: locales[1].sidebar['/guid/'] → /zh/guid/ (matches no page; …)`. */
export function formatConfigLinkProblems(problems: readonly ConfigLinkProblem[], file: string): string {
  return problems
    .map((p) => {
      const what = p.kind === 'key' ? 'matches no page' : 'no such page';
      const hint = p.suggestion ? `; did you mean ${p.suggestion}?` : '';
      return `  ${file}: ${p.at} → ${p.target} (${what}${hint})`;
    })
    .join('\n');
}

/**
 * `docs i18n-status`: which pages a language lacks, and which translations are older than their
 * source page by git commit time, so a bilingual site stays in step (issue 8). A versioned site
 * compares the languages within each version (issue 19).
 */
import path from 'node:path';
import { DocsError, scanSiteRoutes, splitRoute } from '@docs-kit/core';
import { lastUpdatedTimes } from '../node/git';
import { loadSiteConfig } from '../node/theme/load';

export interface I18nStatusOptions {
  siteDir: string;
  configFile?: string;
  /** Only report these languages (default: every language but the default one). */
  langs?: string[];
}

export interface TranslationEntry {
  /** Route without the language prefix (`/guide/start/`). */
  route: string;
  lang: string;
  /** On a versioned site, the version both pages belong to. */
  version?: string;
  /** The source page (default language), relative to the site folder. */
  source: string;
  /** The translated page, relative to the site folder (absent for a missing page). */
  translation?: string;
  /** Last commit times (ms), for outdated pages. */
  sourceTime?: number;
  translationTime?: number;
}

export interface I18nStatus {
  defaultLang: string;
  langs: string[];
  /** A versioned site's versions, each compared on its own (empty otherwise). */
  versions: string[];
  /** Pages of the default language with no counterpart in a language. */
  missing: TranslationEntry[];
  /** Translations last committed before their source page. */
  outdated: TranslationEntry[];
  /** Pages that exist only in a translation, with no source page. */
  orphaned: TranslationEntry[];
}

/** Compares every language with the default one, page by page. */
export async function i18nStatus(options: I18nStatusOptions): Promise<I18nStatus> {
  const loaded = await loadSiteConfig(options.siteDir, options.configFile);
  const { config } = loaded;
  const routes = await scanSiteRoutes(loaded);
  const times = await lastUpdatedTimes(loaded.docsDir);
  const rel = (file: string) => path.relative(loaded.siteDir, file).split(path.sep).join('/');
  // Pages by version and language (`v1\0zh`), each by its language-neutral route.
  const byLang = new Map<string, Map<string, string>>();
  const scheme = { lang: config.lang, langs: loaded.langs, multiVersion: loaded.multiVersion };
  for (const route of routes) {
    const { version, lang, path: neutral } = splitRoute(route.path, scheme);
    const key = `${version}\0${lang}`;
    if (!byLang.has(key)) byLang.set(key, new Map());
    byLang.get(key)?.set(neutral, route.filePath);
  }
  const langs = options.langs?.length ? options.langs : loaded.langs.filter((l) => l !== config.lang);
  const unknown = langs.filter((l) => !loaded.langs.includes(l));
  if (unknown.length)
    throw new DocsError(
      `${unknown.map((l) => `"${l}"`).join(', ')} is not a language of this site (${loaded.langs.join(', ')}).`,
      {
        hint: "Pass a language of the config's `locales` to --lang.",
      },
    );
  const versions = loaded.multiVersion.versions;
  const status: I18nStatus = { defaultLang: config.lang, langs, versions, missing: [], outdated: [], orphaned: [] };
  for (const [version, lang] of (versions.length ? versions : ['']).flatMap((v) => langs.map((l) => [v, l] as const))) {
    const at = version ? { version } : {};
    const sources = byLang.get(`${version}\0${config.lang}`) ?? new Map<string, string>();
    const pages = byLang.get(`${version}\0${lang}`) ?? new Map<string, string>();
    for (const [route, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
      const translation = pages.get(route);
      if (!translation) {
        status.missing.push({ route, lang, ...at, source: rel(source) });
        continue;
      }
      const sourceTime = times.get(source);
      const translationTime = times.get(translation);
      if (sourceTime !== undefined && translationTime !== undefined && translationTime < sourceTime) {
        status.outdated.push({
          route,
          lang,
          ...at,
          source: rel(source),
          translation: rel(translation),
          sourceTime,
          translationTime,
        });
      }
    }
    for (const [route, translation] of pages) {
      if (!sources.has(route)) status.orphaned.push({ route, lang, ...at, source: '', translation: rel(translation) });
    }
  }
  return status;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The report as the terminal shows it. */
export function formatI18nStatus(status: I18nStatus): string {
  const lines: string[] = [];
  const groups = (status.versions.length ? status.versions : ['']).flatMap((v) =>
    status.langs.map((l) => [v, l] as const),
  );
  for (const [version, lang] of groups) {
    const mine = (e: TranslationEntry) => e.lang === lang && (e.version ?? '') === version;
    const missing = status.missing.filter(mine);
    const outdated = status.outdated.filter(mine);
    const orphaned = status.orphaned.filter(mine);
    lines.push(
      `${version ? `${version} ` : ''}${lang}: ${missing.length} missing, ${outdated.length} outdated, ${orphaned.length} without a source page`,
    );
    if (missing.length) lines.push('  Missing:', ...missing.map((e) => `    ${e.route}  (source: ${e.source})`));
    if (outdated.length) {
      lines.push(
        '  Outdated (translation committed before its source changed):',
        ...outdated.map(
          (e) =>
            `    ${e.route}  ${e.translation} ${day(e.translationTime ?? 0)} < ${e.source} ${day(e.sourceTime ?? 0)}`,
        ),
      );
    }
    if (orphaned.length)
      lines.push(`  No ${status.defaultLang} page:`, ...orphaned.map((e) => `    ${e.route}  (${e.translation})`));
  }
  if (!status.missing.length && !status.outdated.length && !status.orphaned.length)
    lines.push('Every translation is complete and up to date.');
  return lines.join('\n');
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { joinRoute } from '../../shared/paths';
import type { RouteEntry } from '../../shared/types';
import type { LoadedConfig } from '../config/load';

export interface ScanOptions {
  /** The docs folder holding one folder per language. */
  root: string;
  langs: readonly string[];
  defaultLang: string;
  /** Folder or file names (relative to a language folder, or bare names) that are not routed. */
  exclude?: readonly string[];
  /** Versioned sites: one folder per version holding the language folders (`docs/v1/en/`). */
  multiVersion?: { default: string; versions: readonly string[] };
}

const PAGE_FILE = /\.mdx?$/;

/** Whether a path inside a language folder is routed: `_partials`, `shared/` and excludes are not. */
function isRouted(relative: string, exclude: readonly string[]): boolean {
  const segments = relative.split('/');
  if (segments.some((s) => s.startsWith('_') || s.startsWith('.') || s === 'shared' || s === 'node_modules'))
    return false;
  return !exclude.some((e) => {
    const clean = e.replace(/^\/+|\/+$/g, '');
    return relative === clean || relative.startsWith(`${clean}/`) || segments.includes(clean);
  });
}

/** Maps `guide/start/index.md` to `/guide/start/` and `guide/cli.mdx` to `/guide/cli`. */
export function fileToRoute(relativeToLang: string): string {
  const noExt = relativeToLang.replace(PAGE_FILE, '');
  if (noExt === 'index') return '/';
  if (noExt.endsWith('/index')) return `/${noExt.slice(0, -'index'.length)}`;
  return `/${noExt}`;
}

/**
 * Synchronous: the promise version costs a thread-pool round trip per folder, which at 10,000 pages
 * on a busy machine took ten times as long; `parentPath` is already normalized, so joining is concatenation.
 */
function walk(dir: string): string[] {
  const files: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile() && PAGE_FILE.test(e.name)) files.push(`${e.parentPath}${path.sep}${e.name}`);
  return files;
}

/**
 * Where a version's pages of one language live: `docs/<lang>/`, or `docs/<version>/<lang>/` on a
 * versioned site (`docs/<version>/` itself when a single-language site has no language folder).
 */
function langFolder(options: ScanOptions, version: string, lang: string): { dir: string; prefix: string } {
  const versionDir = path.join(options.root, version);
  const dir = path.join(versionDir, lang);
  const single = version && options.langs.length === 1 && !existsSync(dir);
  const prefix = version ? `${version}/` : '';
  return single ? { dir: versionDir, prefix } : { dir, prefix: `${prefix}${lang}/` };
}

/**
 * Builds the route table from the file tree alone (spec 2.1): English at the root, other languages
 * under their prefix, and on a versioned site each version but the default under its own prefix
 * before the language's (`/v1/zh/guide/`). Reads no file contents, so it stays fast whatever the
 * number of pages.
 */
export async function scanRoutes(options: ScanOptions): Promise<RouteEntry[]> {
  const routes: RouteEntry[] = [];
  const multiVersion = options.multiVersion ?? { default: '', versions: [] };
  const scheme = { lang: options.defaultLang, langs: options.langs, multiVersion };
  for (const version of multiVersion.versions.length ? multiVersion.versions : ['']) {
    for (const lang of options.langs) {
      const { dir, prefix } = langFolder(options, version, lang);
      let files: string[];
      try {
        files = walk(dir);
      } catch {
        continue;
      }
      for (const filePath of files) {
        // The walk joins each name onto `dir`: slicing is what path.relative would do, at a tenth of its cost.
        const relativeToLang = filePath
          .slice(dir.length + 1)
          .split(path.sep)
          .join('/');
        if (!isRouted(relativeToLang, options.exclude ?? [])) continue;
        routes.push({
          path: joinRoute({ version, lang, path: fileToRoute(relativeToLang) }, scheme),
          filePath,
          relativePath: `${prefix}${relativeToLang}`,
          lang,
          version,
        });
      }
    }
  }
  routes.sort((a, b) => a.path.localeCompare(b.path));
  const seen = new Map<string, RouteEntry>();
  for (const route of routes) {
    const other = seen.get(route.path);
    if (other) {
      throw new Error(
        `Two pages claim the route ${route.path}: ${other.relativePath} and ${route.relativePath}. Keep one.`,
      );
    }
    seen.set(route.path, route);
  }
  return routes;
}

/** The route table of a loaded site: its docs folder, languages, excluded paths and versions. */
export function scanSiteRoutes(loaded: LoadedConfig): Promise<RouteEntry[]> {
  return scanRoutes({
    root: loaded.docsDir,
    langs: loaded.langs,
    defaultLang: loaded.config.lang,
    exclude: loaded.config.route.exclude,
    multiVersion: loaded.multiVersion,
  });
}

/**
 * Route-path rules shared by the build, the servers and the browser (spec 2.1):
 * clean URLs, language prefixes and decoded matching.
 */

/** Decodes a URL path without throwing on malformed escapes. */
export function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** What `cleanPath` changes: a query or hash, an escape, `//`, an extension, a trailing `/index`. */
const UNCLEAN = /[?#%]|\/\/|\.(?:html|mdx?)$|\/index$/;

/**
 * Turns any link or request path into its clean route: `.html`, `.md(x)` and a trailing `/index`
 * are dropped, so `/guide/start/index.html` and `/guide/start/` name the same page.
 */
export function cleanPath(raw: string): string {
  // Most paths a build checks are clean already; the build asks for hundreds of thousands of them.
  if (raw.startsWith('/') && !UNCLEAN.test(raw)) return raw;
  let path = safeDecode(raw.split(/[?#]/)[0] ?? '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  path = path.replace(/\.(html|mdx?)$/, '');
  if (path.endsWith('/index')) path = path.slice(0, -'index'.length);
  return path;
}

/** Both forms a folder route may be asked for: `/guide/start` and `/guide/start/`. */
export function routeCandidates(raw: string): string[] {
  const path = cleanPath(raw);
  if (path === '/') return ['/'];
  return path.endsWith('/') ? [path, path.slice(0, -1)] : [path, `${path}/`];
}

/**
 * Finds the route for a location path: decoded, clean (`.html`, `/index` dropped), base removed.
 * Any route table: the browser's, or the dev server's, which answers before loading the runtime.
 */
export function matchRoute<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
  base = '/',
): Route | undefined {
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

/** Prefixes a language-neutral route with the language's path segment (none for the default). */
export function withLang(path: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang || !lang) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** Splits `/zh/guide/` into `{ lang: 'zh', path: '/guide/' }` given the site's languages. */
export function splitLang(path: string, langs: readonly string[], defaultLang: string): { lang: string; path: string } {
  const first = path.split('/')[1] ?? '';
  if (first && langs.includes(first) && first !== defaultLang) {
    const rest = path.slice(first.length + 1);
    return { lang: first, path: rest === '' ? '/' : rest };
  }
  return { lang: defaultLang, path };
}

/** Joins the site base (`/` or `/docs/`) with a route. */
export function withBase(path: string, base: string): string {
  if (base === '/' || !base) return path;
  return `${base.replace(/\/$/, '')}${path}`;
}

/** Whether a link points outside the site. */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** The version a path starts with (`/v1/guide/` → `v1`), or undefined when it starts with none. */
export function versionOf(path: string, versions: readonly string[]): string | undefined {
  // An unversioned site asks this of every route and link: no segment to cut out.
  if (versions.length === 0) return undefined;
  const start = path.indexOf('/') + 1;
  const end = path.indexOf('/', start);
  const first = start === 0 ? '' : path.slice(start, end === -1 ? undefined : end);
  return versions.includes(first) ? first : undefined;
}

/**
 * The version and language a path names itself, in that order, the default ones included
 * (`/v1/zh/guide/` → v1, zh and `/guide/`; `/en/x` names en), and the rest: what a link or a
 * redirect keeps as it is. `splitRoute` instead reads a route, where the defaults have no prefix.
 */
export function namedPrefixes(
  path: string,
  langs: readonly string[],
  versions: readonly string[] = [],
): { version?: string; lang?: string; rest: string } {
  const version = versionOf(path, versions);
  const afterVersion = version ? path.slice(version.length + 1) || '/' : path;
  const first = afterVersion.split('/')[1] ?? '';
  const lang = first && langs.includes(first) ? first : undefined;
  const rest = lang ? afterVersion.slice(lang.length + 1) || '/' : afterVersion;
  return { ...(version && { version }), ...(lang && { lang }), rest };
}

/** Which languages and versions a site has: what splits a route into its parts. */
export interface RouteScheme {
  /** Default language (served without a prefix). */
  lang: string;
  langs: readonly string[];
  /** `versions` is empty when the site is not versioned; the default version has no prefix. */
  multiVersion: { default: string; versions: readonly string[] };
}

/** A route's version (`''` on an unversioned site), language and language-neutral path. */
export interface RouteParts {
  version: string;
  lang: string;
  path: string;
}

/** Splits `/v1/zh/guide/` into `{ version: 'v1', lang: 'zh', path: '/guide/' }`; `/guide/` is the default version. */
export function splitRoute(route: string, scheme: RouteScheme): RouteParts {
  const { default: defaultVersion, versions } = scheme.multiVersion;
  const first = versionOf(route, versions);
  let version = versions.length ? defaultVersion : '';
  let rest = route;
  if (first && first !== defaultVersion) {
    version = first;
    rest = route.slice(first.length + 1) || '/';
  }
  const { lang, path } = splitLang(rest, scheme.langs, scheme.lang);
  return { version, lang, path };
}

/** The route of a language-neutral path in a version and language (prefixes only where not the default). */
export function joinRoute(parts: RouteParts, scheme: RouteScheme): string {
  const localized = withLang(parts.path, parts.lang, scheme.lang);
  if (!parts.version || parts.version === scheme.multiVersion.default) return localized;
  return `/${parts.version}${localized}`;
}

/**
 * Spec 2.1: a path under the default language's prefix, or the default version's, is the same page
 * without it, in every version: `/en/x` → `/x`, `/v1/en/x` → `/v1/x`, `/v2/x` → `/x` when v2 is
 * the default. Undefined when the path has no such prefix.
 */
export function defaultPrefixRedirect(path: string, scheme: RouteScheme): string | undefined {
  const { default: defaultVersion, versions } = scheme.multiVersion;
  const first = versionOf(path, versions);
  let rest = path;
  let versionPrefix = '';
  let changed = false;
  if (first) {
    rest = path.slice(first.length + 1) || '/';
    if (first === defaultVersion) changed = true;
    else versionPrefix = `/${first}`;
  }
  const langPrefix = `/${scheme.lang}`;
  if (scheme.langs.length > 1 && (rest === langPrefix || rest.startsWith(`${langPrefix}/`))) {
    rest = rest.slice(langPrefix.length) || '/';
    changed = true;
  }
  return changed ? `${versionPrefix}${rest}` : undefined;
}

/** `/guide/x` in version `v1` is `/v1/guide/x`; links that already name a version, and external ones, stay. */
export function linkInVersion(link: string, version: string, versions: readonly string[]): string {
  if (!link.startsWith('/') || isExternal(link)) return link;
  return versionOf(link, versions) ? link : `/${version}${link}`;
}

/** A section key (`/zh/guide`) or route as a file-system-safe name (`zh-guide`; `root` for `/`). */
export function manifestName(key: string): string {
  return key.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'root';
}

/** The section a path belongs to: its version and language prefixes (if any) and first folder. */
export function sectionOf(pathname: string, langs: readonly string[], versions: readonly string[] = []): string {
  const clean = cleanPath(pathname);
  const { version, lang, rest } = namedPrefixes(clean, langs, versions);
  const segments = rest.split('/').filter(Boolean);
  const first = segments.length > 1 || clean.endsWith('/') ? segments[0] : undefined;
  return `/${[version, lang, first].filter(Boolean).join('/')}`;
}

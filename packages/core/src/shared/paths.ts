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

/**
 * Turns any link or request path into its clean route: `.html`, `.md(x)` and a trailing `/index`
 * are dropped, so `/guide/start/index.html` and `/guide/start/` name the same page.
 */
export function cleanPath(raw: string): string {
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

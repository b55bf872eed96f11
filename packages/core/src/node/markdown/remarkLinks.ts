import path from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { cleanPath, isExternal, withBase, withLang } from '../../shared/paths';
import { type PageAsset, pageAsset } from './assets';
import { walk } from './walk';

/** An internal link found in a page, kept for the dead-link check after every page is compiled. */
export interface PageLink {
  /** Clean route with the language prefix, e.g. `/zh/config/`. */
  route: string;
  /** Heading id, without `#`; empty when the link has none. */
  hash: string;
  /** What the author wrote. */
  raw: string;
  line?: number;
  column?: number;
}

export interface LinkOptions {
  /** The page's source file, absolute: files it links to are found next to it. */
  filePath: string;
  /** The page's source file, relative to its language folder (`guide/start/index.md`). */
  relativeToLang: string;
  routePath: string;
  lang: string;
  defaultLang: string;
  langs: readonly string[];
  /** The page's version (`''` on an unversioned site) and the site's versions. */
  version?: string;
  multiVersion?: { default: string; versions: readonly string[] };
  base: string;
  links: PageLink[];
  assets: PageAsset[];
}

const PAGE_EXT = /\.(mdx?|html)$/;
const ASSET_EXT = /\.[a-z0-9]{1,5}$/i;
/** `src="…"` and `href="…"` in raw HTML (a `.md` page's `<img>` or `<a>`). */
const HTML_URL = /\b(src|href)=(["'])([^"']*)\2/g;

/**
 * Rewrites internal links to clean routes: `./alias.md` and `/config/` become `/config/resolve/alias`
 * and `/zh/config/` on a Chinese page, so both languages of a page can carry the same links.
 * Files next to the page (`../images/x.webp`, `./file.pdf`) become hashed build assets. Links in
 * raw HTML get the same treatment, so the dead-link check sees them too.
 */
export const remarkLinks: Plugin<[LinkOptions], Root> = (options) => (tree) => {
  const resolve = (url: string, asset: boolean, line?: number, column?: number): string => {
    if (!url || isExternal(url) || /^(mailto|data|tel):/i.test(url)) return url;
    const [pathPart = '', hash = ''] = url.split('#');
    if (!pathPart.startsWith('/') && pathPart && (asset || (!PAGE_EXT.test(pathPart) && ASSET_EXT.test(pathPart)))) {
      return pageAsset(url, { filePath: options.filePath, base: options.base, line, column }, options.assets);
    }
    if (asset || (!PAGE_EXT.test(pathPart) && ASSET_EXT.test(pathPart))) return url;
    const route = pageRoute(pathPart, options);
    options.links.push({ route, hash, raw: url, line, column });
    return withBase(route, options.base) + (hash ? `#${hash}` : '');
  };
  walk(tree, (node) => {
    const line = node.position?.start.line;
    const column = node.position?.start.column;
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      node.url = resolve(node.url, node.type === 'image', line, column);
    } else if (node.type === 'html') {
      node.value = node.value.replace(
        HTML_URL,
        (_match, name: string, quote: string, url: string) =>
          `${name}=${quote}${resolve(url, name === 'src', line, column)}${quote}`,
      );
    }
  });
};

/**
 * The clean route a page link names, with the version and language prefixes: a link stays in the
 * page's version unless it starts with another version (`/v1/guide/`; the default version's name
 * is dropped, since it has no prefix).
 */
function pageRoute(pathPart: string, options: LinkOptions): string {
  if (pathPart === '') return options.routePath;
  const { default: defaultVersion = '', versions = [] } = options.multiVersion ?? {};
  let version = options.version ?? '';
  let route: string;
  if (pathPart.startsWith('/')) {
    let clean = cleanPath(pathPart);
    let first = clean.split('/')[1] ?? '';
    if (versions.includes(first)) {
      version = first;
      clean = clean.slice(first.length + 1) || '/';
      first = clean.split('/')[1] ?? '';
    }
    // `/en/x` is `/x` (spec 2.1: the default language has no prefix).
    if (first === options.defaultLang) clean = clean.slice(first.length + 1) || '/';
    route =
      options.langs.includes(first) && first !== options.defaultLang
        ? clean
        : withLang(clean, first === options.defaultLang ? options.defaultLang : options.lang, options.defaultLang);
  } else {
    const fromDir = path.posix.dirname(`/${options.relativeToLang}`);
    route = withLang(cleanPath(path.posix.join(fromDir, pathPart)), options.lang, options.defaultLang);
  }
  return version && version !== defaultVersion ? `/${version}${route}` : route;
}

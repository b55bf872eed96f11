import path from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { cleanPath, isExternal, withBase, withLang } from '../../shared/paths';

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
  /** The page's source file, relative to its language folder (`guide/start/index.md`). */
  relativeToLang: string;
  routePath: string;
  lang: string;
  defaultLang: string;
  langs: readonly string[];
  base: string;
  links: PageLink[];
}

const PAGE_EXT = /\.(mdx?|html)$/;
const ASSET_EXT = /\.[a-z0-9]{1,5}$/i;

/**
 * Rewrites internal links to clean routes: `./alias.md` and `/config/` become `/config/resolve/alias`
 * and `/zh/config/` on a Chinese page, so both languages of a page can carry the same links.
 */
export const remarkLinks: Plugin<[LinkOptions], Root> = (options) => (tree) => {
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = node.url;
    if (!url || isExternal(url) || url.startsWith('mailto:')) return;
    const [pathPart = '', hash = ''] = url.split('#');
    let route: string;
    if (pathPart === '') {
      route = options.routePath;
    } else if (!PAGE_EXT.test(pathPart) && ASSET_EXT.test(pathPart)) {
      return;
    } else if (pathPart.startsWith('/')) {
      let clean = cleanPath(pathPart);
      const first = clean.split('/')[1] ?? '';
      // `/en/x` is `/x` (spec 2.1: the default language has no prefix).
      if (first === options.defaultLang) clean = clean.slice(first.length + 1) || '/';
      route =
        options.langs.includes(first) && first !== options.defaultLang
          ? clean
          : withLang(clean, first === options.defaultLang ? options.defaultLang : options.lang, options.defaultLang);
    } else {
      const fromDir = path.posix.dirname(`/${options.relativeToLang}`);
      const target = cleanPath(path.posix.join(fromDir, pathPart));
      route = withLang(target, options.lang, options.defaultLang);
    }
    options.links.push({
      route,
      hash,
      raw: url,
      line: node.position?.start.line,
      column: node.position?.start.column,
    });
    node.url = withBase(route, options.base) + (hash ? `#${hash}` : '');
  });
};

import { type RouteScheme, splitRoute } from './paths';
import type { PageData } from './types';

/** Page data for a path no page answers (spec 2.1: a missing page has type 404). */
export function notFoundPageData(scheme: RouteScheme, pathname: string): PageData {
  // The version and language of the missing path: the 404 page's home link stays in them.
  const { version, lang } = splitRoute(pathname, scheme);
  return {
    title: '404',
    description: '',
    routePath: pathname,
    pagePath: '',
    pageType: '404',
    lang,
    version,
    toc: [],
    frontmatter: {},
    feeds: [],
    _relativePath: '',
  };
}

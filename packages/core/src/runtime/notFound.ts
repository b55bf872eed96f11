import { splitRoute } from '../shared/paths';
import type { PageModule } from './routes';
import type { SiteData } from './siteData';

const Empty: PageModule['default'] = () => null;

/** Page data for a path no page answers (spec 2.1: a missing page has type 404). */
export function notFoundPage(site: SiteData, pathname: string): PageModule {
  // The version and language of the missing path: the 404 page's home link stays in them.
  const { version, lang } = splitRoute(pathname, site);
  return {
    default: Empty,
    pageData: {
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
    },
  };
}

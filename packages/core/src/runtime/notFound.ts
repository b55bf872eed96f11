import { notFoundPageData } from '../shared/notFound';
import type { PageModule } from './routes';
import type { SiteData } from './siteData';

const Empty: PageModule['default'] = () => null;

/** The module of a path no page answers: renders nothing, with 404 page data. */
export function notFoundPage(site: SiteData, pathname: string): PageModule {
  return { default: Empty, pageData: notFoundPageData(site, pathname) };
}

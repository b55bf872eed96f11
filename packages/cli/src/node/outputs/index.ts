import type { DocsPlugin, LoadedConfig, SiteData } from '@docs-kit/core';
import type { BuildPage } from '../pageCompiler';
import { mapLimit } from '../pool';
import type { OutputFiles } from '../stages/outputFiles';
import { buildHeaders, contentSecurityPolicy } from './headers';
import { buildRedirects } from './redirects';
import { type SearchCacheOptions, searchIndexFiles } from './searchIndex';
import { writeSearchIndex } from './searchLanguages';
import { buildRobots, buildSitemap } from './sitemap';

export interface OutputContext {
  /** Writes into the build's folder (see outputFiles.ts). */
  output: OutputFiles;
  pages: BuildPage[];
  site: SiteData;
}

/** The local search index's files. */
export async function writeSearchFiles(
  context: OutputContext & {
    /** The build's plugins (their `extendSearchRecords`). */
    plugins: readonly DocsPlugin[];
    /** Where the build keeps the search index's caches (see searchLanguages.ts); none: no caches. */
    searchCache?: SearchCacheOptions;
  },
): Promise<void> {
  const { output, pages, site } = context;
  if (site.search !== false && site.search.provider === 'local') {
    if (context.searchCache) await writeSearchIndex(output, pages, site, context.plugins, context.searchCache);
    else {
      const files = await searchIndexFiles(pages, site, context.plugins);
      await mapLimit([...files], 32, ([file, content]) => output.write(file, content));
    }
  }
}

/** The files a site has besides its pages and search index: sitemap, robots.txt, redirects, headers. */
export async function writeExtraOutputs(
  context: OutputContext & { loaded: LoadedConfig; themeInitScript: string },
): Promise<void> {
  const { output, pages, site, loaded } = context;
  if (loaded.config.siteUrl) await output.write('sitemap.xml', buildSitemap(pages, site, loaded.config.siteUrl));
  await output.write('robots.txt', buildRobots(site, loaded.config.siteUrl));
  for (const file of buildRedirects(site)) await output.write(file.path, file.content);
  const algolia =
    site.search !== false && site.search.provider === 'algolia'
      ? [`https://${site.search.appId}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com']
      : [];
  await output.write('_headers', buildHeaders(site.base, contentSecurityPolicy(context.themeInitScript, algolia)));
}

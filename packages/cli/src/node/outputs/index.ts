import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage, DocsPlugin, LoadedConfig, SiteData } from '@docs-kit/core';
import { writeIndexFiles } from '@docs-kit/search';
import { buildHeaders, contentSecurityPolicy } from './headers';
import { buildRedirects } from './redirects';
import { indexCache, type SearchCacheOptions, searchIndexFiles } from './searchIndex';
import { buildRobots, buildSitemap } from './sitemap';

export interface OutputContext {
  outDir: string;
  pages: CompiledPage[];
  site: SiteData;
  loaded: LoadedConfig;
  /** The build's plugins (their `extendSearchRecords`). */
  plugins: readonly DocsPlugin[];
  themeInitScript: string;
  /** An incremental build's search cache (see `indexCache`); none for a cold build. */
  searchCache?: SearchCacheOptions;
}

async function write(outDir: string, file: string, content: string): Promise<void> {
  const full = path.join(outDir, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
}

/** The files a site has besides its pages: search indexes, sitemap, robots.txt, redirects. */
export async function writeExtraOutputs(context: OutputContext): Promise<void> {
  const { outDir, pages, site, loaded } = context;
  if (site.search !== false && site.search.provider === 'local') {
    const cached = context.searchCache && (await indexCache(context.searchCache));
    await writeIndexFiles(outDir, await searchIndexFiles(pages, site, context.plugins, cached?.cache));
    await cached?.save();
  }
  if (loaded.config.siteUrl) await write(outDir, 'sitemap.xml', buildSitemap(pages, site, loaded.config.siteUrl));
  await write(outDir, 'robots.txt', buildRobots(site, loaded.config.siteUrl));
  for (const file of buildRedirects(site)) await write(outDir, file.path, file.content);
  const algolia =
    site.search !== false && site.search.provider === 'algolia'
      ? [`https://${site.search.appId}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com']
      : [];
  await write(outDir, '_headers', buildHeaders(site.base, contentSecurityPolicy(context.themeInitScript, algolia)));
}

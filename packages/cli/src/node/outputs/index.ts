import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage, LoadedConfig, SiteData } from '@docs-kit/core';
import { writeSearchIndexes } from '@docs-kit/search';
import { buildHeaders, contentSecurityPolicy } from './headers';
import { buildRedirects } from './redirects';
import { sectionTitleOf } from './sections';
import { buildRobots, buildSitemap } from './sitemap';

export interface OutputContext {
  outDir: string;
  pages: CompiledPage[];
  site: SiteData;
  loaded: LoadedConfig;
  themeInitScript: string;
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
    const versions = site.multiVersion.versions;
    await writeSearchIndexes(outDir, pages, site.langs, (route) => sectionTitleOf(site, route), versions);
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

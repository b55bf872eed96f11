import { attachOverviewHeadings, createSiteData, frontmatterOrder, type PageData } from '@docs-kit/core';
import { lastUpdatedTimes } from '../git';
import { alternatesOf, versionsOf } from '../html';
import { buildFeeds } from '../outputs/feeds';
import { extendPageData } from '../plugins/index';
import type { BuildContext, CompiledSite, EnrichedSite } from './context';

/**
 * What this stage adds to a page's data besides the plugins' `extendPageData`: with the page's
 * compile hash (`BuildPage.hash`) it names the page data later stages' caches key by, without
 * serializing the whole of it for each page (issue 17). A field this stage sets goes here too.
 */
export function enrichedPart(data: PageData): string {
  const { lastUpdatedTime, feeds, overviewHeadings, translations, versions } = data;
  return JSON.stringify([lastUpdatedTime, feeds, overviewHeadings, translations, versions]);
}

/**
 * Stage 4: page data that needs the whole site (last-updated times, titles, overview headings,
 * translations, feeds), then the plugins' `extendPageData`.
 */
export async function enrichStage(ctx: BuildContext, { pages, byPath }: CompiledSite): Promise<EnrichedSite> {
  const { config, loaded, plugins } = ctx;
  if (config.themeConfig.lastUpdated) {
    const times = await lastUpdatedTimes(loaded.docsDir);
    for (const page of pages) page.pageData.lastUpdatedTime = times.get(page.pageData.pagePath);
  }
  const titles = Object.fromEntries(
    pages.map(({ pageData: p }) => [
      p.routePath,
      { title: p.title, lang: p.lang, order: frontmatterOrder(p.frontmatter) },
    ]),
  );
  const site = createSiteData(loaded, titles);
  for (const page of pages) page.pageData.feeds = [];
  attachOverviewHeadings(pages);
  const routeExists = (p: string) => byPath.has(p);
  for (const page of pages) {
    page.pageData.translations = alternatesOf(site, page.pageData.routePath, routeExists).map((a) => a.lang);
    if (site.multiVersion.versions.length)
      page.pageData.versions = versionsOf(site, page.pageData.routePath, routeExists);
  }
  const feeds = buildFeeds(pages, site, config.siteUrl);
  await extendPageData(
    plugins,
    pages.map((p) => p.pageData),
  );
  return { site, feeds };
}

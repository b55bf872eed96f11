import type { CompiledPage, FeedEntry, SiteData } from '@docs-kit/core';
import { withBase, withLang } from '@docs-kit/core';
import { Feed } from 'feed';

export interface FeedFile {
  path: string;
  content: string;
}

function feedIds(page: CompiledPage): string[] {
  const ids = page.pageData.frontmatter['link-rss'];
  if (typeof ids === 'string') return [ids];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The feed URLs of one feed id in one language. */
export function feedUrls(id: string, lang: string, site: SiteData): FeedEntry[] {
  const prefix = withLang(`/feeds/${id}`, lang, site.lang);
  return [
    { url: `${prefix}/rss.xml`, mime: 'application/rss+xml', language: lang },
    { url: `${prefix}/atom.xml`, mime: 'application/atom+xml', language: lang },
  ];
}

/**
 * RSS 2.0 and Atom feeds per feed id and language, from pages whose front matter names the feed
 * in `link-rss` (release notes), newest `published_at` first. Sets `feeds` on those pages and on the
 * home page of that language (spec 2.4).
 */
export function buildFeeds(pages: readonly CompiledPage[], site: SiteData, siteUrl: string | undefined): FeedFile[] {
  const groups = new Map<string, CompiledPage[]>();
  for (const page of pages) {
    for (const id of feedIds(page)) {
      const key = `${page.pageData.lang}\0${id}`;
      groups.set(key, [...(groups.get(key) ?? []), page]);
    }
  }
  const origin = (siteUrl ?? 'http://localhost').replace(/\/$/, '');
  const files: FeedFile[] = [];
  for (const [key, members] of groups) {
    const [lang = site.lang, id = ''] = key.split('\0');
    const urls = feedUrls(id, lang, site);
    const locale = site.locales.find((l) => l.lang === lang);
    const home = withLang('/', lang, site.lang);
    const sorted = [...members].sort((a, b) =>
      String(b.pageData.frontmatter.published_at ?? '').localeCompare(
        String(a.pageData.frontmatter.published_at ?? ''),
      ),
    );
    const feed = new Feed({
      title: `${locale?.title ?? site.title} – ${id}`,
      description: locale?.description ?? site.description,
      id: `${origin}${withBase(home, site.base)}`,
      link: `${origin}${withBase(home, site.base)}`,
      language: lang,
      copyright: '',
      updated: sorted[0] ? new Date(String(sorted[0].pageData.frontmatter.published_at ?? 0)) : new Date(0),
      feedLinks: {
        rss: `${origin}${withBase(urls[0]?.url ?? '', site.base)}`,
        atom: `${origin}${withBase(urls[1]?.url ?? '', site.base)}`,
      },
    });
    for (const page of sorted) {
      const link = `${origin}${withBase(page.pageData.routePath, site.base)}`;
      feed.addItem({
        title: page.pageData.title,
        id: link,
        link,
        description: page.pageData.description || page.sections.find((s) => s.text)?.text.slice(0, 300) || '',
        date: new Date(String(page.pageData.frontmatter.published_at ?? 0)),
      });
      page.pageData.feeds.push(...urls);
    }
    // The home page and the index of the folder holding the feed's pages (the release-notes index)
    // link the feed too.
    const folders = new Set(members.map((m) => m.pageData.routePath.replace(/[^/]*$/, '')));
    for (const page of pages) {
      const { pageType, lang: pageLang, routePath } = page.pageData;
      if (pageLang !== lang || members.includes(page)) continue;
      if (pageType === 'home' || folders.has(routePath)) page.pageData.feeds.push(...urls);
    }
    files.push({ path: urls[0]?.url ?? '', content: feed.rss2() }, { path: urls[1]?.url ?? '', content: feed.atom1() });
  }
  return files;
}

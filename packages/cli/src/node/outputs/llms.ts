import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CompiledPage,
  cleanPath,
  type ResolvedConfig,
  type SidebarItem,
  type SiteData,
  withBase,
  withLang,
} from '@docs-kit/core';
import { pageMarkdown } from './markdown';
import { sectionTitleOf } from './sections';

export interface LlmsFile {
  path: string;
  content: string;
}

export interface LlmsOptions {
  /** Publish each page as Markdown next to its HTML (`/guide/start/quick-start.md`). Default true. */
  pages?: boolean;
  /** Write `llms-full.txt`, every page of a language in one file. Default true. */
  full?: boolean;
}

/** `/guide/start/` → `/guide/start/index.md`, `/guide/cli` → `/guide/cli.md`. */
export function markdownPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** Routes in sidebar order, so the files read like the site's table of contents. */
function sidebarOrder(site: SiteData, lang: string): Map<string, number> {
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const order = new Map<string, number>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if ('dividerType' in item || 'sectionHeaderText' in item) continue;
      if (item.link) {
        const clean = cleanPath(item.link);
        const first = clean.split('/')[1] ?? '';
        const route = site.langs.includes(first) ? clean : withLang(clean, lang, site.lang);
        if (!order.has(route)) order.set(route, order.size);
      }
      if (item.items) walk(item.items);
    }
  };
  for (const items of Object.values(locale?.sidebar ?? site.themeConfig.sidebar)) walk(items);
  return order;
}

/**
 * `llms.txt` (the llmstxt.org index: title, summary, then links to every page's Markdown grouped
 * by section) and `llms-full.txt` per language, and each page as clean Markdown (issue 8).
 */
export async function buildLlmsFiles(
  pages: readonly CompiledPage[],
  site: SiteData,
  config: Pick<ResolvedConfig, 'siteUrl'>,
  options: LlmsOptions = {},
): Promise<LlmsFile[]> {
  const origin = config.siteUrl?.replace(/\/$/, '') ?? '';
  const url = (p: string) => `${origin}${withBase(p, site.base)}`;
  const files: LlmsFile[] = [];
  const documents = pages.filter((p) => p.pageData.pageType !== '404');
  const markdown = new Map<CompiledPage, string>();
  await Promise.all(
    documents.map(async (page) => {
      const source = await readFile(page.pageData.pagePath, 'utf8');
      const text = await pageMarkdown({
        source,
        format: path.extname(page.pageData.pagePath) === '.mdx' ? 'mdx' : 'md',
        title:
          page.pageData.title ||
          (typeof page.pageData.frontmatter.title === 'string' ? page.pageData.frontmatter.title : ''),
        links: page.links,
        base: site.base,
      });
      markdown.set(page, text);
      if (options.pages !== false) files.push({ path: markdownPath(page.pageData.routePath), content: text });
    }),
  );
  for (const lang of site.langs) {
    const order = sidebarOrder(site, lang);
    const home = withLang('/', lang, site.lang);
    const rank = (p: CompiledPage) =>
      p.pageData.routePath === home ? -1 : (order.get(p.pageData.routePath) ?? Number.MAX_SAFE_INTEGER);
    const inLang = documents
      .filter((p) => p.pageData.lang === lang)
      .sort((a, b) => rank(a) - rank(b) || a.pageData.routePath.localeCompare(b.pageData.routePath));
    if (inLang.length === 0) continue;
    const locale = site.locales.find((l) => l.lang === lang);
    const sections = new Map<string, string[]>();
    for (const page of inLang) {
      const { routePath, title, description } = page.pageData;
      const section = routePath === home ? (locale?.title ?? site.title) : sectionTitleOf(site, routePath);
      const entry = `- [${title || locale?.title || site.title}](${url(markdownPath(routePath))})${description ? `: ${description}` : ''}`;
      sections.set(section, [...(sections.get(section) ?? []), entry]);
    }
    const description = locale?.description ?? site.description;
    const index = [
      `# ${locale?.title ?? site.title}`,
      ...(description ? [`> ${description}`] : []),
      ...[...sections].map(([name, entries]) => `## ${name}\n\n${entries.join('\n')}`),
    ].join('\n\n');
    const prefix = lang === site.lang ? '' : `/${lang}`;
    files.push({ path: `${prefix}/llms.txt`, content: `${index}\n` });
    if (options.full !== false) {
      const full = inLang.map((p) => `<!-- ${url(p.pageData.routePath)} -->\n\n${markdown.get(p) ?? ''}`);
      files.push({ path: `${prefix}/llms-full.txt`, content: full.join('\n---\n\n') });
    }
  }
  return files;
}

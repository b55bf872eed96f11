import { readFile } from 'node:fs/promises';
import {
  type BuiltPage,
  cleanPath,
  joinRoute,
  namedPrefixes,
  type ResolvedConfig,
  type SidebarItem,
  type SiteData,
  type ThemeDefinition,
  withBase,
  withLang,
} from '@docs-kit/core';
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

/**
 * A home page says most of what it says in front matter (hero and feature cards): put that text
 * after its title, since the Markdown has no layout to show it.
 */
function withHomeIntro(text: string, frontmatter: Record<string, unknown>): string {
  const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const hero = (frontmatter.hero ?? {}) as Record<string, unknown>;
  const lines = ['text', 'subTitle', 'tagline', 'description'].flatMap((key) => str(hero[key]) ?? []);
  const features = Array.isArray(frontmatter.features) ? (frontmatter.features as Record<string, unknown>[]) : [];
  const cards = features.flatMap((f) => {
    const title = str(f.title);
    if (!title) return [];
    const link = str(f.link);
    const details = str(f.details);
    return [`- ${link ? `[${title}](${link})` : `**${title}**`}${details ? `: ${details}` : ''}`];
  });
  if (!lines.length && !cards.length) return text;
  const [heading = '', ...rest] = text.split('\n');
  const intro = [...lines, ...(cards.length ? [cards.join('\n')] : [])].join('\n\n');
  return `${[heading, intro, rest.join('\n').trim()].filter(Boolean).join('\n\n')}\n`;
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
        const named = namedPrefixes(clean, site.langs, site.multiVersion.versions);
        const route = named.version || named.lang ? clean : withLang(clean, lang, site.lang);
        if (!order.has(route)) order.set(route, order.size);
      }
      if (item.items) walk(item.items);
    }
  };
  for (const items of Object.values(locale?.sidebar ?? site.themeConfig.sidebar)) walk(items);
  return order;
}

/**
 * A page's Markdown, converted from its compile result. The converter (remark and its Markdown
 * writer) loads only here: every command loads the built-in llms plugin, and a build whose pages
 * all come converted never needs it.
 */
async function convertPage(page: BuiltPage, base: string, components: ThemeDefinition['components']): Promise<string> {
  const { compiledPageMarkdown } = await import('./markdown');
  const source = await readFile(page.pageData.pagePath, 'utf8');
  return compiledPageMarkdown(page, { filePath: page.pageData.pagePath, source, base }, components);
}

/** A page's Markdown as its `.md` copy and `llms-full.txt` hold it (a home page with its intro). */
export async function pageMarkdown(
  page: BuiltPage,
  base: string,
  components: ThemeDefinition['components'],
): Promise<string> {
  // The build converts pages on its compile workers (the plugin sets `markdown: true`); a caller
  // with bare compile results gets them converted here.
  const text = page.markdown ?? (await convertPage(page, base, components));
  return page.pageData.pageType === 'home' ? withHomeIntro(text, page.pageData.frontmatter) : text;
}

/** One language's (and version's) `llms.txt` and the pages of its `llms-full.txt`, in their order. */
export interface LlmsLanguage {
  /** The language's home without its trailing slash (`/zh`), where its two files go. */
  prefix: string;
  /** `llms.txt`. */
  index: string;
  pages: BuiltPage[];
}

/** What every llms file is made of: the pages published, each language's index and page order. */
export interface LlmsPlan {
  documents: BuiltPage[];
  languages: LlmsLanguage[];
  /** A route's absolute URL (with the site's address when known). */
  url: (route: string) => string;
}

/** Pages in `llms-full.txt` are each led by their URL, and split by a rule. */
export const fullHeader = (url: string) => `<!-- ${url} -->\n\n`;
export const FULL_SEPARATOR = '\n---\n\n';

export function llmsPlan(
  pages: readonly BuiltPage[],
  site: SiteData,
  config: Pick<ResolvedConfig, 'siteUrl'>,
): LlmsPlan {
  const origin = config.siteUrl?.replace(/\/$/, '') ?? '';
  const url = (p: string) => `${origin}${withBase(p, site.base)}`;
  const documents = pages.filter((p) => p.pageData.pageType !== '404');
  const languages: LlmsLanguage[] = [];
  // One index per language, and per version on a versioned site (`/v1/zh/llms.txt`).
  const versions = site.multiVersion.versions.length ? site.multiVersion.versions : [''];
  for (const [version, lang] of versions.flatMap((v) => site.langs.map((l) => [v, l] as const))) {
    const order = sidebarOrder(site, lang);
    const home = joinRoute({ version, lang, path: '/' }, site);
    // Ranked once per page, not on every comparison (8,000 pages: 50 ms of lookups).
    const ranked = documents
      .filter((p) => p.pageData.lang === lang && p.pageData.version === version)
      .map((p) => ({
        page: p,
        rank: p.pageData.routePath === home ? -1 : (order.get(p.pageData.routePath) ?? Number.MAX_SAFE_INTEGER),
      }));
    const inLang = ranked
      .sort((a, b) => a.rank - b.rank || a.page.pageData.routePath.localeCompare(b.page.pageData.routePath))
      .map(({ page }) => page);
    if (inLang.length === 0) continue;
    const locale = site.locales.find((l) => l.lang === lang);
    const sections = new Map<string, BuiltPage[]>();
    for (const page of inLang) {
      const { routePath } = page.pageData;
      const section = routePath === home ? (locale?.title ?? site.title) : sectionTitleOf(site, routePath);
      const members = sections.get(section);
      if (members) members.push(page);
      else sections.set(section, [page]);
    }
    const entry = ({ pageData: { routePath, title, description } }: BuiltPage) =>
      `- [${title || locale?.title || site.title}](${url(markdownPath(routePath))})${description ? `: ${description}` : ''}`;
    const description = locale?.description ?? site.description;
    const index = [
      `# ${locale?.title ?? site.title}`,
      ...(description ? [`> ${description}`] : []),
      ...[...sections].map(([name, members]) => `## ${name}\n\n${members.map(entry).join('\n')}`),
    ].join('\n\n');
    languages.push({ prefix: home.replace(/\/$/, ''), index: `${index}\n`, pages: [...sections.values()].flat() });
  }
  return { documents, languages, url };
}

/**
 * `llms.txt` (the llmstxt.org index: title, summary, then links to every page's Markdown grouped
 * by section) and `llms-full.txt` per language, and each page as clean Markdown (issue 8).
 */
export async function buildLlmsFiles(
  pages: readonly BuiltPage[],
  site: SiteData,
  config: Pick<ResolvedConfig, 'siteUrl'>,
  options: LlmsOptions = {},
  /** The theme's components, for pages that come without their Markdown. */
  components: ThemeDefinition['components'] = {},
): Promise<LlmsFile[]> {
  const { documents, languages, url } = llmsPlan(pages, site, config);
  const files: LlmsFile[] = [];
  const markdown = new Map<BuiltPage, string>();
  await Promise.all(
    documents.map(async (page) => {
      const text = await pageMarkdown(page, site.base, components);
      markdown.set(page, text);
      if (options.pages !== false) files.push({ path: markdownPath(page.pageData.routePath), content: text });
    }),
  );
  for (const { prefix, index, pages: inOrder } of languages) {
    files.push({ path: `${prefix}/llms.txt`, content: index });
    if (options.full !== false) {
      const full = inOrder.map((p) => fullHeader(url(p.pageData.routePath)) + (markdown.get(p) ?? ''));
      files.push({ path: `${prefix}/llms-full.txt`, content: full.join(FULL_SEPARATOR) });
    }
  }
  return files;
}

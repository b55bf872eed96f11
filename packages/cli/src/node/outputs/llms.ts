import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuiltPage,
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
/** Bump when the Markdown output changes, so old cache entries are not reused. */
const CACHE_VERSION = '1';

/**
 * The page's Markdown, from a disk cache beside the page cache when its inputs are unchanged:
 * converting every page again is most of a rebuild's time when nothing changed.
 */
async function cachedMarkdown(page: BuiltPage, input: Parameters<typeof pageMarkdown>[0]): Promise<string> {
  const docsDir = page.pageData.pagePath.slice(0, page.pageData.pagePath.length - page.pageData._relativePath.length);
  const dir = path.join(docsDir, '..', 'node_modules', '.docs-cache', 'llms');
  const key = createHash('sha256').update(CACHE_VERSION).update(JSON.stringify(input)).digest('hex').slice(0, 32);
  const file = path.join(dir, `${key}.md`);
  try {
    return await readFile(file, 'utf8');
  } catch {
    const text = await pageMarkdown(input);
    await mkdir(dir, { recursive: true })
      .then(() => writeFile(file, text))
      .catch(() => undefined);
    return text;
  }
}

export async function buildLlmsFiles(
  pages: readonly BuiltPage[],
  site: SiteData,
  config: Pick<ResolvedConfig, 'siteUrl'>,
  options: LlmsOptions = {},
): Promise<LlmsFile[]> {
  const origin = config.siteUrl?.replace(/\/$/, '') ?? '';
  const url = (p: string) => `${origin}${withBase(p, site.base)}`;
  const files: LlmsFile[] = [];
  const documents = pages.filter((p) => p.pageData.pageType !== '404');
  const markdown = new Map<BuiltPage, string>();
  await Promise.all(
    documents.map(async (page) => {
      const source = await readFile(page.pageData.pagePath, 'utf8');
      const input = {
        source,
        format: (path.extname(page.pageData.pagePath) === '.mdx' ? 'mdx' : 'md') as 'mdx' | 'md',
        title:
          page.pageData.title ||
          (typeof page.pageData.frontmatter.title === 'string' ? page.pageData.frontmatter.title : ''),
        links: page.links,
        base: site.base,
      };
      const text = await cachedMarkdown(page, input);
      markdown.set(page, page.pageData.pageType === 'home' ? withHomeIntro(text, page.pageData.frontmatter) : text);
      if (options.pages !== false) {
        files.push({ path: markdownPath(page.pageData.routePath), content: markdown.get(page) ?? text });
      }
    }),
  );
  for (const lang of site.langs) {
    const order = sidebarOrder(site, lang);
    const home = withLang('/', lang, site.lang);
    const rank = (p: BuiltPage) =>
      p.pageData.routePath === home ? -1 : (order.get(p.pageData.routePath) ?? Number.MAX_SAFE_INTEGER);
    const inLang = documents
      .filter((p) => p.pageData.lang === lang)
      .sort((a, b) => rank(a) - rank(b) || a.pageData.routePath.localeCompare(b.pageData.routePath));
    if (inLang.length === 0) continue;
    const locale = site.locales.find((l) => l.lang === lang);
    const sections = new Map<string, BuiltPage[]>();
    for (const page of inLang) {
      const { routePath } = page.pageData;
      const section = routePath === home ? (locale?.title ?? site.title) : sectionTitleOf(site, routePath);
      sections.set(section, [...(sections.get(section) ?? []), page]);
    }
    const entry = ({ pageData: { routePath, title, description } }: BuiltPage) =>
      `- [${title || locale?.title || site.title}](${url(markdownPath(routePath))})${description ? `: ${description}` : ''}`;
    const description = locale?.description ?? site.description;
    const index = [
      `# ${locale?.title ?? site.title}`,
      ...(description ? [`> ${description}`] : []),
      ...[...sections].map(([name, members]) => `## ${name}\n\n${members.map(entry).join('\n')}`),
    ].join('\n\n');
    const prefix = lang === site.lang ? '' : `/${lang}`;
    files.push({ path: `${prefix}/llms.txt`, content: `${index}\n` });
    if (options.full !== false) {
      const full = [...sections.values()]
        .flat()
        .map((p) => `<!-- ${url(p.pageData.routePath)} -->\n\n${markdown.get(p) ?? ''}`);
      files.push({ path: `${prefix}/llms-full.txt`, content: full.join('\n---\n\n') });
    }
  }
  return files;
}

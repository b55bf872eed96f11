/**
 * The site's content rules (issue 5 and 6): every page compiles, is long enough, has no
 * placeholder text, mirrors its other-language twin (heading ids, code blocks), has code samples
 * that parse and links that lead somewhere. Used by the content test and by
 * `scripts/check-content.mjs`, which authors run while writing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledPage, compilePage, findDeadLinks, type RouteEntry, scanRoutes } from '@docs-kit/core';
import { transform } from 'esbuild';
import { type ConfigSample, configSamples, readAllowList, typeCheckSamples } from './configSamples';

export const LANGS = ['en', 'zh'] as const;
/** Components the default theme gives every page. */
export const THEME_COMPONENTS = new Set(['PackageManagerTabs', 'Tabs', 'Tab', 'Badge', 'CodeBlock']);
/** Old paths that redirect (site-facts.md): links to them are not dead. */
export const PLACEHOLDER = /lorem ipsum|\bTODO\b|coming soon|placeholder text|待补充|待完善|TBD\b/i;

export interface Problem {
  file: string;
  line?: number;
  message: string;
}

export interface CheckedPage {
  route: RouteEntry;
  compiled?: CompiledPage;
  source: string;
}

export interface Fence {
  lang: string;
  /** The `title="..."` of the info string, if any. */
  title?: string;
  code: string;
  line: number;
}

/** The fenced code blocks of a Markdown source, with the line each starts on. */
export function fences(source: string): Fence[] {
  const out: Fence[] = [];
  const lines = source.split('\n');
  let open: { marker: string; lang: string; title?: string; line: number; body: string[] } | null = null;
  lines.forEach((line, i) => {
    const match = /^\s*(`{3,}|~{3,})\s*([\w-]*)(.*)/.exec(line);
    if (!open) {
      if (match) {
        const title = /title="([^"]*)"/.exec(match[3] ?? '')?.[1];
        open = { marker: match[1] as string, lang: match[2] ?? '', title, line: i + 1, body: [] };
      }
      return;
    }
    if (match && line.trim() === open.marker) {
      out.push({ lang: open.lang, title: open.title, code: open.body.join('\n'), line: open.line });
      open = null;
      return;
    }
    open.body.push(line);
  });
  return out;
}

/** Prose length: English words, or Chinese characters (CJK plus Latin words). */
export function proseLength(page: CompiledPage, lang: string): number {
  const text = page.sections.map((s) => `${s.headings.at(-1) ?? ''} ${s.text}`).join(' ');
  if (lang === 'zh') return text.replace(/\s+/g, '').length;
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  ts: 'ts',
  tsx: 'tsx',
  js: 'js',
  jsx: 'jsx',
  typescript: 'ts',
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
};

async function checkFences(file: string, source: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const fence of fences(source)) {
    const loader = LOADERS[fence.lang];
    if (!loader) continue;
    try {
      await transform(fence.code, { loader, logLevel: 'silent' });
    } catch (error) {
      const first = (error as { errors?: { text: string; location?: { line: number } }[] }).errors?.[0];
      problems.push({
        file,
        line: fence.line + (first?.location?.line ?? 0),
        message: `code sample does not parse: ${first?.text ?? String(error)}`,
      });
    }
  }
  return problems;
}

export async function compileSite(docsRoot: string): Promise<CheckedPage[]> {
  const routes = await scanRoutes({ root: docsRoot, langs: LANGS, defaultLang: 'en' });
  return Promise.all(
    routes.map(async (route) => {
      const source = await readFile(route.filePath, 'utf8');
      try {
        const compiled = await compilePage({
          filePath: route.filePath,
          source,
          relativePath: route.relativePath,
          routePath: route.path,
          lang: route.lang,
          defaultLang: 'en',
          langs: LANGS,
          base: '/',
          components: THEME_COMPONENTS,
        });
        return { route, compiled, source };
      } catch (error) {
        return { route, source, error } as CheckedPage & { error: unknown };
      }
    }),
  );
}

/** Runs every rule on the pages under `docsRoot`; `only` limits the report to those files. */
export async function checkContent(
  docsRoot: string,
  options: { only?: (file: string) => boolean; extraRoutes?: string[] } = {},
): Promise<Problem[]> {
  const pages = await compileSite(docsRoot);
  const wanted = options.only ?? (() => true);
  const problems: Problem[] = [];
  const samples: ConfigSample[] = [];
  const byRelative = new Map(pages.map((p) => [p.route.relativePath.replace(/\.mdx?$/, ''), p]));
  for (const page of pages) {
    const file = page.route.filePath;
    if (!wanted(file)) continue;
    const failure = (page as { error?: { format?: () => string; message?: string } }).error;
    if (!page.compiled) {
      problems.push({
        file,
        message: `does not compile: ${failure?.format?.() ?? failure?.message ?? 'unknown error'}`,
      });
      continue;
    }
    const { compiled, route } = page;
    const isHome = compiled.pageData.pageType === 'home';
    const length = proseLength(compiled, route.lang);
    const min = route.lang === 'zh' ? 300 : 150;
    if (!isHome && length < min) {
      problems.push({
        file,
        message: `too short: ${length} ${route.lang === 'zh' ? 'characters' : 'words'} (at least ${min})`,
      });
    }
    const placeholder = PLACEHOLDER.exec(page.source);
    if (placeholder) problems.push({ file, message: `placeholder text: "${placeholder[0]}"` });
    if (!compiled.pageData.title)
      problems.push({ file, message: 'no title: add a `# h1` or a `title` in front matter' });
    problems.push(...(await checkFences(file, page.source)));
    samples.push(...configSamples(file, fences(page.source)));
    if (route.lang === 'zh') {
      const twinKey = route.relativePath.replace(/^zh\//, 'en/').replace(/\.mdx?$/, '');
      const twin = byRelative.get(twinKey);
      if (!twin) {
        problems.push({ file, message: 'has no English page' });
      } else if (twin.compiled) {
        const enIds = twin.compiled.pageData.toc.map((t) => t.id).join(', ');
        const zhIds = compiled.pageData.toc.map((t) => t.id).join(', ');
        if (enIds !== zhIds) {
          problems.push({
            file,
            message: `heading ids differ from the English page:\n    en: ${enIds}\n    zh: ${zhIds}`,
          });
        }
        const enCode = fences(twin.source).length;
        const zhCode = fences(page.source).length;
        if (enCode !== zhCode)
          problems.push({ file, message: `${zhCode} code blocks, the English page has ${enCode}` });
      }
    } else {
      const twinKey = route.relativePath.replace(/^en\//, 'zh/').replace(/\.mdx?$/, '');
      if (!byRelative.has(twinKey)) problems.push({ file, message: 'has no Chinese page' });
    }
  }
  problems.push(...checkConfigSamples(samples));
  const linked = pages.flatMap((p) =>
    p.compiled
      ? [{ routePath: p.route.path, filePath: p.route.filePath, links: p.compiled.links, ids: p.compiled.ids }]
      : [],
  );
  for (const dead of findDeadLinks(linked, options.extraRoutes)) {
    if (!wanted(dead.file)) continue;
    const hint = dead.suggestion ? ` (did you mean ${dead.suggestion}?)` : '';
    problems.push({
      file: dead.file,
      line: dead.line,
      message: `dead link to ${dead.target}: no such ${dead.reason === 'page' ? 'page' : 'heading'}${hint}`,
    });
  }
  return problems;
}

const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.dirname(TESTS_DIR);
/** Pages whose config samples may fail the type-check for now; the file says why. */
export const TYPECHECK_ALLOW_LIST = path.join(TESTS_DIR, 'content/typecheck-allow-list.txt');

/**
 * Type-checks the config samples; errors on allow-listed pages are held back, and an
 * allow-listed page that now passes is reported so that the list only shrinks.
 */
function checkConfigSamples(samples: ConfigSample[]): Problem[] {
  const allowed = readAllowList(TYPECHECK_ALLOW_LIST);
  const found = typeCheckSamples(samples, TESTS_DIR);
  const failing = new Set(found.map((p) => path.relative(REPO_ROOT, p.file)));
  const problems = found.filter((p) => !allowed.has(path.relative(REPO_ROOT, p.file)));
  const checkedPages = new Set(samples.map((s) => path.relative(REPO_ROOT, s.file)));
  for (const page of allowed) {
    if (checkedPages.has(page) && !failing.has(page)) {
      problems.push({
        file: TYPECHECK_ALLOW_LIST,
        message: `${page} type-checks now: remove it from the allow-list`,
      });
    }
  }
  return problems;
}

export function relativeTo(root: string, file: string): string {
  return path.relative(root, file);
}

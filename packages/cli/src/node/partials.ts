/**
 * `.md`/`.mdx` partials (issue 14): `import Part from './_part.mdx'` then `<Part />`. A partial
 * compiles like a page (same compiler, cache and plugins) into a module esbuild bundles with the
 * page, in dev and build alike; its headings join the page's outline and search sections where
 * the page renders it, its links and ids join the page's for the link check.
 */
import path from 'node:path';
import { DocsError, joinRoute, type LoadedConfig, type RouteEntry, type TocEntry, versionOf } from '@docs-kit/core';
import type { BuildPage } from './pageCompiler';

/**
 * The route a partial compiles under: where it sits in the docs folder, with its version and
 * language (it is never served, but its relative links resolve from there).
 */
export function partialRoute(loaded: LoadedConfig, file: string): RouteEntry {
  const inDocs = path.relative(loaded.docsDir, file).split(path.sep).join('/');
  const parts = inDocs.split('/');
  const version = versionOf(`/${inDocs}`, loaded.multiVersion.versions) ?? '';
  if (version) parts.shift();
  const inLang = loaded.langs.includes(parts[0] ?? '');
  const lang = inLang ? (parts.shift() as string) : loaded.config.lang;
  // A single-language version may keep its pages without a language folder (see scanRoutes).
  const inside = inLang || (version !== '' && loaded.langs.length === 1);
  // A partial outside the language folders (`../components/note.mdx`) resolves its links as if it
  // were at the language's root.
  const rest = inside ? parts.join('/') : path.basename(file);
  const relativePath = [version, inLang || !inside ? lang : '', rest].filter(Boolean).join('/');
  const scheme = { lang: loaded.config.lang, langs: loaded.langs, multiVersion: loaded.multiVersion };
  const routePath = joinRoute({ version, lang, path: `/${rest.replace(/\.mdx?$/, '')}` }, scheme);
  return { path: routePath, filePath: file, relativePath, lang, version };
}

/** A partial's module: its content, rendered with its own code blocks' HTML. */
export function partialModuleSource(page: BuildPage): string {
  const head = 'export default function MDXContent(';
  if (!page.code.includes(head))
    throw new DocsError('The partial did not compile to an MDX module.', { file: page.pageData.pagePath });
  return `${page.code.replace(head, 'function MDXContent(')}
const __code = ${JSON.stringify(page.codeBlocks)};
export default function Partial(props) {
  return MDXContent({ ...props, __code });
}
`;
}

/** A partial the page renders, compiled, and the heading it comes after (see `PagePartial`). */
export interface RenderedPartial {
  after: string;
  page: BuildPage;
}

/** The page with its partials' headings, sections, ids, links and assets merged in. */
export function mergePartials(page: BuildPage, partials: readonly RenderedPartial[]): BuildPage {
  if (!partials.length) return page;
  const tocIds = new Set(page.pageData.toc.map((t) => t.id));
  const order = page.sections.map((s) => s.id);
  // A partial after a heading the outline leaves out (h5, h6) goes after the outline's last one before it.
  const tocAnchor = (after: string) => {
    for (let i = order.indexOf(after); i > 0; i--) if (tocIds.has(order[i] as string)) return order[i] as string;
    return '';
  };
  const tocAfter = (id: string) =>
    partials.filter((p) => tocAnchor(p.after) === id).flatMap((p) => p.page.pageData.toc);
  const toc: TocEntry[] = [...tocAfter('')];
  for (const item of page.pageData.toc) toc.push(item, ...tocAfter(item.id));
  const sections = page.sections.flatMap((section) => {
    const merged = { ...section };
    const after = partials.filter((p) => p.after === section.id).map((p) => p.page.sections);
    // A partial's text before its first heading belongs to the section it is rendered in.
    for (const [intro] of after) if (intro?.text) merged.text = `${merged.text} ${intro.text}`.trim();
    return [merged, ...after.flatMap((s) => s.filter((p) => p.id))];
  });
  return {
    ...page,
    pageData: { ...page.pageData, toc },
    sections,
    ids: [...new Set([...page.ids, ...partials.flatMap((p) => p.page.ids)])],
    links: [...page.links, ...partials.flatMap((p) => p.page.links)],
    assets: [...page.assets, ...partials.flatMap((p) => p.page.assets)],
  };
}

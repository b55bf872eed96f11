import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CompiledPage, DocsError, joinRoute, type PageData, type SiteData } from '@docs-kit/core';
import { notFoundPage } from '@docs-kit/core/runtime';
import { alternatesOf, pageDescription, pageTitle, renderHtml } from '../html';
import { pluginHeadTags } from '../plugins/index';
import { mapLimit } from '../pool';
import { themeInitScriptOf } from '../theme/load';
import type { ClientAssets } from './assets';
import type { Bundles } from './bundle';
import type { BuildContext, CompiledSite } from './context';

/** A page chunk as the server bundle loads it. */
interface PageModuleLike {
  default: unknown;
  pageData: PageData;
}

interface ServerBundle {
  site: SiteData;
  /** What `@theme` exports for the init script, if anything. */
  themeInitScript?: string;
  render: (url: string, module: PageModuleLike) => { html: string; head: { title?: string; description?: string } };
}

/** One page to render: its URL, its module, and its source file (none for 404 pages). */
interface Document {
  url: string;
  module: PageModuleLike;
  pageFile?: string;
  alternates: { lang: string; path: string }[];
}

/**
 * Stage 6: renders every route, and each language's 404 page, to a complete HTML file. Returns
 * the theme's init script, which the outputs stage needs too.
 */
export async function renderStage(
  ctx: BuildContext,
  { byPath }: CompiledSite,
  site: SiteData,
  bundles: Bundles,
): Promise<string> {
  const { routes, tmpDir, serverDir, loaded, reporter } = ctx;
  await writeFile(path.join(serverDir, 'package.json'), '{"type":"module"}');
  const server = (await import(pathToFileURL(path.join(serverDir, 'server.js')).href)) as ServerBundle;
  const exists = (p: string) => byPath.has(p);
  const themeInitScript = server.themeInitScript ?? themeInitScriptOf(loaded);
  const render = (doc: Document) => renderDocument(ctx, server, site, bundles.assets, themeInitScript, doc);
  let done = 0;
  await mapLimit(routes, 8, async (route, i) => {
    const page = byPath.get(route.path) as CompiledPage;
    const moduleUrl =
      bundles.serverModules.get(route.filePath) ??
      (await bundles.serverPages.write(page, String(i), bundles.sidebarRef(route.filePath)));
    const module = (await import(moduleUrl)) as PageModuleLike;
    let html: string;
    try {
      html = render({
        url: page.pageData.routePath,
        module,
        pageFile: route.filePath,
        alternates: alternatesOf(site, route.path, exists),
      });
    } catch (error) {
      throw new DocsError(`Rendering failed: ${(error as Error)?.message ?? String(error)}`, {
        file: route.filePath,
        hint: 'A component or an expression on this page threw while rendering; run with --debug for its stack.',
      });
    }
    const file = route.path.endsWith('/')
      ? path.join(tmpDir, route.path, 'index.html')
      : path.join(tmpDir, `${route.path}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    reporter.progress('Rendering pages', ++done, routes.length);
  });
  // A 404 page per language, and per version on a versioned site: its home link stays in them.
  for (const version of loaded.multiVersion.versions.length ? loaded.multiVersion.versions : ['']) {
    for (const lang of loaded.langs) {
      const missing = joinRoute({ version, lang, path: '/404' }, site);
      const html = render({ url: missing, module: notFoundPage(site, missing), alternates: [] });
      await mkdir(path.dirname(path.join(tmpDir, missing)), { recursive: true });
      await writeFile(path.join(tmpDir, `${missing}.html`), html);
    }
  }
  return themeInitScript;
}

function renderDocument(
  ctx: BuildContext,
  server: ServerBundle,
  site: SiteData,
  assets: ClientAssets,
  themeInitScript: string,
  { url, module, pageFile, alternates }: Document,
): string {
  const { html, head } = server.render(url, module);
  const page = module.pageData;
  const breadcrumbs =
    page.pageType === 'doc'
      ? [
          {
            name: site.locales.find((l) => l.lang === page.lang)?.title ?? site.title,
            path: page.lang === site.lang ? '/' : `/${page.lang}/`,
          },
          { name: page.title, path: page.routePath },
        ]
      : undefined;
  return renderHtml({
    site,
    page,
    // What the theme asked for with useHead, so the static title matches the one after hydration.
    title: head.title ?? pageTitle(site, page),
    description: head.description || pageDescription(site, page),
    body: html,
    assets: {
      css: assets.css,
      entry: assets.entry,
      preload: [...new Set([...assets.preload, ...((pageFile && assets.pageImports.get(pageFile)) || [])])],
      page: pageFile ? assets.pageChunks.get(pageFile) : undefined,
    },
    themeInitScript,
    siteUrl: ctx.config.siteUrl,
    alternates,
    head: [...ctx.config.head, ...pluginHeadTags(ctx.plugins, page)],
    breadcrumbs,
  });
}

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CompiledPage, DocsError, joinRoute, type PageData, type SiteData } from '@docs-kit/core';
import { notFoundPageData } from '@docs-kit/core/shared';
import { alternatesOf, pageDescription, pageTitle, renderHtml } from '../html';
import { pluginHeadTags } from '../plugins/index';
import { mapLimit } from '../pool';
import { themeInitScriptOf } from '../theme/load';
import type { ClientAssets } from './assets';
import type { Bundles } from './bundle';
import { withoutSidebars } from './bundleModules';
import type { BuildContext, CompiledSite } from './context';
import { folderMaker } from './outputFiles';
import { openRenderCache } from './renderCache';
import { createRenderPool, type RenderedBody, type RenderPool } from './renderPool';

/** One page's HTML document: its page data, its body rendered by the server bundle, its source file (none for 404 pages). */
interface Document {
  page: PageData;
  body: RenderedBody;
  pageFile?: string;
  alternates: { lang: string; path: string }[];
}

export interface Rendered {
  /** The theme's init script, which the outputs stage needs too. */
  themeInitScript: string;
  /** Records what each page was rendered from, once the output is in place (see renderCache.ts). */
  saveManifest: () => Promise<void>;
  /** Pages whose HTML was taken from the previous build rather than rendered. */
  reused: number;
}

/**
 * The render workers, loading the server bundle once it is in `serverDir`: the bundle stage starts
 * them as soon as it is, so that they load it while that stage writes the pages' browser chunks.
 */
export function startRenderPool(ctx: BuildContext): RenderPool {
  const { serverDir } = ctx;
  writeFileSync(path.join(serverDir, 'package.json'), '{"type":"module"}');
  // Pages render on worker threads while this one hashes, composes and writes (see renderPool.ts):
  // every route at most, and a 404 page per language and version.
  const { langs, multiVersion } = ctx.loaded;
  const pages = ctx.routes.length + langs.length * Math.max(1, multiVersion.versions.length);
  return createRenderPool(pathToFileURL(path.join(serverDir, 'server.js')).href, os.availableParallelism(), pages);
}

/**
 * Stage 6: renders every route whose inputs changed since the last build into the same folder
 * (`reuse`: the others are copied from it), and each language's 404 page, to a complete HTML file,
 * with `pool` (see `startRenderPool`), which it closes.
 */
export async function renderStage(
  ctx: BuildContext,
  { byPath }: CompiledSite,
  site: SiteData,
  bundles: Bundles,
  reuse: { enabled: boolean; cacheDir: string; codeState: string },
  pool: RenderPool,
): Promise<Rendered> {
  try {
    return await renderWith(pool, ctx, byPath, site, bundles, reuse);
  } finally {
    await pool.close();
  }
}

async function renderWith(
  pool: RenderPool,
  ctx: BuildContext,
  byPath: CompiledSite['byPath'],
  site: SiteData,
  bundles: Bundles,
  reuse: { enabled: boolean; cacheDir: string; codeState: string },
): Promise<Rendered> {
  const { routes, tmpDir, serverDir, loaded, config, reporter } = ctx;
  const exists = (p: string) => byPath.has(p);
  const { assets } = bundles;
  const cache = await openRenderCache({
    ...reuse,
    outDir: ctx.outDir,
    tmpDir,
    output: ctx.output,
    serverDir,
    serverFiles: bundles.serverFiles.shared,
    configFiles: loaded.dependencies,
    shared: {
      // Each page's own sidebar is in its key: a title edit re-renders only its section.
      site: withoutSidebars(site),
      routes: routes.map((r) => [r.path, r.lang]),
      assets: [assets.entry, assets.css, assets.preload],
      head: config.head,
      siteUrl: config.siteUrl,
      code: reuse.codeState,
    },
  });
  const themeInitScript = cache.initScript ?? (await pool.themeInitScript) ?? themeInitScriptOf(loaded);
  const render = (doc: Document) => renderDocument(ctx, site, assets, themeInitScript, doc);
  const write = htmlWriter(tmpDir);
  let done = 0;
  let reused = 0;
  await mapLimit(routes, 8, async (route, i) => {
    const page = byPath.get(route.path) as CompiledPage;
    const alternates = alternatesOf(site, route.path, exists);
    const relative = route.path.endsWith('/') ? `${route.path.slice(1)}index.html` : `${route.path.slice(1)}.html`;
    // The page data the rendered module carries (see pageModuleSource), for the plugins' head tags.
    // Made only when used: a copy reads the outline, which an unchanged page leaves in its compile
    // cache file until asked (compileCache.ts).
    const moduleData = () => ({ ...page.pageData, pagePath: page.pageData._relativePath });
    const ownFiles = bundles.serverFiles.pages.get(route.filePath);
    // The page's key names its module, its data and its sidebar (see SiteModules.pageKey).
    const key = cache.key([
      route.path,
      bundles.pageKey(route.filePath),
      assets.pageChunks.get(route.filePath),
      assets.pageImports.get(route.filePath),
      assets.pageCss.get(route.filePath),
      alternates,
      ctx.plugins.some((p) => p.headTags) ? pluginHeadTags(ctx.plugins, moduleData()) : [],
      ownFiles ? await cache.filesKey(ownFiles) : '',
    ]);
    if (await cache.reuse(relative, key)) {
      reused++;
      reporter.progress('Rendering pages', ++done, routes.length);
      return;
    }
    const moduleUrl =
      bundles.serverModules.get(route.filePath) ??
      (await bundles.serverPages.write(page, String(i), bundles.sidebarRef(route.filePath)));
    let html: string;
    try {
      const body = await pool.render(page.pageData.routePath, { moduleUrl });
      // The page data as the module carries it: JSON, read back (see pageModuleSource).
      html = render({ page: JSON.parse(JSON.stringify(moduleData())), body, pageFile: route.filePath, alternates });
    } catch (error) {
      throw new DocsError(`Rendering failed: ${(error as Error)?.message ?? String(error)}`, {
        file: route.filePath,
        hint: 'A component or an expression on this page threw while rendering; run with --debug for its stack.',
      });
    }
    write(relative, html);
    await cache.record(relative, key);
    reporter.progress('Rendering pages', ++done, routes.length);
  });
  // A 404 page per language, and per version on a versioned site: its home link stays in them.
  for (const version of loaded.multiVersion.versions.length ? loaded.multiVersion.versions : ['']) {
    for (const lang of loaded.langs) {
      const missing = joinRoute({ version, lang, path: '/404' }, site);
      const page = notFoundPageData(site, missing);
      const relative = `${missing.slice(1)}.html`;
      // Its sidebars too: the site data in `shared` has none.
      const key = cache.key([page, site.themeConfig, pluginHeadTags(ctx.plugins, page)]);
      if (await cache.reuse(relative, key)) continue;
      write(relative, render({ page, body: await pool.render(missing, { pageData: page }), alternates: [] }));
      await cache.record(relative, key);
    }
  }
  return { themeInitScript, saveManifest: () => cache.save(themeInitScript), reused };
}

/**
 * Writes an HTML file under `dir`, making each folder once. Synchronously: a page's few dozen
 * kilobytes go to the page cache in microseconds, while an asynchronous write costs three
 * thread-pool round trips (open, write, close) and a `mkdir` per page, about 4× the CPU time on
 * this thread, which the render workers need (issue 17).
 */
function htmlWriter(dir: string): (relative: string, html: string) => void {
  const folder = folderMaker();
  return (relative, html) => {
    const file = path.join(dir, relative);
    folder(path.dirname(file));
    writeFileSync(file, html);
  };
}

function renderDocument(
  ctx: BuildContext,
  site: SiteData,
  assets: ClientAssets,
  themeInitScript: string,
  { page, body, pageFile, alternates }: Document,
): string {
  const { html, head } = body;
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
      css: [...assets.css, ...[pageFile && assets.pageCss.get(pageFile)].filter((c): c is string => !!c)],
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

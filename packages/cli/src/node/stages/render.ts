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
import { withoutSidebars } from './bundleModules';
import type { BuildContext, CompiledSite } from './context';
import { openRenderCache } from './renderCache';

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

export interface Rendered {
  /** The theme's init script, which the outputs stage needs too. */
  themeInitScript: string;
  /** Records what each page was rendered from, once the output is in place (see renderCache.ts). */
  saveManifest: () => Promise<void>;
  /** Pages whose HTML was taken from the previous build rather than rendered. */
  reused: number;
}

/**
 * Stage 6: renders every route whose inputs changed since the last build into the same folder
 * (`reuse`: the others are copied from it), and each language's 404 page, to a complete HTML file.
 */
export async function renderStage(
  ctx: BuildContext,
  { byPath }: CompiledSite,
  site: SiteData,
  bundles: Bundles,
  reuse: { enabled: boolean; cacheDir: string; codeState: string },
): Promise<Rendered> {
  const { routes, tmpDir, serverDir, loaded, config, reporter } = ctx;
  await writeFile(path.join(serverDir, 'package.json'), '{"type":"module"}');
  const server = (await import(pathToFileURL(path.join(serverDir, 'server.js')).href)) as ServerBundle;
  const exists = (p: string) => byPath.has(p);
  const themeInitScript = server.themeInitScript ?? themeInitScriptOf(loaded);
  const render = (doc: Document) => renderDocument(ctx, server, site, bundles.assets, themeInitScript, doc);
  const { assets } = bundles;
  const cache = await openRenderCache({
    ...reuse,
    outDir: ctx.outDir,
    tmpDir,
    serverDir,
    serverFiles: bundles.serverFiles.shared,
    configFiles: loaded.dependencies,
    entry: assets.entry,
    shared: {
      // Each page's own sidebar is in its key: a title edit re-renders only its section.
      site: withoutSidebars(site),
      routes: routes.map((r) => [r.path, r.lang]),
      assets: [assets.css, assets.preload],
      themeInitScript,
      head: config.head,
      siteUrl: config.siteUrl,
      code: reuse.codeState,
    },
  });
  let done = 0;
  await mapLimit(routes, 8, async (route, i) => {
    const page = byPath.get(route.path) as CompiledPage;
    const alternates = alternatesOf(site, route.path, exists);
    const sidebar = bundles.sidebarRef(route.filePath);
    const relative = route.path.endsWith('/') ? `${route.path.slice(1)}index.html` : `${route.path.slice(1)}.html`;
    // The page data the rendered module carries (see pageModuleSource), for the plugins' head tags.
    const moduleData = { ...page.pageData, pagePath: page.pageData._relativePath };
    const key = cache.key(page, [
      route.path,
      sidebar,
      assets.pageChunks.get(route.filePath),
      assets.pageImports.get(route.filePath),
      assets.pageCss.get(route.filePath),
      alternates,
      pluginHeadTags(ctx.plugins, moduleData),
      await cache.filesKey(bundles.serverFiles.pages.get(route.filePath) ?? []),
    ]);
    if (await cache.reuse(relative, key)) {
      reporter.progress('Rendering pages', ++done, routes.length);
      return;
    }
    const moduleUrl =
      bundles.serverModules.get(route.filePath) ?? (await bundles.serverPages.write(page, String(i), sidebar));
    const module = (await import(moduleUrl)) as PageModuleLike;
    let html: string;
    try {
      html = render({
        url: page.pageData.routePath,
        module,
        pageFile: route.filePath,
        alternates,
      });
    } catch (error) {
      throw new DocsError(`Rendering failed: ${(error as Error)?.message ?? String(error)}`, {
        file: route.filePath,
        hint: 'A component or an expression on this page threw while rendering; run with --debug for its stack.',
      });
    }
    const file = path.join(tmpDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await cache.record(relative, key);
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
  return { themeInitScript, saveManifest: cache.save, reused: cache.reused() };
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

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  attachOverviewHeadings,
  type CompiledPage,
  createSiteData,
  DocsError,
  findDeadLinks,
  formatDeadLinks,
  formatWarning,
  type LoadedConfig,
  loadConfig,
  type PageData,
  pageModuleSource,
  pickSidebar,
  type RouteEntry,
  type SiteData,
  scanRoutes,
} from '@docs-kit/core';
import { manifestName, notFoundPage } from '@docs-kit/core/runtime';

import { build as esbuild, type Metafile } from 'esbuild';
import { buildFingerprint, isUpToDate, writeStamp } from './buildStamp';
import { docsPlugin } from './bundle/docsPlugin';
import { commonOptions } from './bundle/options';
import { createServerPages, SERVER_JSX_EXPORT } from './bundle/serverPages';
import { lastUpdatedTimes } from './git';
import { alternatesOf, type HtmlAssets, pageDescription, pageTitle, renderHtml } from './html';
import { copyAssets, missingAssets } from './outputs/assets';
import { buildFeeds } from './outputs/feeds';
import { writeExtraOutputs } from './outputs/index';
import { routeManifests } from './outputs/routeManifests';
import { type BuildPage, createPageCompiler } from './pageCompiler';
import { extendPageData, pluginHeadTags, pluginRoutes, resolvePlugins, runBuildEnd } from './plugins/index';
import { mapLimit } from './pool';
import type { Reporter } from './reporter';
import { silentReporter } from './reporter';

/** A page chunk as the server bundle loads it. */
interface PageModuleLike {
  default: unknown;
  pageData: PageData;
}

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's `outDir`. */
  outDir?: string;
  configFile?: string;
  reporter?: Reporter;
  /**
   * Skip the build when it would read exactly what the last successful build into the same folder
   * read, and that folder is as it left it (see buildStamp.ts). Sites with plugins always build.
   */
  incremental?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: CompiledPage[];
  site: SiteData;
  warnings: string[];
  files: { path: string; bytes: number }[];
  /** True when nothing changed and the previous output was kept as it was (`pages` is then empty). */
  upToDate: boolean;
}

interface ServerBundle {
  site: SiteData;
  themeInitScript: string;
  render: (url: string, module: PageModuleLike) => { html: string; head: { title?: string; description?: string } };
}

/** Builds started by this process, to name each one's server bundle folder. */
let buildCount = 0;

/** Every compile error of the site at once, each with its file, line and frame. */
function aggregate(errors: DocsError[]): DocsError {
  if (errors.length === 1) return errors[0] as DocsError;
  return new DocsError(`${errors.length} pages failed to compile:\n\n${errors.map((e) => e.format()).join('\n\n')}`);
}

/** The server's route table: rendering is handed each page's module, so it never loads one itself. */
function serverRoutesModule(routes: readonly RouteEntry[]): string {
  const rows = routes.map((r) => `{path:${JSON.stringify(r.path)},lang:${JSON.stringify(r.lang)},version:"",load}`);
  return `const load = () => Promise.reject(new Error('Pages are not loaded while rendering.'));\nexport default [${rows.join(',\n')}];`;
}

const CLIENT_ENTRY = `import { startClient } from '@docs-kit/core/runtime';
import { Layout } from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
startClient({ site, routes, Layout });
`;

// A theme may offer getThemeInitScript to honour \`darkMode: false\`; themeInitScript is the fallback.
const SERVER_ENTRY = `import { renderPage } from '@docs-kit/core/server';
import * as theme from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
export { site };
${SERVER_JSX_EXPORT}
export const themeInitScript = theme.getThemeInitScript
  ? theme.getThemeInitScript({ darkMode: site.themeConfig.darkMode })
  : theme.themeInitScript;
export function render(url, module) { return renderPage({ site, routes, Layout: theme.Layout, url, module }); }
`;

/**
 * `docs build`: compiles every page, bundles the browser and server code with esbuild, renders
 * each route to a complete HTML file and writes the extra outputs. Everything is written to a
 * temporary folder first and swapped in at the end, so a failed build leaves the previous output
 * as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const started = performance.now();

  // 1. Config and route table.
  const loaded: LoadedConfig = await loadConfig(options.siteDir, options.configFile);
  const outDir = options.outDir ? path.resolve(options.siteDir, options.outDir) : loaded.outDir;
  const { config } = loaded;
  const routes = await scanRoutes({
    root: loaded.docsDir,
    langs: loaded.langs,
    defaultLang: config.lang,
    exclude: config.route.exclude,
  });
  const plugins = resolvePlugins(config.plugins);
  routes.push(...(await pluginRoutes(plugins, loaded, routes)));
  if (routes.length === 0)
    throw new DocsError(`No pages found in ${loaded.docsDir}.`, {
      hint: 'Add Markdown files under docs/<lang>/ (for example docs/en/index.md).',
    });
  // Taken before anything is read, so a file saved during the build makes the next one rebuild.
  const fingerprint = await buildFingerprint(loaded, outDir);
  if (options.incremental && config.plugins.length === 0 && (await isUpToDate(loaded, outDir, fingerprint))) {
    reporter.upToDate(outDir);
    return { outDir, pages: [], site: createSiteData(loaded, {}), warnings: [], files: [], upToDate: true };
  }

  // 2. Compile every page (cached by content hash).
  const cacheDir = path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'pages');
  // Starting a worker costs about a second: worth it for a large site, not for a handful of pages.
  const workers = routes.length >= 100 ? os.availableParallelism() : 0;
  const compiler = createPageCompiler(loaded, {
    cacheDir,
    workers,
    inlineFirst: 8,
    markdown: plugins.some((p) => p.markdown),
  });
  const errors: DocsError[] = [];
  let done = 0;
  const compiled = await mapLimit(routes, 16, async (route) => {
    try {
      return await compiler.compile(route);
    } catch (error) {
      errors.push(
        error instanceof DocsError
          ? error
          : new DocsError(String((error as Error).message ?? error), { file: route.filePath }),
      );
      return undefined;
    } finally {
      reporter.progress('Compiling pages', ++done, routes.length);
    }
  });
  await compiler.close();
  if (errors.length) throw aggregate(errors);
  await compiler.prune();
  const pages = compiled as BuildPage[];
  const byPath = new Map(pages.map((p) => [p.pageData.routePath, p]));

  // 3. Dead links fail the build (or warn, by config).
  const warnings: string[] = pages.flatMap((p) => p.warnings.map((w) => formatWarning(w, loaded.siteDir)));
  const redirectSources = config.redirects.flatMap((r) =>
    loaded.langs.map((l) => (l === config.lang ? r.from : `/${l}${r.from}`)),
  );
  const dead = findDeadLinks(
    pages.map((p) => ({ routePath: p.pageData.routePath, filePath: p.pageData.pagePath, links: p.links, ids: p.ids })),
    redirectSources,
  );
  const missingFiles = missingAssets(pages, loaded.siteDir);
  if (dead.length || missingFiles.length) {
    const message = [
      dead.length &&
        `${dead.length} dead link${dead.length === 1 ? '' : 's'}:\n${formatDeadLinks(dead, loaded.siteDir)}`,
      missingFiles.length &&
        `${missingFiles.length} missing file${missingFiles.length === 1 ? '' : 's'}:\n${missingFiles.join('\n')}`,
    ]
      .filter(Boolean)
      .join('\n');
    if (config.markdown.checkDeadLinks === 'error') {
      throw new DocsError(message, {
        hint: 'Fix the links, or set `markdown.checkDeadLinks: "warn"` to build anyway.',
      });
    }
    warnings.push(message);
  }

  // 4. Page data that needs the whole site: last-updated times, feeds, titles.
  if (config.themeConfig.lastUpdated) {
    const times = await lastUpdatedTimes(loaded.docsDir);
    for (const page of pages) page.pageData.lastUpdatedTime = times.get(page.pageData.pagePath);
  }
  const titles = Object.fromEntries(
    pages.map((p) => [p.pageData.routePath, { title: p.pageData.title, lang: p.pageData.lang }]),
  );
  const site = createSiteData(loaded, titles);
  for (const page of pages) page.pageData.feeds = [];
  attachOverviewHeadings(pages);
  const routeExists = (p: string) => byPath.has(p);
  for (const page of pages) {
    page.pageData.translations = alternatesOf(site, page.pageData.routePath, routeExists).map((a) => a.lang);
  }
  const feeds = buildFeeds(pages, site, config.siteUrl);
  await extendPageData(
    plugins,
    pages.map((p) => p.pageData),
  );

  // 5. Bundle for the browser and for rendering, into a temporary folder.
  const tmpDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}-tmp-${process.pid}`);
  // A folder of its own per build: Node caches ES modules by URL, so a second build in the same
  // process importing the same path would render with the first build's code.
  const serverDir = path.join(loaded.siteDir, 'node_modules', `.docs-server-${process.pid}-${++buildCount}`);
  await removeStale(outDir);
  await rm(tmpDir, { recursive: true, force: true });
  try {
    // Public files first: what the build writes (pages, feeds, robots.txt) wins over a same-named one.
    const publicDir = path.join(loaded.docsDir, 'public');
    if (existsSync(publicDir)) await cp(publicDir, tmpDir, { recursive: true });
    await copyAssets(pages, tmpDir);
    const routeByFile = new Map(routes.map((r) => [r.filePath, r]));
    // Sidebars travel with their section's pages (see pageModuleSource), so the bundles' site data
    // leaves them out and the main bundle does not grow with the sidebars.
    const sidebarsOf = (lang: string) =>
      site.themeConfig.locales.find((l) => l.lang === lang)?.sidebar ?? site.themeConfig.sidebar;
    const sidebarRef = (file: string) => {
      const route = routeByFile.get(file);
      const picked = route && pickSidebar(sidebarsOf(route.lang), route.path);
      return route && picked ? { id: `${route.lang}\0${picked.key}`, items: picked.items } : undefined;
    };
    const sidebarOf = (file: string) => {
      const ref = sidebarRef(file);
      return ref && `docs-sidebar:${encodeURIComponent(ref.id)}`;
    };
    const bundledSite = {
      ...site,
      themeConfig: {
        ...site.themeConfig,
        sidebar: {},
        locales: site.themeConfig.locales.map(({ sidebar: _sidebar, ...locale }) => locale),
      },
    };
    const compiledOf = (file: string) => {
      const route = routeByFile.get(file);
      const page = route && byPath.get(route.path);
      if (!page) throw new Error(`No compiled page for ${file}`);
      return page;
    };
    // The browser's page modules leave their code blocks' HTML to a JSON file of their own: the
    // first load takes it from the HTML, so the page's JavaScript does not carry it a second time.
    const clientPageSource = async (file: string) => {
      const page = compiledOf(file);
      if (!page.codeBlocks.length) return pageModuleSource(page, undefined, sidebarOf(file));
      const json = JSON.stringify(page.codeBlocks);
      const name = `assets/code/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
      await mkdir(path.join(tmpDir, 'assets/code'), { recursive: true });
      await writeFile(path.join(tmpDir, name), json);
      return pageModuleSource(page, `${config.base}${name}`, sidebarOf(file));
    };
    const modules = {
      siteData: () => `export default ${JSON.stringify(bundledSite)};`,
      routes: () => serverRoutesModule(routes),
      page: async (file: string) => pageModuleSource(compiledOf(file), undefined, sidebarOf(file)),
      sidebar: (id: string) => {
        const [lang = '', key = ''] = decodeURIComponent(id).split('\0');
        return `export default ${JSON.stringify(sidebarsOf(lang)[key] ?? [])};`;
      },
    };
    // The browser gets where per-section route manifests are instead of the route table, and each
    // page is an entry of its own, so the first-load JavaScript stays the same size at any page count.
    const buildId = createHash('sha256')
      .update(pages.map((p) => p.code).join('\0'))
      .update(JSON.stringify(site))
      .digest('hex')
      .slice(0, 10);
    const manifests = routeManifests(routes, site, buildId);
    const clientRoutes = () => `export default ${JSON.stringify({ manifests: manifests.source })};`;
    const taken = new Set<string>();
    const pageEntries = Object.fromEntries(
      routes.map((r, i) => {
        let name = `pages/${manifestName(r.path)}`;
        if (taken.has(name)) name = `${name}-${i}`;
        taken.add(name);
        return [name, `docs-page:${r.filePath}`];
      }),
    );
    // Pages that import modules of their own are bundled for the server; the rest are written as
    // they are (see serverPages.ts).
    const serverPages = await createServerPages(serverDir);
    const bundledForServer = Object.fromEntries(
      routes
        .filter((r) => serverPages.needsBundle(byPath.get(r.path) as CompiledPage))
        .map((r, i) => [`bundled/${i}`, `docs-page:${r.filePath}`]),
    );
    reporter.step('Bundling');
    const clientBuild = esbuild({
      ...commonOptions('production'),
      entryPoints: { main: 'docs:client-entry', ...pageEntries },
      outdir: path.join(tmpDir, 'assets'),
      publicPath: `${config.base}assets`,
      splitting: true,
      minify: true,
      platform: 'browser',
      entryNames: '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      plugins: [
        docsPlugin(loaded.siteDir, {
          ...modules,
          routes: clientRoutes,
          page: clientPageSource,
          entry: () => CLIENT_ENTRY,
        }),
      ],
    });
    const serverBuild = esbuild({
      ...commonOptions('production'),
      entryPoints: { server: 'docs:server-entry', ...bundledForServer },
      outdir: serverDir,
      splitting: true,
      platform: 'node',
      // React's CommonJS server build requires Node built-ins, which an ESM bundle must be given.
      banner: {
        js: "import { createRequire as __docsRequire } from 'node:module'; const require = __docsRequire(import.meta.url);",
      },
      loader: { ...commonOptions('production').loader, '.css': 'empty' },
      plugins: [docsPlugin(loaded.siteDir, { ...modules, entry: () => SERVER_ENTRY })],
    });
    const [client, serverBundle] = await Promise.all([clientBuild, serverBuild]);
    const assets = clientAssets(client.metafile as Metafile, tmpDir, config.base);
    for (const [file, content] of manifests.files((filePath) => assets.pageChunks.get(filePath))) {
      await mkdir(path.dirname(path.join(tmpDir, file)), { recursive: true });
      await writeFile(path.join(tmpDir, file), content);
    }

    // 6. Render every page to HTML.
    await writeFile(path.join(serverDir, 'package.json'), '{"type":"module"}');
    const server = (await import(pathToFileURL(path.join(serverDir, 'server.js')).href)) as ServerBundle;
    const exists = (p: string) => byPath.has(p);
    const bundledModules = new Map(
      Object.entries(serverBundle.metafile?.outputs ?? {}).flatMap(([file, output]) =>
        output.entryPoint?.startsWith('docs-page:')
          ? [[output.entryPoint.slice('docs-page:'.length), pathToFileURL(path.resolve(file)).href] as const]
          : [],
      ),
    );
    done = 0;
    await mapLimit(routes, 8, async (route, i) => {
      const page = byPath.get(route.path) as CompiledPage;
      const moduleUrl =
        bundledModules.get(route.filePath) ?? (await serverPages.write(page, String(i), sidebarRef(route.filePath)));
      const module = (await import(moduleUrl)) as PageModuleLike;
      let html: string;
      try {
        html = renderDocument(
          server,
          site,
          page.pageData.routePath,
          module,
          assets,
          route.filePath,
          alternatesOf(site, route.path, exists),
          config,
          pluginHeadTags(plugins, page.pageData),
        );
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
    for (const lang of loaded.langs) {
      const prefix = lang === config.lang ? '' : `/${lang}`;
      const missing = `${prefix}/404`;
      const module = notFoundPage(site, missing);
      const html = renderDocument(
        server,
        site,
        missing,
        module,
        assets,
        undefined,
        [],
        config,
        pluginHeadTags(plugins, module.pageData),
      );
      await mkdir(path.join(tmpDir, prefix), { recursive: true });
      await writeFile(path.join(tmpDir, prefix, '404.html'), html);
    }

    // 7. Feeds, search index, sitemap, redirects and plugin outputs.
    for (const feed of feeds) {
      const file = path.join(tmpDir, feed.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, feed.content);
    }
    await writeExtraOutputs({ outDir: tmpDir, pages, site, loaded, themeInitScript: server.themeInitScript });
    await runBuildEnd(plugins, { outDir: tmpDir, pages, site, config });

    // 8. Swap the new output in.
    const oldDir = `${outDir}.old-${process.pid}`;
    const hadOutput = existsSync(outDir);
    if (hadOutput) await rename(outDir, oldDir);
    try {
      await rename(tmpDir, outDir);
    } catch (error) {
      // Put the previous output back: a failed build never leaves the site without one.
      if (hadOutput) await rename(oldDir, outDir);
      throw error;
    }
    await rm(oldDir, { recursive: true, force: true });
    await writeStamp(loaded, outDir, fingerprint, [client.metafile, serverBundle.metafile] as Metafile[]);
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
  const files = await reporter.summary({ outDir, pages, warnings, ms: performance.now() - started });
  return { outDir, pages, site, warnings, files, upToDate: false };
}

function renderDocument(
  server: ServerBundle,
  site: SiteData,
  url: string,
  module: PageModuleLike,
  assets: ClientAssets,
  /** Source file of the page, to find its chunk (none for 404 pages). */
  pageFile: string | undefined,
  alternates: { lang: string; path: string }[],
  config: LoadedConfig['config'],
  /** Plugins' head tags for this page. */
  pluginHead: string[] = [],
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
    themeInitScript: server.themeInitScript,
    siteUrl: config.siteUrl,
    alternates,
    head: [...config.head, ...pluginHead],
    breadcrumbs,
  });
}

interface ClientAssets extends HtmlAssets {
  /** Page source file → its chunk URL. */
  pageChunks: Map<string, string>;
  /** Page source file → the shared chunks its chunk imports. */
  pageImports: Map<string, string[]>;
}

/** Reads esbuild's metafile: the entry, its CSS and static imports, and each page's chunk. */
function clientAssets(metafile: Metafile, outRoot: string, base: string): ClientAssets {
  const url = (file: string) => `${base}${path.relative(outRoot, path.resolve(file)).split(path.sep).join('/')}`;
  let entry = '';
  const css: string[] = [];
  const preload: string[] = [];
  const pageChunks = new Map<string, string>();
  const pageImports = new Map<string, string[]>();
  const staticImports = (output: Metafile['outputs'][string]) =>
    output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // esbuild names virtual entries `namespace:path`: the client entry is `docs:docs:client-entry`.
    if (output.entryPoint === 'docs:docs:client-entry') {
      entry = url(file);
      if (output.cssBundle) css.push(url(output.cssBundle));
      preload.push(...staticImports(output));
    } else if (output.entryPoint?.startsWith('docs-page:')) {
      const source = output.entryPoint.slice('docs-page:'.length);
      pageChunks.set(source, url(file));
      pageImports.set(source, staticImports(output));
    }
  }
  return { entry, css, preload, pageChunks, pageImports };
}

/** Temporary and previous-output folders that a killed build left beside the output. */
async function removeStale(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const stale = (await readdir(parent).catch(() => [] as string[])).filter(
    (entry) => entry.startsWith(`.${name}-tmp-`) || entry.startsWith(`${name}.old-`),
  );
  await Promise.all(stale.map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })));
}

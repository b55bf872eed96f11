import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '@docs-kit/core';
import { manifestName } from '@docs-kit/core/shared';
import { build as esbuild, type Metafile } from 'esbuild';
import { installState } from '../buildStamp';
import { docsPlugin } from '../bundle/docsPlugin';
import { bundleError } from '../bundle/errors';
import { commonOptions } from '../bundle/options';
import { createServerPages, SERVER_JSX_EXPORT, type ServerPages } from '../bundle/serverPages';
import { siteThemePath } from '../bundle/themePaths';
import { routeManifests } from '../outputs/routeManifests';
import type { BuildPage } from '../pageCompiler';
import { mapLimit } from '../pool';
import { INIT_SCRIPT_EXPORT } from '../theme/initScript';
import { themeOf } from '../theme/load';
import { type ClientAssets, clientAssets, linkPageCss } from './assets';
import { absoluteMetafile, cachedBundle } from './bundleCache';
import { clientEntry, type SiteModules, siteModules } from './bundleModules';
import type { BuildContext, CompiledSite } from './context';
import { type ChunkCache, openPageChunks, PAGE_RUNTIME_SOURCE } from './pageChunks';

const SERVER_ENTRY = `import { renderPage } from '@docs-kit/core/server';
import * as theme from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
export { site };
${SERVER_JSX_EXPORT}
${INIT_SCRIPT_EXPORT}
export function render(url, module) { return renderPage({ site, routes, Layout: theme.Layout, url, module }); }
`;

export interface Bundles {
  assets: ClientAssets;
  /** Page source file → URL of its server module, for the pages esbuild bundled for the server. */
  serverModules: Map<string, string>;
  /** The server entry's files (what rendering any page runs) and, per bundled page, its own ones. */
  serverFiles: { shared: string[]; pages: Map<string, string[]> };
  serverPages: ServerPages;
  sidebarRef: SiteModules['sidebarRef'];
  /** A page's key (see PageChunkState.pageKey). */
  pageKey: (file: string) => string;
  /** Both metafiles, for the build stamp. */
  metafiles: Metafile[];
}

/**
 * Stage 5: bundles for the browser (one entry per page, so the first-load JavaScript stays the
 * same size at any page count) and for rendering, into the build's temporary folders.
 */
export async function bundleStage(
  ctx: BuildContext,
  compiled: CompiledSite,
  site: SiteData,
  /** What this build may take from the last one (see build.ts); off with `--force`. */
  reuse: ChunkCache & { codeState: string },
  /** Called once the server bundle is in place, before the pages' browser chunks are written. */
  serverReady: () => void,
): Promise<Bundles> {
  const { loaded, config, routes, tmpDir, serverDir, reporter } = ctx;
  const { byPath } = compiled;
  const modules = siteModules(ctx, compiled, site);
  // The browser gets where per-section route manifests are instead of the route table.
  const manifests = routeManifests(routes, site);
  const taken = new Set<string>();
  const chunkNames = routes.map((r, i) => {
    let name = `pages/${manifestName(r.path)}`;
    if (taken.has(name)) name = `${name}-${i}`;
    taken.add(name);
    return name;
  });
  // Pages that import modules of their own are bundled, for the browser and the server; the rest
  // are written as they are for the server (see serverPages.ts) and transformed alone for the
  // browser (see pageChunks.ts).
  const pageState = await openPageChunks(reuse, modules);
  const serverPages = await createServerPages(serverDir, pageState.bundled);
  const bundled = routes.flatMap((r, i) =>
    serverPages.needsBundle(byPath.get(r.path) as BuildPage) ? [{ route: r, name: chunkNames[i] as string }] : [],
  );
  const pageEntries = Object.fromEntries(bundled.map(({ route, name }) => [name, `docs-page:${route.filePath}`]));
  const bundledForServer = Object.fromEntries(
    bundled.map(({ route }, i) => [`bundled/${i}`, `docs-page:${route.filePath}`]),
  );
  reporter.step('Bundling');
  // What decides the outputs besides the modules and files a run reads (see bundleCache.ts).
  const cacheKey = {
    code: reuse.codeState,
    // Files esbuild reads without listing them as inputs: lockfiles, the site's package.json and tsconfig.
    installs: await installState(loaded.siteDir),
    base: config.base,
    alias: config.alias,
    theme: [themeOf(loaded).entry, siteThemePath(loaded.siteDir)],
  };
  const cache = (name: string, outdir: string, entries: Record<string, string>) => ({
    dir: path.join(reuse.cacheDir, `bundle-${name}`),
    enabled: reuse.enabled,
    key: [cacheKey, entries],
    outdir,
  });
  // The manifests' names do not change with the pages (see routeManifests.ts): neither does the
  // main entry, nor the HTML of a page whose own inputs are unchanged.
  const clientModules = {
    ...modules.shared,
    routes: () => `export default ${JSON.stringify({ manifests: manifests.source })};`,
    page: async (file: string) => (await modules.clientModule(file)).source,
    entry: () => clientEntry(ctx),
    pageRuntime: () => PAGE_RUNTIME_SOURCE,
  };
  const clientBuild = cachedBundle(
    cache('client', path.join(tmpDir, 'assets'), pageEntries),
    clientModules,
    async (virtual) => {
      const result = await esbuild({
        ...commonOptions('production', loaded),
        entryPoints: { main: 'docs:client-entry', runtime: 'docs:page-runtime', ...pageEntries },
        // Sidebars are files of their own (see pageChunks.ts).
        external: [`${config.base}assets/sidebars/*`],
        outdir: path.join(tmpDir, 'assets'),
        // Chunk names hash paths relative to this folder, as the server bundle's comments (below) are:
        // neither may change with the folder `docs build` runs from (the render cache hashes both).
        absWorkingDir: loaded.siteDir,
        publicPath: `${config.base}assets`,
        splitting: true,
        minify: true,
        platform: 'browser',
        entryNames: '[dir]/[name]-[hash]',
        chunkNames: 'chunks/[name]-[hash]',
        assetNames: 'media/[name]-[hash]',
        plugins: [docsPlugin(loaded, virtual)],
      });
      return absoluteMetafile(result.metafile as Metafile, loaded.siteDir);
    },
  );
  const serverVirtual = { ...modules.shared, entry: () => SERVER_ENTRY };
  const serverBuild = cachedBundle(cache('server', serverDir, bundledForServer), serverVirtual, async (virtual) => {
    const result = await esbuild({
      ...commonOptions('production', loaded),
      entryPoints: { server: 'docs:server-entry', ...bundledForServer },
      outdir: serverDir,
      absWorkingDir: loaded.siteDir,
      splitting: true,
      platform: 'node',
      // React's CommonJS server build requires Node built-ins, which an ESM bundle must be given.
      banner: {
        js: "import { createRequire as __docsRequire } from 'node:module'; const require = __docsRequire(import.meta.url);",
      },
      loader: { ...commonOptions('production', loaded).loader, '.css': 'empty' },
      plugins: [docsPlugin(loaded, virtual)],
    });
    return absoluteMetafile(result.metafile as Metafile, loaded.siteDir);
  });
  const runs = await Promise.all([clientBuild, serverBuild]).catch((failure: unknown) => {
    throw bundleError(failure);
  });
  ctx.timings?.note('bundlesReused', runs.filter((r) => r.reused).length);
  serverReady();
  const client = runs[0].metafile;
  const server = runs[1].metafile;
  const assets = clientAssets(client, tmpDir, config.base);
  await linkPageCss(client, assets);
  const bundledFiles = new Set(bundled.map(({ route }) => route.filePath));
  // A few at a time: each writes its code blocks' file, and 20,000 pages at once ran out of file handles.
  const pure = routes.flatMap((r, i) =>
    bundledFiles.has(r.filePath)
      ? []
      : [
          {
            file: r.filePath,
            name: chunkNames[i] as string,
            module: () => modules.clientModule(r.filePath),
          },
        ],
  );
  const pureUrls = await pageState.write(pure, assets.runtime.url, { output: ctx.output, base: config.base });
  // The bundled pages' keys too, for the render stage and the next build.
  for (const { route } of bundled) pageState.pageKey(route.filePath);
  await pageState.save(serverPages.bundled);
  for (const { file } of pure) {
    assets.pageChunks.set(file, pureUrls.get(file) as string);
    const id = pageState.sidebarId(file);
    const sidebar = id && (await modules.sidebarUrlOf(id));
    assets.pageImports.set(file, [assets.runtime.url, ...assets.runtime.imports, ...(sidebar ? [sidebar] : [])]);
  }
  await mapLimit(
    manifests.files((filePath) => assets.pageChunks.get(filePath)),
    16,
    ([file, content]) => ctx.output.write(file, content),
  );
  const serverOutputs = Object.entries(server.outputs);
  const serverModules = new Map(
    serverOutputs.flatMap(([file, output]) =>
      output.entryPoint?.startsWith('docs-page:')
        ? [[output.entryPoint.slice('docs-page:'.length), pathToFileURL(path.resolve(file)).href] as const]
        : [],
    ),
  );
  const shared = outputClosure(server, [path.join(serverDir, 'server.js')], new Set());
  const serverFiles = {
    shared,
    pages: new Map(
      serverOutputs.flatMap(([file, output]) =>
        output.entryPoint?.startsWith('docs-page:')
          ? [[output.entryPoint.slice('docs-page:'.length), outputClosure(server, [file], new Set(shared))]]
          : [],
      ),
    ),
  };
  return {
    assets,
    serverModules,
    serverFiles,
    serverPages,
    sidebarRef: modules.sidebarRef,
    pageKey: pageState.pageKey,
    metafiles: [client, server],
  };
}

/** The absolute paths of `files` and of every output they import, skipping those in `seen`. */
function outputClosure(metafile: Metafile, files: string[], seen: Set<string>): string[] {
  const byPath = new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(file), output]));
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    found.push(file);
    for (const i of byPath.get(file)?.imports ?? []) if (!i.external) visit(path.resolve(i.path));
  };
  for (const file of files) visit(path.resolve(file));
  return found.sort();
}

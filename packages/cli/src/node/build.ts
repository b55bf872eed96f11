import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import {
  type CompiledPage,
  createSiteData,
  DocsError,
  type LoadedConfig,
  type SiteData,
  scanSiteRoutes,
} from '@docs-kit/core';
import { buildFingerprint, frameworkState, isUpToDate, writeStamp } from './buildStamp';
import { copyAssets, copyPublicFiles } from './outputs/assets';
import { pluginRoutes, readsOutsideInputs } from './plugins/hooks';
import { resolvePlugins, writesOnlyItsOwnFiles } from './plugins/index';
import type { Reporter } from './reporter';
import { silentReporter } from './reporter';
import { bundleStage } from './stages/bundle';
import { compileStage } from './stages/compile';
import type { BuildContext } from './stages/context';
import { enrichStage } from './stages/enrich';
import { linksStage } from './stages/links';
import { openOutputFiles } from './stages/outputFiles';
import { outputsStage, searchStage } from './stages/outputs';
import { renderStage, startRenderPool } from './stages/render';
import type { RenderPool } from './stages/renderPool';
import { removeStale } from './stages/swap';
import { stageTimer } from './stages/timings';
import { loadSiteConfig } from './theme/load';

export interface BuildOptions {
  siteDir: string;
  /** Overrides the config's `outDir`. */
  outDir?: string;
  configFile?: string;
  reporter?: Reporter;
  /**
   * Skip the build when it would read exactly what the last successful build into the same folder
   * read, and that folder is as it left it (see buildStamp.ts). A plugin that declares
   * `readsOutsideInputs` makes every build a full one.
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
  /** Pages whose HTML was taken from the previous build, their inputs being unchanged. */
  reusedPages: number;
}

/**
 * How far a thread's heap may grow past what it kept at its last full collection, in a build with
 * no compile cache (every thread of the process: the compile and render workers too). V8 lets it
 * grow up to 4× by default, most of it garbage a build never reads again: with 25 % the 400-page
 * corpus peaks about 100 MB lower (issue 17), for no measurable CPU time, the live data being
 * small next to what is allocated. Not in a build with a cache: reading its indexes grows the heap
 * in steps that 25 % turned into a dozen full collections (a one-page edit at 8,000 pages: about
 * 0.2 s more, for the same peak).
 */
const HEAP_GROWING_PERCENT = 25;

/** Builds started by this process, to name each one's server bundle folder. */
let buildCount = 0;

/**
 * `docs build`: compiles every page, bundles the browser and server code with esbuild, renders
 * each route to a complete HTML file and writes the extra outputs. What changed is written to a
 * temporary folder first and put in place at the end (see outputFiles.ts), so a failed build
 * leaves the previous output as it was. Each stage lives in `stages/` and shares the `BuildContext`.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const started = performance.now();
  const startedCpu = process.cpuUsage();

  // 1. Config, route table (with the plugins' pages) and the up-to-date check.
  const loaded: LoadedConfig = await loadSiteConfig(options.siteDir, options.configFile);
  const outDir = options.outDir ? path.resolve(options.siteDir, options.outDir) : loaded.outDir;
  const { config } = loaded;
  const routes = await scanSiteRoutes(loaded);
  const plugins = resolvePlugins(config.plugins);
  routes.push(...(await pluginRoutes(plugins, loaded, routes)));
  if (routes.length === 0)
    throw new DocsError(`No pages found in ${loaded.docsDir}.`, {
      hint: 'Add Markdown files under docs/<lang>/ (for example docs/en/index.md).',
    });
  // Taken before anything is read, so a file saved during the build makes the next one rebuild.
  const fingerprint = await buildFingerprint(loaded, outDir);
  if (options.incremental && !readsOutsideInputs(plugins) && (await isUpToDate(loaded, outDir, fingerprint))) {
    reporter.upToDate(outDir);
    return {
      outDir,
      pages: [],
      site: createSiteData(loaded, {}),
      warnings: [],
      files: [],
      upToDate: true,
      reusedPages: routes.length,
    };
  }
  const timings = stageTimer(started, startedCpu);
  const tmpDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}-tmp-${process.pid}`);
  const cacheDir = path.join(loaded.siteDir, 'node_modules', '.docs-cache');
  if (!existsSync(path.join(cacheDir, 'pages')))
    v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const incremental = !!options.incremental && !readsOutsideInputs(plugins);
  const ctx: BuildContext = {
    loaded,
    config,
    routes,
    plugins,
    reporter,
    outDir,
    tmpDir,
    // A folder of its own per build: Node caches ES modules by URL, so a second build in the same
    // process importing the same path would render with the first build's code.
    serverDir: path.join(loaded.siteDir, 'node_modules', `.docs-server-${process.pid}-${++buildCount}`),
    timings,
    // A hook is given the temporary folder, which in place holds only the changed files.
    output: await openOutputFiles({ cacheDir, outDir, tmpDir, inPlace: incremental && writesOnlyItsOwnFiles(plugins) }),
  };

  // 2. Compile every page (cached by content hash).
  timings.mark('config+scan');
  const compiled = await compileStage(ctx);
  timings.mark('compile');
  // 3. Dead links fail the build (or warn, by config).
  const warnings = linksStage(ctx, compiled);
  // 4. Page data that needs the whole site.
  const enriched = await enrichStage(ctx, compiled);
  timings.mark('links+enrich');

  let reusedPages = 0;
  let files: BuildResult['files'] = [];
  let pool: RenderPool | undefined;
  let search: Promise<void> | undefined;
  await removeStale(outDir);
  await rm(ctx.tmpDir, { recursive: true, force: true });
  try {
    // Public files first: what the build writes (pages, feeds, robots.txt) wins over a same-named one.
    copyPublicFiles(path.join(loaded.docsDir, 'public'), ctx.output);
    // Files next to the pages (`../images/x.png`), under their hashed names.
    copyAssets(compiled.pages, ctx.output);
    // 5. Bundle for the browser and for rendering.
    timings.mark('public+assets');
    // What this build may take from the last one into the same folder (off with --force).
    const reuse = { enabled: incremental, cacheDir, codeState: await frameworkState(loaded) };
    // With --force too: the search index is made afresh, and its caches kept for the next build.
    const searchCache = { ...reuse, fresh: !reuse.enabled };
    search = searchStage(ctx, compiled, enriched, searchCache);
    const bundles = await bundleStage(ctx, compiled, enriched.site, reuse, () => {
      pool = startRenderPool(ctx);
    });
    timings.mark('bundle');
    // 6. Render to HTML every page whose inputs changed since the last build into this folder.
    const rendered = await renderStage(ctx, compiled, enriched.site, bundles, reuse, pool ?? startRenderPool(ctx));
    timings.mark('render');
    reusedPages = rendered.reused;
    timings.note('pagesReused', reusedPages);
    // 7. Feeds, search index, sitemap, redirects and plugin outputs.
    await outputsStage(ctx, compiled, enriched, rendered.themeInitScript, search, searchCache);
    timings.mark('buildEnd hooks (llms)');
    // 8. Put the new output in place, and remember what this build read.
    const committed = await ctx.output.commit();
    files = committed.files;
    await Promise.all([
      writeStamp(loaded, outDir, fingerprint, bundles.metafiles),
      rendered.saveManifest(),
      ctx.output.save(),
    ]);
    await committed.remove();
    timings.mark('swap+stamp');
  } catch (error) {
    // The search index may still be writing into the temporary folder.
    await search?.catch(() => undefined);
    await rm(ctx.tmpDir, { recursive: true, force: true });
    throw error;
  } finally {
    // Closed by the render stage, unless the build failed before it.
    await pool?.close();
    await rm(ctx.serverDir, { recursive: true, force: true });
  }
  const { pages } = compiled;
  reporter.summary({ outDir, pages, warnings, files, ms: performance.now() - started });
  timings.mark('summary');
  timings.report();
  return { outDir, pages, site: enriched.site, warnings, files, upToDate: false, reusedPages };
}

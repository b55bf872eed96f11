import { statSync } from 'node:fs';
import path from 'node:path';
import {
  createSiteData,
  formatWarning,
  type LoadedConfig,
  type RouteEntry,
  type SiteData,
  scanSiteRoutes,
} from '@docs-kit/core';
import type { PageCompiler } from '../pageCompiler';
import { pluginRoutes } from '../plugins/hooks';
import { configLinkReport } from '../stages/links';
import { devInitScript } from '../theme/initScript';
import { loadSiteConfig } from '../theme/load';
import { type ClientBundle, startClientBundle } from './clientBundle';
import type { EventChannel } from './events';
import { readTitles, type Titles, titlesCacheFile } from './titles';

/**
 * What the dev server knows about the site; rebuilt when the config changes. Only the config and
 * the route table are known before the server answers: the rest is read and built in the
 * background, and each request waits for just the part it needs.
 */
export interface DevState {
  loaded: LoadedConfig;
  routes: RouteEntry[];
  /**
   * The site data without sidebars, which need every page's title: all the shell and page data
   * read (languages, versions, titles of the locales).
   */
  site: SiteData;
  /** Every page's title, for the sidebars; replaced by each rescan and each title edit (never changed in place). */
  titles: Promise<Titles>;
  compiler: Promise<PageCompiler>;
  client: ClientBundle;
  /** The theme's script that sets the colour scheme before the first paint. */
  themeInitScript: Promise<string>;
  /** Settles when all of the above are in; rejects when one failed. */
  ready: Promise<void>;
  dispose(): Promise<void>;
}

/**
 * `begin` holds back the background work until the server listens: reading 10,000 titles' cache,
 * loading the compiler's module graph and starting esbuild would otherwise share the main thread
 * with the config and the route scan, which the first answer waits for.
 */
export async function createState(
  siteDir: string,
  configFile: string | undefined,
  events: EventChannel,
  begin: Promise<unknown> = Promise.resolve(),
): Promise<DevState> {
  const loaded = await loadSiteConfig(siteDir, configFile);
  const routes = await siteRoutes(loaded);
  const site = siteWithoutSidebars(loaded);
  const titles = begin.then(() => readTitles(routes, titlesCacheFile(loaded.siteDir)));
  const themeInitScript = begin.then(() => devInitScript(loaded));
  // The compiler's module graph loads while esbuild bundles and the titles are read.
  const compiler = begin.then(async () => {
    const { createPageCompiler } = await import('../pageCompiler');
    return createPageCompiler(loaded, {
      cacheDir: path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'pages'),
      // One worker thread: a huge page compiling for seconds must not stop the server answering.
      workers: 1,
      onWarnings: (warnings) => console.warn(warnings.map((w) => formatWarning(w, loaded.siteDir)).join('\n')),
    });
  });
  const client = startClientBundle(
    loaded,
    {
      siteData: () => `export default ${JSON.stringify(site)};`,
      routes: () => state.routes,
      themeChanged: async () => (await state.compiler).refreshComponents(),
    },
    events,
    begin,
  );
  // Pages usually come from the disk cache at first: start the compile worker once the bundle is
  // built, so the first save does not wait a second for it.
  Promise.all([compiler, client.ready])
    .then(([c]) => c.warm())
    .catch(() => {});
  const state: DevState = {
    loaded,
    routes,
    site,
    titles,
    compiler,
    client,
    themeInitScript,
    ready: Promise.all([titles, compiler, client.ready, themeInitScript]).then(() => {}),
    async dispose() {
      await Promise.all([
        client.dispose(),
        compiler.then(
          (c) => c.close(),
          () => {},
        ),
      ]);
    },
  };
  return state;
}

/** In dev a sidebar key or nav link that names no page is a warning, also when the build fails on it. */
export function warnAboutConfigLinks(state: DevState): void {
  const fromConfig = configLinkReport(
    state.loaded,
    state.routes.map((r) => r.path),
  );
  for (const text of [fromConfig.keys, fromConfig.links]) if (text) console.warn(text);
}

const sites = new WeakMap<Titles, SiteData>();

/** The site data with every sidebar, titled: built once per set of titles (a rescan or a title edit makes new ones). */
export async function sidebarSite(state: DevState): Promise<SiteData> {
  const titles = await state.titles;
  let site = sites.get(titles);
  if (!site) {
    site = createSiteData(state.loaded, titles);
    sites.set(titles, site);
  }
  return site;
}

const routeIndexes = new WeakMap<readonly RouteEntry[], Map<string, RouteEntry>>();

/** The route of a path, from the current route table (indexed once per scan). */
export function routeAt(state: DevState, routePath: string): RouteEntry | undefined {
  let index = routeIndexes.get(state.routes);
  if (!index) {
    index = new Map(state.routes.map((r) => [r.path, r]));
    routeIndexes.set(state.routes, index);
  }
  return index.get(routePath);
}

/** The site data of a config whose sidebars are left out: it costs no walk of every sidebar item. */
function siteWithoutSidebars(loaded: LoadedConfig): SiteData {
  const { config } = loaded;
  const bare = {
    ...config,
    themeConfig: { ...config.themeConfig, sidebar: {} },
    locales: config.locales.map(({ sidebar: _sidebar, ...locale }) => locale),
  };
  return createSiteData({ ...loaded, config: bare }, {});
}

/** Reads the route table from the file tree again, and starts reading the titles again. */
export async function rescan(state: DevState): Promise<void> {
  state.routes = await siteRoutes(state.loaded);
  state.titles = readTitles(state.routes, titlesCacheFile(state.loaded.siteDir));
}

/**
 * What changed on disk since `since` by the route table and modification times: whether pages
 * were added or removed, which were saved, and whether the config was.
 */
export async function changesSince(
  state: DevState,
  since: number,
): Promise<{ structure: boolean; saved: string[]; config: boolean }> {
  const routes = await siteRoutes(state.loaded);
  const known = new Set(state.routes.map((r) => r.filePath));
  const modified = (file: string) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since;
  return {
    structure: routes.length !== known.size || routes.some((r) => !known.has(r.filePath)),
    saved: routes.filter((r) => known.has(r.filePath) && modified(r.filePath)).map((r) => r.filePath),
    config: modified(watchedPaths(state.loaded)[1] as string),
  };
}

/** The docs folder's pages and the ones plugins add (`addPages` runs in dev as in build). */
async function siteRoutes(loaded: LoadedConfig): Promise<RouteEntry[]> {
  const routes = await scanSiteRoutes(loaded);
  return [...routes, ...(await pluginRoutes(loaded.config.plugins, loaded, routes))];
}

/** The docs folder and the config file (or where it would be, so creating one is noticed). */
export function watchedPaths(loaded: LoadedConfig): string[] {
  return [loaded.docsDir, loaded.file ?? path.join(loaded.siteDir, 'docs.config.ts')];
}

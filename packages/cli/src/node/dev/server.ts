import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  createSiteData,
  DocsError,
  type LoadedConfig,
  loadConfig,
  pageModuleSource,
  type RouteEntry,
  readTitle,
  scanRoutes,
} from '@docs-kit/core';
import { matchRoute, notFoundPage } from '@docs-kit/core/runtime';
import { buildIndexFiles } from '@docs-kit/search';
import { watch } from 'chokidar';
import { type BuildContext, build as esbuild, context as esbuildContext, type OutputFile } from 'esbuild';
import { docsPlugin } from '../bundle/docsPlugin';
import { commonOptions } from '../bundle/options';
import { alternatesOf, escapeHtml, pageDescription, pageTitle } from '../html';
import { sectionTitleOf } from '../outputs/sections';
import { createPageCompiler, type PageCompiler } from '../pageCompiler';
import { listen, refuseMalformed } from '../server/listen';
import { createStaticHandler } from '../server/staticHandler';
import { EventChannel } from './events';
import { openBrowser } from './open';
import { listenForShortcuts } from './shortcuts';

export interface DevOptions {
  siteDir: string;
  port?: number;
  host?: string;
  open?: boolean;
  configFile?: string;
  /** Print the URL and listen for keyboard shortcuts. */
  interactive?: boolean;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

const CLIENT_ENTRY = `import { startClient } from '@docs-kit/core/runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import { Layout } from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
import { connect } from './src/client/devClient.ts';
window.__DOCS_JSX__ = jsxRuntime;
connect();
startClient({ site, routes, Layout });
`;

const JSX_SHIM = 'const r = window.__DOCS_JSX__;\nexport const jsx = r.jsx, jsxs = r.jsxs, Fragment = r.Fragment;\n';

function routesModule(routes: readonly RouteEntry[]): string {
  const rows = routes.map(
    (r) =>
      `{path:${JSON.stringify(r.path)},lang:${JSON.stringify(r.lang)},version:"",load:()=>import(pageUrl(${JSON.stringify(r.path)}))}`,
  );
  return `import { pageUrl } from './src/client/devClient.ts';\nexport default { routes: [${rows.join(',\n')}] };`;
}

/** What the dev server knows about the site; rebuilt when the config or the file tree changes. */
interface DevState {
  loaded: LoadedConfig;
  routes: RouteEntry[];
  titles: Record<string, { title: string; lang: string }>;
  compiler: PageCompiler;
  client: BuildContext;
  outputs: Map<string, OutputFile>;
  themeInitScript: string;
}

/**
 * `docs dev`: starts in time independent of the number of pages (the route table comes from the
 * file tree, titles from a cheap read, pages compile when first requested), pushes page updates
 * to the browser over server-sent events, shows compile errors in an overlay and recovers when
 * the file is fixed, and restarts itself when the config changes.
 */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  const events = new EventChannel();
  let state = await createState(siteDir, options.configFile, events);
  let publicHandler = await publicFiles(state.loaded);

  // Quick successive config saves start overlapping restarts: only the latest one may win.
  let generation = 0;
  async function restart(reason: string): Promise<void> {
    if (options.interactive) console.log(`${reason}: restarting…`);
    const mine = ++generation;
    try {
      const next = await createState(siteDir, options.configFile, events);
      if (mine !== generation) {
        await Promise.all([next.client.dispose(), next.compiler.close()]);
        return;
      }
      const previous = state;
      await Promise.all([previous.client.dispose(), previous.compiler.close()]);
      state = next;
      publicHandler = await publicFiles(state.loaded);
      // The config may have moved the docs folder: watch where the pages are now.
      const before = watchedPaths(previous.loaded);
      const after = watchedPaths(state.loaded);
      watcher.unwatch(before.filter((p) => !after.includes(p)));
      watcher.add(after.filter((p) => !before.includes(p)));
      events.send({ type: 'reload' });
    } catch (error) {
      reportError(error, events, undefined, options.interactive);
    }
  }

  const watcher = watch(watchedPaths(state.loaded), {
    ignoreInitial: true,
    ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`),
  });
  let structureTimer: ReturnType<typeof setTimeout> | undefined;
  const structureChanged = () => {
    // Bursts of adds and deletes (a branch switch, 200 saves in 2 s) cost one rescan.
    clearTimeout(structureTimer);
    structureTimer = setTimeout(async () => {
      try {
        await rescan(state);
        await state.client.rebuild();
        events.send({ type: 'reload' });
      } catch (error) {
        reportError(error, events, undefined, options.interactive);
      }
    }, 50);
  };
  // One compile at a time per file, the last save always included: bursts coalesce into a rerun.
  const compiling = new Map<string, { again: boolean; settled: boolean }>();
  const compiledSource = new Map<string, string>();
  const settleTimers = new Map<string, ReturnType<typeof setTimeout>>();

  async function pageChanged(file: string, settled = false): Promise<void> {
    const running = compiling.get(file);
    if (running) {
      running.again = true;
      running.settled ||= settled;
      return;
    }
    const run = { again: true, settled };
    compiling.set(file, run);
    try {
      while (run.again) {
        run.again = false;
        await recompile(file, run.settled);
      }
    } finally {
      compiling.delete(file);
    }
  }

  async function recompile(file: string, settled: boolean): Promise<void> {
    const route = state.routes.find((r) => r.filePath === file);
    if (!route) return;
    const source = await readFile(file, 'utf8').catch(() => undefined);
    // A save that changed nothing (or a second look at the same content) costs nothing.
    if (source === undefined || compiledSource.get(file) === source) return;
    // An empty read is usually a save caught between truncate and write: wait for the settled look
    // rather than reload every tab for a page that seems to have lost its title.
    if (source === '' && !settled) return;
    compiledSource.set(file, source);
    state.compiler.invalidate(file);
    const title = readTitle(source);
    try {
      await state.compiler.compile(route);
      if (title !== state.titles[route.path]?.title) {
        state.titles[route.path] = { title, lang: route.lang };
        await state.client.rebuild();
        events.send({ type: 'reload' });
      } else {
        events.send({ type: 'page', path: route.path });
      }
    } catch (error) {
      reportError(error, events, route.path, options.interactive);
    }
  }

  watcher.on('all', async (event, file) => {
    if (file === watchedPaths(state.loaded)[1]) return void restart('Config changed');
    if (!/\.mdx?$/.test(file)) return;
    if (event === 'add' || event === 'unlink') {
      compiledSource.delete(file);
      state.compiler.invalidate(file);
      return structureChanged();
    }
    if (event !== 'change') return;
    void pageChanged(file);
    // chokidar drops a change that comes within 50 ms of the previous one and sends nothing
    // after it, so the last save of a quick burst would be lost: look once more when it is over.
    clearTimeout(settleTimers.get(file));
    settleTimers.set(
      file,
      setTimeout(() => {
        settleTimers.delete(file);
        void pageChanged(file, true);
      }, 120),
    );
  });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[docs] dev server:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  refuseMalformed(server);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return void res.end('Method Not Allowed');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    // Malformed escapes (`%zz`, `%c0%ae`) are the client's error, not the server's.
    if (!decodable(pathname)) return sendText(res, 400, 'text/plain', 'Bad Request');
    if (pathname === '/@docs/events') return events.attach(req, res);
    if (pathname === '/@docs/jsx-runtime.js') return sendText(res, 200, 'text/javascript', JSX_SHIM);
    if (pathname === '/@docs/page') return sendPage(res, url.searchParams.get('path') ?? '');
    if (pathname.startsWith('/@docs/client/')) {
      const file = state.outputs.get(pathname.slice('/@docs/client/'.length));
      if (!file) return sendText(res, 404, 'text/plain', 'Not Found');
      return sendText(res, 200, pathname.endsWith('.css') ? 'text/css' : 'text/javascript', file.text);
    }
    const search = /^\/search-index\/([\w-]+)\.json$/.exec(pathname);
    if (search) return sendSearchIndex(res, search[1] as string);
    const accept = String(req.headers.accept ?? '');
    if (publicHandler && !accept.includes('text/html')) {
      const served = await publicHandler(req, res);
      if (served) return;
    }
    return sendShell(res, pathname);
  }

  async function sendPage(res: ServerResponse, routePath: string): Promise<void> {
    const route = state.routes.find((r) => r.path === routePath);
    if (!route) return sendText(res, 404, 'text/javascript', 'throw new Error("No such page");');
    try {
      const compiled = await state.compiler.compile(route);
      const site = createSiteData(state.loaded, state.titles);
      const translations = alternatesOf(site, route.path, (p) => p in state.titles).map((a) => a.lang);
      const page = { ...compiled, pageData: { ...compiled.pageData, translations } };
      const code = pageModuleSource(page).replace(/(from\s*)["']react\/jsx-runtime["']/g, '$1"/@docs/jsx-runtime.js"');
      return sendText(res, 200, 'text/javascript', code);
    } catch (error) {
      const detail = errorDetail(error);
      reportError(error, events, route.path, options.interactive);
      return sendText(
        res,
        200,
        'text/javascript',
        `window.dispatchEvent(new CustomEvent("docs:dev-error",{detail:${JSON.stringify(detail).replace(/</g, '\\u003c')}}));\nthrow new Error(${JSON.stringify(detail.message)});`,
      );
    }
  }

  async function sendSearchIndex(res: ServerResponse, lang: string): Promise<void> {
    const routes = state.routes.filter((r) => r.lang === lang);
    const pages = (await Promise.allSettled(routes.map((r) => state.compiler.compile(r)))).flatMap((r) =>
      r.status === 'fulfilled' ? [r.value] : [],
    );
    const site = createSiteData(state.loaded, state.titles);
    const files = buildIndexFiles(pages, [lang], (route) => sectionTitleOf(site, route));
    return sendText(res, 200, 'application/json', files.get(lang) ?? '[]');
  }

  function sendShell(res: ServerResponse, pathname: string): void {
    const site = createSiteData(state.loaded, state.titles);
    const routes = state.routes.map((r) => ({
      path: r.path,
      lang: r.lang,
      version: '',
      load: async () => notFoundPage(site, r.path),
    }));
    const route = matchRoute(routes, pathname, site.base);
    const page = notFoundPage(site, pathname).pageData;
    const lang = route?.lang ?? page.lang;
    const title = route
      ? pageTitle(site, { ...page, pageType: 'doc', title: state.titles[route.path]?.title ?? '', lang })
      : pageTitle(site, page);
    const css = [...state.outputs.keys()]
      .filter((f) => f.endsWith('.css'))
      .map((f) => `<link rel="stylesheet" href="/@docs/client/${f}">`);
    const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(pageDescription(site, { ...page, lang }))}">
<script>${state.themeInitScript}</script>
${css.join('\n')}
</head>
<body>
<div id="app"></div>
<script type="module" src="/@docs/client/main.js"></script>
</body>
</html>
`;
    sendText(res, route ? 200 : 404, 'text/html', html);
  }

  // Edits made right after start must not be lost: chokidar sees changes only once it is ready.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const listening = await listen(server, options.port ?? 5173, options.host ?? '127.0.0.1');
  if (options.interactive) {
    console.log(`\n  Docs dev server: ${listening.url}/\n`);
    if (process.stdin.isTTY) console.log('  Shortcuts: r restart · o open in browser · q quit · h help\n');
  }
  if (options.open) openBrowser(`${listening.url}/`);
  const stopShortcuts =
    options.interactive && process.stdin.isTTY
      ? listenForShortcuts({
          restart: () => restart('Restart requested'),
          open: () => openBrowser(`${listening.url}/`),
          quit: async () => {
            await close();
            process.exit(0);
          },
        })
      : () => {};

  async function close(): Promise<void> {
    stopShortcuts();
    clearTimeout(structureTimer);
    for (const timer of settleTimers.values()) clearTimeout(timer);
    events.close();
    await watcher.close();
    await Promise.all([state.client.dispose(), state.compiler.close()]);
    await listening.close();
  }
  return { url: listening.url, close };
}

async function rescan(state: DevState): Promise<void> {
  const { loaded } = state;
  state.routes = await scanRoutes({
    root: loaded.docsDir,
    langs: loaded.langs,
    defaultLang: loaded.config.lang,
    exclude: loaded.config.route.exclude,
  });
  state.titles = await readTitles(state.routes);
}

async function readTitles(routes: readonly RouteEntry[]): Promise<Record<string, { title: string; lang: string }>> {
  const entries = await Promise.all(
    routes.map(
      async (r) =>
        [r.path, { title: readTitle(await readFile(r.filePath, 'utf8').catch(() => '')), lang: r.lang }] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function createState(siteDir: string, configFile: string | undefined, events: EventChannel): Promise<DevState> {
  const loaded = await loadConfig(siteDir, configFile);
  const partial = { loaded, routes: [] as RouteEntry[], titles: {} } as unknown as DevState;
  await rescan(partial);
  partial.compiler = createPageCompiler(loaded, {
    cacheDir: path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'pages'),
    // One worker thread: a huge page compiling for seconds must not stop the server answering.
    workers: 1,
  });
  partial.outputs = new Map();
  const modules = {
    siteData: () => `export default ${JSON.stringify(createSiteData(loaded, partial.titles))};`,
    routes: () => routesModule(partial.routes),
    entry: () => CLIENT_ENTRY,
  };
  partial.client = await esbuildContext({
    ...commonOptions('development'),
    entryPoints: { main: 'docs:client-entry' },
    outdir: '/@docs/client',
    write: false,
    platform: 'browser',
    sourcemap: 'inline',
    plugins: [
      docsPlugin(loaded.siteDir, modules),
      {
        name: 'docs-dev-outputs',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length) {
              const first = result.errors[0];
              events.send({
                type: 'error',
                error: {
                  message: first?.text ?? 'Build failed',
                  file: first?.location?.file,
                  line: first?.location?.line,
                  column: first?.location?.column,
                },
              });
              return;
            }
            partial.outputs = new Map((result.outputFiles ?? []).map((f) => [path.basename(f.path), f]));
          });
        },
      },
    ],
  });
  await partial.client.rebuild();
  await partial.client.watch();
  partial.themeInitScript = await themeScript(loaded);
  return partial;
}

/** The theme's inline theme-class script, read by bundling just that export of `@theme`. */
async function themeScript(loaded: LoadedConfig): Promise<string> {
  const result = await esbuild({
    ...commonOptions('development'),
    stdin: {
      contents: `import * as theme from '@theme';
export const themeInitScript = theme.getThemeInitScript
  ? theme.getThemeInitScript({ darkMode: ${JSON.stringify(loaded.config.themeConfig.darkMode)} })
  : theme.themeInitScript;`,
      resolveDir: loaded.siteDir,
      loader: 'js',
    },
    platform: 'node',
    write: false,
    outdir: '/@docs/theme-script',
    loader: { ...commonOptions('development').loader, '.css': 'empty' },
    plugins: [docsPlugin(loaded.siteDir, { siteData: () => '', routes: () => '', entry: () => '' })],
  });
  const code = result.outputFiles?.[0]?.text ?? '';
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    themeInitScript?: string;
  };
  return mod.themeInitScript ?? '';
}

/** The docs folder and the config file (or where it would be, so creating one is noticed). */
function watchedPaths(loaded: LoadedConfig): string[] {
  return [loaded.docsDir, loaded.file ?? path.join(loaded.siteDir, 'docs.config.ts')];
}

async function publicFiles(loaded: LoadedConfig) {
  const dir = path.join(loaded.docsDir, 'public');
  if (!existsSync(dir)) return undefined;
  const handler = await createStaticHandler({ root: dir, base: '/', langs: [], defaultLang: loaded.config.lang });
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const probe = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!/\.[a-z0-9]+$/i.test(probe) || !decodable(probe)) return false;
    // Only look for files inside the public folder: never probe the disk outside it.
    const candidate = path.resolve(dir, `.${decodeURIComponent(probe)}`);
    if (!candidate.startsWith(dir + path.sep) || !existsSync(candidate)) return false;
    await handler(req, res);
    return true;
  };
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function sendText(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-cache');
  res.end(body);
}

function errorDetail(error: unknown) {
  if (error instanceof DocsError) {
    return { message: error.message, file: error.file, line: error.line, column: error.column, frame: error.frame };
  }
  return { message: (error as Error)?.message ?? String(error) };
}

function reportError(
  error: unknown,
  events: EventChannel,
  routePath: string | undefined,
  print: boolean | undefined,
): void {
  events.send({ type: 'error', path: routePath, error: errorDetail(error) });
  if (print)
    console.error(`\n✖ ${error instanceof DocsError ? error.format() : String((error as Error)?.message ?? error)}`);
}

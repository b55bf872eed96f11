import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createSiteData, DocsError, type LoadedConfig, pageModuleSource, readTitle } from '@docs-kit/core';
import { matchRoute, notFoundPage } from '@docs-kit/core/runtime';
import { watch } from 'chokidar';
import { lookup } from 'mrmime';
import { alternatesOf, escapeHtml, pageDescription, pageTitle } from '../html';
import { sectionTitleOf } from '../outputs/sections';
import { listen, refuseMalformed } from '../server/listen';
import { createStaticHandler } from '../server/staticHandler';
import { CLIENT_SCRIPT, CLIENT_STYLES } from './clientBundle';
import { EventChannel } from './events';
import { openBrowser } from './open';
import { listenForShortcuts } from './shortcuts';
import { changesSince, createState, rescan, watchedPaths } from './state';
import { titleOf } from './titles';

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

const CLIENT_DIR = '/@docs/client/';
const THEME_SCRIPT = '/@docs/theme-init.js';

const JSX_SHIM = 'const r = window.__DOCS_JSX__;\nexport const jsx = r.jsx, jsxs = r.jsxs, Fragment = r.Fragment;\n';

/**
 * `docs dev`: answers as soon as it knows the config and the route table, whatever the number of
 * pages (issue 9): the titles, the browser bundle and the theme script come in the background,
 * each request waiting only for what it needs, and pages compile when first requested. Pushes page
 * updates to the browser over server-sent events, shows compile errors in an overlay and recovers
 * when the file is fixed, and restarts itself when the config changes. Resolves once all of it is
 * in and every file is watched; rejects, closing the server, when the first bundle fails.
 */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  const events = new EventChannel();
  // 1. The config and the route table: all the first answer needs.
  const startedAt = Date.now();
  let state = await createState(siteDir, options.configFile, events);
  let publicHandler = await publicFiles(state.loaded);

  // Quick successive config saves start overlapping restarts: only the latest one may win.
  let generation = 0;
  async function restart(reason: string): Promise<void> {
    if (options.interactive) console.log(`${reason}: restarting…`);
    const mine = ++generation;
    try {
      const next = await createState(siteDir, options.configFile, events);
      // The old state keeps serving until the new one is complete.
      await next.ready.catch(async (error: unknown) => {
        await next.dispose();
        throw error;
      });
      if (mine !== generation) {
        await next.dispose();
        return;
      }
      const previous = state;
      await previous.dispose();
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

  /** The current state's background work; a config saved meanwhile replaces the state, so wait for that one. */
  async function stateReady(): Promise<void> {
    for (;;) {
      const current = state;
      try {
        await current.ready;
      } catch (error) {
        if (current === state) throw error;
      }
      if (current === state) return;
    }
  }

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
    const title = readTitle(source);
    try {
      const [compiler, titles] = await Promise.all([state.compiler, state.titles]);
      compiler.invalidate(file);
      await compiler.compile(route);
      if (title !== titles[route.path]?.title) {
        titles[route.path] = { title, lang: route.lang };
        await state.client.rebuild();
        events.send({ type: 'reload' });
      } else {
        events.send({ type: 'page', path: route.path });
      }
    } catch (error) {
      reportError(error, events, route.path, options.interactive);
    }
  }

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
    if (pathname === THEME_SCRIPT) return sendText(res, 200, 'text/javascript', await state.themeInitScript);
    if (pathname === '/@docs/page') return sendPage(res, url.searchParams.get('path') ?? '');
    if (pathname.startsWith(CLIENT_DIR)) return sendClientFile(res, pathname.slice(CLIENT_DIR.length));
    const search = /^\/search-index\/([\w-]+)\.json$/.exec(pathname);
    if (search) return sendSearchIndex(res, search[1] as string);
    const asset = /(?:^|\/)(assets\/files\/[^/]+)$/.exec(pathname);
    if (asset) return sendAsset(res, (await state.compiler).assetFile(asset[1] as string));
    const accept = String(req.headers.accept ?? '');
    if (publicHandler && !accept.includes('text/html')) {
      const served = await publicHandler(req, res);
      if (served) return;
    }
    return sendShell(res, pathname);
  }

  /** A file a page links to or shows (`../images/x.png`), served under the name the build gives it. */
  async function sendAsset(res: ServerResponse, file: string | undefined): Promise<void> {
    const body = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!body) return sendText(res, 404, 'text/plain', 'Not Found');
    res.statusCode = 200;
    res.setHeader('Content-Type', lookup(file as string) ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  }

  async function sendClientFile(res: ServerResponse, name: string): Promise<void> {
    const file = await state.client.output(name);
    if (file) return sendText(res, 200, name.endsWith('.css') ? 'text/css' : 'text/javascript', file.text);
    // The shell links the stylesheet before the bundle says whether there is one: a theme without CSS has none.
    if (name === CLIENT_STYLES) return sendText(res, 200, 'text/css', '');
    return sendText(res, 404, 'text/plain', 'Not Found');
  }

  async function sendPage(res: ServerResponse, routePath: string): Promise<void> {
    const route = state.routes.find((r) => r.path === routePath);
    if (!route) return sendText(res, 404, 'text/javascript', 'throw new Error("No such page");');
    try {
      const [compiler, titles] = await Promise.all([state.compiler, state.titles]);
      const compiled = await compiler.compile(route);
      const site = createSiteData(state.loaded, titles);
      const translations = alternatesOf(site, route.path, (p) => p in titles).map((a) => a.lang);
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
    const [{ buildIndexFiles }, compiler, titles] = await Promise.all([
      import('@docs-kit/search'),
      state.compiler,
      state.titles,
    ]);
    const routes = state.routes.filter((r) => r.lang === lang);
    const pages = (await Promise.allSettled(routes.map((r) => compiler.compile(r)))).flatMap((r) =>
      r.status === 'fulfilled' ? [r.value] : [],
    );
    const site = createSiteData(state.loaded, titles);
    const files = buildIndexFiles(pages, [lang], (route) => sectionTitleOf(site, route));
    return sendText(res, 200, 'application/json', files.get(lang) ?? '[]');
  }

  async function sendShell(res: ServerResponse, pathname: string): Promise<void> {
    // The shell names only its own page: it reads that page's title rather than wait for them all.
    const site = createSiteData(state.loaded, {});
    const routes = state.routes.map((r) => ({
      path: r.path,
      lang: r.lang,
      version: '',
      load: async () => notFoundPage(site, r.path),
    }));
    const route = matchRoute(routes, pathname, site.base);
    const file = route && state.routes.find((r) => r.path === route.path)?.filePath;
    const page = notFoundPage(site, pathname).pageData;
    const lang = route?.lang ?? page.lang;
    const title = route
      ? pageTitle(site, {
          ...page,
          pageType: 'doc',
          title: file ? titleOf(file) : '',
          lang,
        })
      : pageTitle(site, page);
    // The stylesheet and the theme script are fetched, not inlined, so the shell needs neither the
    // bundle nor the theme script to be ready: the browser waits for them, this answer does not.
    const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(pageDescription(site, { ...page, lang }))}">
<script src="${THEME_SCRIPT}"></script>
<link rel="stylesheet" href="${CLIENT_DIR}${CLIENT_STYLES}">
</head>
<body>
<div id="app"></div>
<script type="module" src="${CLIENT_DIR}${CLIENT_SCRIPT}"></script>
</body>
</html>
`;
    sendText(res, route ? 200 : 404, 'text/html', html);
  }

  // 2. Answer from now on.
  const listening = await listen(server, options.port ?? 5173, options.host ?? '127.0.0.1');
  if (options.interactive) {
    console.log(`\n  Docs dev server: ${listening.url}/\n`);
    if (process.stdin.isTTY) console.log('  Shortcuts: r restart · o open in browser · q quit · h help\n');
  }
  if (options.open) openBrowser(`${listening.url}/`);

  // 3. Watch the pages and the config. The watcher's first walk of the tree costs the main thread
  // as much as reading every title: it comes after the titles, which the browser bundle waits for.
  await state.titles;
  const watcher = watch(watchedPaths(state.loaded), {
    ignoreInitial: true,
    ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`),
  });
  watcher.on('all', async (event, file) => {
    if (file === watchedPaths(state.loaded)[1]) return void restart('Config changed');
    if (!/\.mdx?$/.test(file)) return;
    if (event === 'add' || event === 'unlink') {
      compiledSource.delete(file);
      void state.compiler.then((compiler) => compiler.invalidate(file));
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

  let stopShortcuts = () => {};
  async function close(): Promise<void> {
    stopShortcuts();
    clearTimeout(structureTimer);
    for (const timer of settleTimers.values()) clearTimeout(timer);
    events.close();
    await watcher.close();
    await state.dispose();
    await listening.close();
  }

  // 4. Wait for the watcher and the background work; a first bundle that fails stops the server.
  try {
    await Promise.all([new Promise<void>((resolve) => watcher.once('ready', () => resolve())), stateReady()]);
  } catch (error) {
    await close();
    throw error;
  }
  // 5. The watcher reports only what changes after it has reached a folder, and it started after
  // the scan: look once at what changed since the start.
  try {
    const changed = await changesSince(state, startedAt);
    if (changed.config) void restart('Config changed');
    else if (changed.structure) structureChanged();
    for (const file of changed.saved) void pageChanged(file);
  } catch (error) {
    reportError(error, events, undefined, options.interactive);
  }

  if (options.interactive && process.stdin.isTTY) {
    stopShortcuts = listenForShortcuts({
      restart: () => restart('Restart requested'),
      open: () => openBrowser(`${listening.url}/`),
      quit: async () => {
        await close();
        process.exit(0);
      },
    });
  }
  return { url: listening.url, close };
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

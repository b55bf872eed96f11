import { createServer } from 'node:http';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { listen, redirectToBase, refuseMalformed } from '../server/listen';
import { EventChannel } from './events';
import { createHandler, publicFiles } from './handlers';
import { openBrowser } from './open';
import { createPageQueue } from './pageQueue';
import { reportError } from './respond';
import { listenForShortcuts } from './shortcuts';
import { changesSince, createState, rescan, warnAboutConfigLinks, watchedPaths } from './state';

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
  let listened = () => {};
  let state = await createState(
    siteDir,
    options.configFile,
    events,
    new Promise<void>((resolve) => {
      listened = resolve;
    }),
  );
  let publicHandler = await publicFiles(state.loaded);

  let watcher: FSWatcher | undefined;

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
      warnAboutConfigLinks(state);
      publicHandler = await publicFiles(state.loaded);
      // The config may have moved the docs folder: watch where the pages are now.
      const before = watchedPaths(previous.loaded);
      const after = watchedPaths(state.loaded);
      watcher?.unwatch(before.filter((p) => !after.includes(p)));
      watcher?.add(after.filter((p) => !before.includes(p)));
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
  const pages = createPageQueue(() => state, events, options.interactive);

  // Files pages import (their components, partials), with the pages that import each: a save
  // updates those pages. Watched once the watcher is up.
  const importers = new Map<string, Set<string>>();
  const handle = createHandler({
    state: () => state,
    publicFiles: () => publicHandler,
    events,
    interactive: options.interactive,
    pageInputs(routePath, files) {
      for (const file of files) {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
        let pages = importers.get(file);
        if (!pages) {
          pages = new Set();
          importers.set(file, pages);
          watcher?.add(file);
        }
        pages.add(routePath);
      }
    },
  });
  const server = createServer((req, res) => {
    if (redirectToBase(req, res, state.loaded.config.base)) return;
    handle(req, res).catch((error: unknown) => {
      console.error('[docs] dev server:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  refuseMalformed(server);

  // 2. Answer from now on.
  const listening = await listen(server, options.port ?? 5173, options.host ?? '127.0.0.1');
  // The state's background work starts now (a port in use leaves it unstarted).
  listened();
  const home = () => `${listening.url}${state.loaded.config.base}`;
  if (options.interactive) {
    console.log(`\n  Docs dev server: ${home()}\n`);
    if (process.stdin.isTTY) console.log('  Shortcuts: r restart · o open in browser · q quit · h help\n');
  }
  if (options.open) openBrowser(home());

  // 3. Watch the pages and the config. The watcher's first walk of the tree costs the main thread
  // as much as reading every title: it comes after the titles, which the browser bundle waits for.
  await state.titles;
  watcher = watch([...watchedPaths(state.loaded), ...importers.keys()], {
    ignoreInitial: true,
    ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`),
  });
  watcher.on('all', async (event, file) => {
    if (file === watchedPaths(state.loaded)[1]) return void restart('Config changed');
    const importing = (event === 'change' && importers.get(file)) || new Set<string>();
    // A partial is compiled like a page: forget it before its pages are asked for again.
    if (importing.size) await state.compiler.then((c) => c.invalidate(file)).catch(() => {});
    for (const routePath of importing) events.send({ type: 'page', path: routePath });
    // A folder's `_meta.json` orders its generated sidebar, which the route table's rescan rebuilds.
    if (path.basename(file) === '_meta.json') return structureChanged();
    if (!/\.mdx?$/.test(file)) return;
    if (event === 'add' || event === 'unlink') {
      pages.forget(file);
      return structureChanged();
    }
    if (event === 'change') pages.changed(file);
  });

  let stopShortcuts = () => {};
  async function close(): Promise<void> {
    stopShortcuts();
    clearTimeout(structureTimer);
    pages.close();
    events.close();
    await watcher?.close();
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
  // 5. The config's links to missing pages: a warning that need not hold up the first answer. The
  // watcher reports only what changes after it has reached a folder, and it started after the
  // scan: look once at what changed since the start.
  warnAboutConfigLinks(state);
  try {
    const changed = await changesSince(state, startedAt);
    if (changed.config) void restart('Config changed');
    else if (changed.structure) structureChanged();
    for (const file of changed.saved) pages.changed(file);
  } catch (error) {
    reportError(error, events, undefined, options.interactive);
  }

  if (options.interactive && process.stdin.isTTY) {
    stopShortcuts = listenForShortcuts({
      restart: () => restart('Restart requested'),
      open: () => openBrowser(home()),
      quit: async () => {
        await close();
        process.exit(0);
      },
    });
  }
  return { url: listening.url, close };
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type LoadedConfig, matchRoute, notFoundPageData, pageModuleSource } from '@docs-kit/core';
import { lookup } from 'mrmime';
import { sidebarImport, sidebarModuleSource, sidebarRef } from '../bundle/sidebars';
import { alternatesOf, escapeHtml, iconLink, pageDescription, pageTitle, versionsOf } from '../html';
import { searchIndexFiles } from '../outputs/searchIndex';
import { createStaticHandler } from '../server/staticHandler';
import { CLIENT_SCRIPT, CLIENT_STYLES } from './clientBundle';
import type { EventChannel } from './events';
import { bundleDevPage } from './pageBundle';
import { decodable, errorDetail, reportError, sendText } from './respond';
import { type DevState, routeAt, sidebarSite } from './state';
import { titleOf } from './titles';

const CLIENT_DIR = '/@docs/client/';
const THEME_SCRIPT = '/@docs/theme-init.js';

/** What the request handlers read: the current state (replaced on restarts) and its public files. */
export interface HandlerSources {
  state: () => DevState;
  publicFiles: () => PublicFiles | undefined;
  events: EventChannel;
  interactive?: boolean;
  /** The files a page's bundle read, so that the server watches them for that page. */
  pageInputs: (routePath: string, files: string[]) => void;
}

type PublicFiles = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The dev server's router: events, page modules, the browser bundle, search indexes and the HTML shell. */
export function createHandler(sources: HandlerSources) {
  const { events } = sources;

  async function sendClientFile(res: ServerResponse, name: string): Promise<void> {
    const file = await sources.state().client.output(name);
    if (file) return sendText(res, 200, name.endsWith('.css') ? 'text/css' : 'text/javascript', file.text);
    // The shell links the stylesheet before the bundle says whether there is one: a theme without CSS has none.
    if (name === CLIENT_STYLES) return sendText(res, 200, 'text/css', '');
    return sendText(res, 404, 'text/plain', 'Not Found');
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

  async function sendPage(res: ServerResponse, routePath: string): Promise<void> {
    const state = sources.state();
    const route = routeAt(state, routePath);
    if (!route) return sendText(res, 404, 'text/javascript', 'throw new Error("No such page");');
    try {
      const compiler = await state.compiler;
      // The page's section sidebar comes with it, as in the build: it waits for the titles.
      const [compiled, titled] = await Promise.all([compiler.compile(route), sidebarSite(state)]);
      const { site } = state;
      const exists = (p: string) => !!routeAt(state, p);
      const translations = alternatesOf(site, route.path, exists).map((a) => a.lang);
      const versions = site.multiVersion.versions.length ? versionsOf(site, route.path, exists) : undefined;
      const page = { ...compiled, pageData: { ...compiled.pageData, translations, versions } };
      const partial = (file: string) => compiler.partialModule(file);
      const source = pageModuleSource(page, undefined, sidebarImport(sidebarRef(titled, route)));
      const sidebar = (id: string) => sidebarModuleSource(titled, id);
      const { code, inputs } = await bundleDevPage(state.loaded, route, source, { partial, sidebar });
      sources.pageInputs(route.path, inputs);
      return sendText(res, 200, 'text/javascript', code);
    } catch (error) {
      const detail = errorDetail(error);
      reportError(error, events, route.path, sources.interactive);
      return sendText(
        res,
        200,
        'text/javascript',
        `window.dispatchEvent(new CustomEvent("docs:dev-error",{detail:${JSON.stringify(detail).replace(/</g, '\\u003c')}}));\nthrow new Error(${JSON.stringify(detail.message)});`,
      );
    }
  }

  // The index files are built when a manifest is asked for; the shards and page files the browser
  // then asks for come from that build.
  let searchFiles: Promise<Map<string, string>> | undefined;
  async function sendSearchIndex(res: ServerResponse, dir: string, file: string): Promise<void> {
    if (!searchFiles || file === 'manifest.json') {
      const state = sources.state();
      searchFiles = Promise.all([state.compiler, sidebarSite(state)]).then(async ([compiler, site]) => {
        const pages = await Promise.allSettled(state.routes.map((r) => compiler.compile(r)));
        const compiled = pages.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        return searchIndexFiles(compiled, site, state.loaded.config.plugins);
      });
    }
    const content = (await searchFiles).get(`search-index/${dir}/${file}`);
    return sendText(res, content === undefined ? 404 : 200, 'application/json', content ?? '{}');
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    if (pathname === THEME_SCRIPT) return sendText(res, 200, 'text/javascript', await sources.state().themeInitScript);
    if (pathname === '/@docs/page') return sendPage(res, url.searchParams.get('path') ?? '');
    if (pathname.startsWith(CLIENT_DIR)) return sendClientFile(res, pathname.slice(CLIENT_DIR.length));
    // `search-index/<lang>/…`, or `search-index/<version>/<lang>/…` on a versioned site.
    const search = /^\/search-index\/((?:[\w.-]+\/)?[\w-]+)\/([\w.-]+\.json)$/.exec(pathname);
    if (search) return sendSearchIndex(res, search[1] as string, search[2] as string);
    const asset = /(?:^|\/)(assets\/files\/[^/]+)$/.exec(pathname);
    if (asset) return sendAsset(res, (await sources.state().compiler).assetFile(asset[1] as string));
    const accept = String(req.headers.accept ?? '');
    const publicHandler = sources.publicFiles();
    if (publicHandler && !accept.includes('text/html')) {
      const served = await publicHandler(req, res);
      if (served) return;
    }
    return sendShell(res, sources.state(), pathname);
  };
}

/** The HTML shell of any route: the browser bundle renders the page into it. */
function sendShell(res: ServerResponse, state: DevState, pathname: string): void {
  // The shell names only its own page: it reads that page's title rather than wait for them all.
  const { site } = state;
  const route = matchRoute(state.routes, pathname, site.base);
  const page = notFoundPageData(site, pathname);
  const lang = route?.lang ?? page.lang;
  const title = route
    ? pageTitle(site, { ...page, pageType: 'doc', title: titleOf(route.filePath), lang })
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
${iconLink(site)}
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

/** Serves files of the docs folder's `public/` that exist; anything else falls through. */
export async function publicFiles(loaded: LoadedConfig): Promise<PublicFiles | undefined> {
  const dir = path.join(loaded.docsDir, 'public');
  if (!existsSync(dir)) return undefined;
  const handler = await createStaticHandler({ root: dir, base: '/', langs: [], defaultLang: loaded.config.lang });
  return async (req, res) => {
    const probe = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!/\.[a-z0-9]+$/i.test(probe) || !decodable(probe)) return false;
    // Only look for files inside the public folder: never probe the disk outside it.
    const candidate = path.resolve(dir, `.${decodeURIComponent(probe)}`);
    if (!candidate.startsWith(dir + path.sep) || !existsSync(candidate)) return false;
    await handler(req, res);
    return true;
  };
}

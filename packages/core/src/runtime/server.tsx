import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { DocsApp, ROUTER_FUTURE } from './App';
import { HeadCollector, HeadProvider, type HeadTags } from './head';
import { createRouteRegistry } from './routeSource';
import type { ClientRoute, PageModule } from './routes';
import type { SiteData } from './siteData';

export interface RenderResult {
  html: string;
  head: HeadTags;
}

const registries = new WeakMap<readonly ClientRoute[], ReturnType<typeof createRouteRegistry>>();

/** One registry per route table, not one per rendered page. */
function registryOf(routes: readonly ClientRoute[], site: SiteData) {
  let registry = registries.get(routes);
  if (!registry) {
    registry = createRouteRegistry({ routes: [...routes] }, site.langs, site.multiVersion.versions);
    registries.set(routes, registry);
  }
  return registry;
}

/**
 * React's mark of a Suspense boundary it left for the browser to render: on the server, something
 * in it threw (or suspended). The page's content is in one (the default theme's DocLayout).
 */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

interface RenderOptions {
  site: SiteData;
  routes: readonly ClientRoute[];
  Layout: ComponentType;
  url: string;
  module: PageModule;
}

/**
 * Renders one page to HTML for the static build; `module` is that page's loaded chunk. Rejects
 * with what a component or expression threw, wherever it is: `renderToString` drops an error
 * inside a Suspense boundary without a word, leaving the boundary empty, so a page whose content
 * threw (a `{name}` never defined, say) was written without its content and the build passed.
 */
export async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const collector = new HeadCollector();
  const html = renderToString(pageTree(options, collector));
  if (html.includes(LEFT_TO_THE_BROWSER)) {
    const error = await firstError(pageTree(options, new HeadCollector()));
    if (error !== undefined) throw error;
  }
  return { html, head: collector.tags };
}

/**
 * What rendering `element` threw first, if anything: rendered again by the streaming renderer,
 * which tells every error, those its boundaries catch included (only for a page that needs it:
 * renderToString is the faster of the two).
 */
function firstError(element: ReactElement): Promise<unknown> {
  return new Promise((resolve) => {
    let first: unknown;
    renderToPipeableStream(element, {
      onError(error) {
        first ??= error;
      },
      onShellError: resolve,
      onAllReady: () => resolve(first),
    });
  });
}

function pageTree(options: RenderOptions, collector: HeadCollector): ReactElement {
  // The router matches under its basename: the page's route (`/guide/x`) must carry the base too,
  // or a site with `base: '/docs/'` rendered nothing but an empty shell.
  const basename = options.site.base === '/' ? undefined : options.site.base.replace(/\/$/, '');
  return (
    <HeadProvider collector={collector}>
      <StaticRouter future={ROUTER_FUTURE} location={`${basename ?? ''}${options.url}`} basename={basename}>
        <DocsApp
          site={options.site}
          routes={registryOf(options.routes, options.site)}
          initial={options.module}
          Layout={options.Layout}
        />
      </StaticRouter>
    </HeadProvider>
  );
}

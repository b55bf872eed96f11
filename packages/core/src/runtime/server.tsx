import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
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

/** Renders one page to HTML for the static build; `module` is that page's loaded chunk. */
export function renderPage(options: {
  site: SiteData;
  routes: readonly ClientRoute[];
  Layout: ComponentType;
  url: string;
  module: PageModule;
}): RenderResult {
  const collector = new HeadCollector();
  const html = renderToString(
    <HeadProvider collector={collector}>
      <StaticRouter
        future={ROUTER_FUTURE}
        location={options.url}
        basename={options.site.base === '/' ? undefined : options.site.base.replace(/\/$/, '')}
      >
        <DocsApp
          site={options.site}
          routes={registryOf(options.routes, options.site)}
          initial={options.module}
          Layout={options.Layout}
        />
      </StaticRouter>
    </HeadProvider>,
  );
  return { html, head: collector.tags };
}

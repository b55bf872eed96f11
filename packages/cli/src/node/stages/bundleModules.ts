import { createHash } from 'node:crypto';
import { pageModuleSource, type RouteEntry, type SiteData } from '@docs-kit/core';
import type { VirtualModules } from '../bundle/docsPlugin';
import { sidebarRef as sectionSidebar, sidebarImport, sidebarModuleSource } from '../bundle/sidebars';
import { clientSetupSource } from '../plugins/hooks';
import type { BuildContext, CompiledSite } from './context';
import { sidebarFiles } from './pageChunks';

/** The browser's entry: the plugins' client setup, then the app. */
export function clientEntry(ctx: BuildContext): string {
  return `import { startClient } from '@docs-kit/core/runtime';
import { Layout } from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
${clientSetupSource(ctx.loaded)}
startClient({ site, routes, Layout });
`;
}

/** The server's route table: rendering is handed each page's module, so it never loads one itself. */
function serverRoutesModule(routes: readonly RouteEntry[]): string {
  const rows = routes.map(
    (r) => `{path:${JSON.stringify(r.path)},lang:${JSON.stringify(r.lang)},version:${JSON.stringify(r.version)},load}`,
  );
  return `const load = () => Promise.reject(new Error('Pages are not loaded while rendering.'));\nexport default [${rows.join(',\n')}];`;
}

/**
 * The site data the bundles carry: sidebars travel with their section's pages (see
 * pageModuleSource), so the main bundle does not grow with them, and a title edit (which changes
 * its section's sidebar) leaves what every page shares as it was.
 */
export function withoutSidebars(site: SiteData): SiteData {
  return {
    ...site,
    themeConfig: {
      ...site.themeConfig,
      sidebar: {},
      locales: site.themeConfig.locales.map(({ sidebar: _sidebar, ...locale }) => locale),
    },
  };
}

export interface SiteModules {
  /** The virtual modules both bundles share (the server's page sources keep their code blocks). */
  shared: Omit<VirtualModules, 'entry'>;
  /**
   * The browser's page modules: their code blocks' HTML goes to a JSON file of its own, and their
   * section's sidebar is a file of its own they import by URL (see pageChunks.ts).
   */
  clientPage: (file: string) => Promise<string>;
  /** The URL of a page's sidebar file, written on first use. */
  sidebarUrl: (file: string) => Promise<string | undefined>;
  /** A page's section sidebar, by source file. */
  sidebarRef: (file: string) => { id: string; items: unknown } | undefined;
}

/** The virtual modules the bundle stage hands esbuild: site data, routes, pages and sidebars. */
export function siteModules(ctx: BuildContext, { byPath, partialModule }: CompiledSite, site: SiteData): SiteModules {
  const { routes, output, config } = ctx;
  const routeByFile = new Map(routes.map((r) => [r.filePath, r]));
  const sidebarRef = (file: string) => {
    const route = routeByFile.get(file);
    return route && sectionSidebar(site, route);
  };
  const sidebarOf = (file: string) => sidebarImport(sidebarRef(file));
  const bundledSite = withoutSidebars(site);
  const sidebarFile = sidebarFiles(output, config.base);
  const sidebarUrl = async (file: string) => {
    const ref = sidebarRef(file);
    return ref && (await sidebarFile(ref.id, ref.items));
  };
  const compiledOf = (file: string) => {
    const route = routeByFile.get(file);
    const page = route && byPath.get(route.path);
    if (!page) throw new Error(`No compiled page for ${file}`);
    return page;
  };
  // The first load takes a page's code blocks from the HTML, so its JavaScript need not carry them.
  const clientPage = async (file: string) => {
    const page = compiledOf(file);
    const sidebar = await sidebarUrl(file);
    if (!page.codeBlocks.length) return pageModuleSource(page, undefined, sidebar);
    const json = JSON.stringify(page.codeBlocks);
    const name = `assets/code/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    await output.write(name, json);
    return pageModuleSource(page, `${config.base}${name}`, sidebar);
  };
  return {
    shared: {
      siteData: () => `export default ${JSON.stringify(bundledSite)};`,
      routes: () => serverRoutesModule(routes),
      page: async (file: string) => pageModuleSource(compiledOf(file), undefined, sidebarOf(file)),
      partial: partialModule,
      sidebar: (id: string) => sidebarModuleSource(site, id),
    },
    clientPage,
    sidebarUrl,
    sidebarRef,
  };
}

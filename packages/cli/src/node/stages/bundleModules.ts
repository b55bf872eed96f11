import { createHash } from 'node:crypto';
import { pageModuleSource, type RouteEntry, type SiteData } from '@docs-kit/core';
import type { VirtualModules } from '../bundle/docsPlugin';
import {
  sidebarRef as sectionSidebar,
  sidebarImport,
  sidebarItems,
  sidebarKeys,
  sidebarModuleSource,
} from '../bundle/sidebars';
import { clientSetupSource } from '../plugins/hooks';
import type { BuildContext, CompiledSite } from './context';
import { enrichedPart } from './enrich';

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
   * A page's browser module: its code blocks' HTML goes to a JSON file of its own (`codeFile`,
   * written), and its section's sidebar is a file of its own it imports by URL (see pageChunks.ts).
   */
  clientModule: (file: string) => Promise<{ source: string; codeFile?: string }>;
  /** A page's section sidebar, by source file. */
  sidebarRef: (file: string) => { id: string; items: unknown } | undefined;
  /**
   * What a page's modules are made from besides its sidebar, cheap to get for every page: its
   * compile hash and what the enrich stage added to its data (the hash of all of it when a plugin
   * extends page data). See PageChunkState.pageKey.
   */
  pageInputs: (file: string) => { hash: string; data: string };
  /** The id of a page's section sidebar (see sidebarRef), none without one. */
  sidebarId: (file: string) => string | undefined;
  /** The file of the sidebar of `id`, named by its content (`assets/sidebars/<hash>.js`). */
  sidebarName: (id: string) => string;
  /** The URL of the sidebar of `id`, its file written on first use. */
  sidebarUrlOf: (id: string) => Promise<string>;
  /** Names the sidebar keys of every language (see sidebars.ts `sidebarKeys`). */
  sidebarKeys: string;
}

const hash16 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The virtual modules the bundle stage hands esbuild: site data, routes, pages and sidebars. */
export function siteModules(ctx: BuildContext, { byPath, partialModule }: CompiledSite, site: SiteData): SiteModules {
  const { routes, output, config, plugins } = ctx;
  const routeByFile = new Map(routes.map((r) => [r.filePath, r]));
  // Asked for by each step for each page: picking it among the language's sidebars is not free.
  const refs = new Map<string, ReturnType<typeof sectionSidebar>>();
  const sidebarRef = (file: string) => {
    if (!refs.has(file)) {
      const route = routeByFile.get(file);
      refs.set(file, route && sectionSidebar(site, route));
    }
    return refs.get(file);
  };
  const sidebarOf = (file: string) => sidebarImport(sidebarRef(file));
  const bundledSite = withoutSidebars(site);
  // One file per section, named by its content: a title edit changes its section's file only.
  const sidebars = new Map<string, { code: string; name: string; url?: Promise<string> }>();
  const sidebarFile = (id: string) => {
    let file = sidebars.get(id);
    if (!file) {
      const code = `export default ${JSON.stringify(sidebarItems(site, id))};\n`;
      file = { code, name: `assets/sidebars/${hash16(code)}.js` };
      sidebars.set(id, file);
    }
    return file;
  };
  const sidebarUrlOf = (id: string) => {
    const sidebar = sidebarFile(id);
    sidebar.url ??= output.write(sidebar.name, sidebar.code).then(() => `${config.base}${sidebar.name}`);
    return sidebar.url;
  };
  const compiledOf = (file: string) => {
    const route = routeByFile.get(file);
    const page = route && byPath.get(route.path);
    if (!page) throw new Error(`No compiled page for ${file}`);
    return page;
  };
  const extended = plugins.some((p) => p.extendPageData);
  const pageInputs = (file: string) => {
    const page = compiledOf(file);
    const data = extended
      ? createHash('sha256').update(JSON.stringify(page.pageData)).digest('hex')
      : enrichedPart(page.pageData);
    return { hash: page.hash, data };
  };
  // The first load takes a page's code blocks from the HTML, so its JavaScript need not carry them.
  const clientModule = async (file: string) => {
    const page = compiledOf(file);
    const ref = sidebarRef(file);
    const sidebar = ref && (await sidebarUrlOf(ref.id));
    if (!page.codeBlocks.length) return { source: pageModuleSource(page, undefined, sidebar) };
    const json = JSON.stringify(page.codeBlocks);
    const codeFile = `assets/code/${hash16(json)}.json`;
    await output.write(codeFile, json);
    return { source: pageModuleSource(page, `${config.base}${codeFile}`, sidebar), codeFile };
  };
  return {
    shared: {
      siteData: () => `export default ${JSON.stringify(bundledSite)};`,
      routes: () => serverRoutesModule(routes),
      page: async (file: string) => pageModuleSource(compiledOf(file), undefined, sidebarOf(file)),
      partial: partialModule,
      sidebar: (id: string) => sidebarModuleSource(site, id),
    },
    clientModule,
    sidebarRef,
    pageInputs,
    sidebarId: (file) => sidebarRef(file)?.id,
    sidebarName: (id) => sidebarFile(id).name,
    sidebarUrlOf,
    sidebarKeys: sidebarKeys(site),
  };
}

import type { DocsPlugin, LoadedConfig, RouteEntry, SiteData } from '@docs-kit/core';
import type { BuildPage } from '../pageCompiler';
import type { Reporter } from '../reporter';
import type { OutputFiles } from './outputFiles';
import type { StageTimer } from './timings';

/**
 * What every stage of `docs build` reads: the loaded config, the route table, the plugins and the
 * folders the build writes to. Stages return what they produce; the orchestrator (build.ts) hands
 * it to the stages after them.
 */
export interface BuildContext {
  loaded: LoadedConfig;
  config: LoadedConfig['config'];
  routes: RouteEntry[];
  plugins: DocsPlugin[];
  reporter: Reporter;
  /** Where the site ends up. */
  outDir: string;
  /** Where this build writes, swapped in for `outDir` at the end. */
  tmpDir: string;
  /** The server bundle's folder, deleted after rendering. */
  serverDir: string;
  /** Writes into `tmpDir` what differs from what the last build into `outDir` wrote (see outputFiles.ts). */
  output: OutputFiles;
  /** Where the time goes, stage by stage (`DOCS_BUILD_TIMINGS=1`). */
  timings?: StageTimer;
}

/** The compiled pages with the lookups later stages use. */
export interface CompiledSite {
  pages: BuildPage[];
  /** Route path → compiled page. */
  byPath: Map<string, BuildPage>;
  /** The module of a `.md`/`.mdx` partial a page imports (compiled with the pages). */
  partialModule: (file: string) => Promise<string>;
}

/** The site data with the whole site's titles, and the pages' feeds. */
export interface EnrichedSite {
  site: SiteData;
  feeds: { path: string; content: string }[];
}

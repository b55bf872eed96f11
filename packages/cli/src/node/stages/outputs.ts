import type { BuildEndContext } from '@docs-kit/core';
import { writeExtraOutputs, writeSearchFiles } from '../outputs/index';
import type { SearchCacheOptions } from '../outputs/searchIndex';
import { runBuildEnd } from '../plugins/index';
import { outputFilesOf } from '../plugins/llms';
import type { BuildContext, CompiledSite, EnrichedSite } from './context';

/**
 * Stage 7a, started before the bundle stage and awaited by `outputsStage`: the search index needs
 * only the compiled pages, and most of it (the pages' terms, see searchTerms.ts) is made on a
 * thread of its own beside the bundle and render stages, instead of after them with a core idle.
 */
export function searchStage(
  ctx: BuildContext,
  { pages }: CompiledSite,
  { site }: EnrichedSite,
  searchCache?: SearchCacheOptions,
): Promise<void> {
  const { output, plugins } = ctx;
  const search = writeSearchFiles({ output, pages, site, plugins, searchCache });
  // Awaited later (and before the temporary folder is removed after a failure): never unhandled meanwhile.
  search.catch(() => undefined);
  return search;
}

/** Stage 7: feeds, sitemap, redirects, the search index (started before), then the plugins' `buildEnd`. */
export async function outputsStage(
  ctx: BuildContext,
  { pages }: CompiledSite,
  { site, feeds }: EnrichedSite,
  themeInitScript: string,
  search: Promise<void>,
  searchCache?: SearchCacheOptions,
): Promise<void> {
  const { tmpDir, loaded, config, plugins, output } = ctx;
  for (const feed of feeds) await output.write(feed.path, feed.content);
  await search;
  await writeExtraOutputs({ output, pages, site, loaded, themeInitScript });
  ctx.timings?.mark('outputs');
  const context: BuildEndContext = { outDir: tmpDir, pages, site, config };
  // The caches' folder only for an incremental build: a plain one makes every file.
  outputFilesOf.set(context, { output, cache: searchCache && { ...searchCache, outDir: ctx.outDir } });
  await runBuildEnd(plugins, context);
}

import type { BuildEndContext } from '@docs-kit/core';
import { writeExtraOutputs } from '../outputs/index';
import type { SearchCacheOptions } from '../outputs/searchIndex';
import { runBuildEnd } from '../plugins/index';
import { outputFilesOf } from '../plugins/llms';
import type { BuildContext, CompiledSite, EnrichedSite } from './context';

/** Stage 7: feeds, search index, sitemap, redirects, then the plugins' `buildEnd`. */
export async function outputsStage(
  ctx: BuildContext,
  { pages }: CompiledSite,
  { site, feeds }: EnrichedSite,
  themeInitScript: string,
  searchCache?: SearchCacheOptions,
): Promise<void> {
  const { tmpDir, loaded, config, plugins, output } = ctx;
  for (const feed of feeds) await output.write(feed.path, feed.content);
  await writeExtraOutputs({ output, pages, site, loaded, plugins, themeInitScript, searchCache });
  ctx.timings?.mark('outputs');
  const context: BuildEndContext = { outDir: tmpDir, pages, site, config };
  // The caches' folder only for an incremental build: a plain one makes every file.
  outputFilesOf.set(context, { output, cache: searchCache && { ...searchCache, outDir: ctx.outDir } });
  await runBuildEnd(plugins, context);
}

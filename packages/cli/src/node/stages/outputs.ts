import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeExtraOutputs } from '../outputs/index';
import type { SearchCacheOptions } from '../outputs/searchIndex';
import { runBuildEnd } from '../plugins/index';
import type { BuildContext, CompiledSite, EnrichedSite } from './context';

/** Stage 7: feeds, search index, sitemap, redirects, then the plugins' `buildEnd`. */
export async function outputsStage(
  ctx: BuildContext,
  { pages }: CompiledSite,
  { site, feeds }: EnrichedSite,
  themeInitScript: string,
  searchCache?: SearchCacheOptions,
): Promise<void> {
  const { tmpDir, loaded, config, plugins } = ctx;
  for (const feed of feeds) {
    const file = path.join(tmpDir, feed.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, feed.content);
  }
  await writeExtraOutputs({ outDir: tmpDir, pages, site, loaded, plugins, themeInitScript, searchCache });
  ctx.timings?.mark('outputs');
  await runBuildEnd(plugins, { outDir: tmpDir, pages, site, config });
}

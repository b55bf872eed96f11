import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildEndContext, DocsPlugin } from '@docs-kit/core';
import { buildLlmsFiles, type LlmsOptions } from '../outputs/llms';
import { type LlmsCache, writeLlmsFiles } from '../outputs/llmsCache';
import { mapLimit } from '../pool';
import type { OutputFiles } from '../stages/outputFiles';

/**
 * The build's writer behind a `buildEnd` context, for the built-in plugins' files (see
 * outputFiles.ts), and where an incremental build keeps their state.
 */
export const outputFilesOf = new WeakMap<BuildEndContext, { output: OutputFiles; cache?: LlmsCache }>();

/** The built-in plugins, whose `buildEnd` writes only files of their own, through `outputFilesOf`. */
export const writesThroughOutputFiles = new WeakSet<DocsPlugin>();

/**
 * `llms.txt`, `llms-full.txt` per language and every page as Markdown next to its HTML, so that
 * people and AI tools can read the docs without the UI (issue 8). On by default; list
 * `pluginLlms({ ... })` in `plugins` to change its options.
 * @example plugins: [pluginLlms({ full: false })]
 */
export function pluginLlms(options: LlmsOptions = {}): DocsPlugin {
  const plugin: DocsPlugin = {
    name: 'docs:llms',
    markdown: true,
    async buildEnd(context) {
      const { outDir, pages, site, config } = context;
      const { output, cache } = outputFilesOf.get(context) ?? {};
      // After one edited page, only its Markdown is made; the other pages' come from the previous output.
      if (output && cache) return writeLlmsFiles(output, pages, site, config, options, {}, cache);
      await mapLimit(await buildLlmsFiles(pages, site, config, options), 16, async (file) => {
        if (output) return output.write(file.path, file.content);
        const full = path.join(outDir, file.path);
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, file.content);
      });
    },
  };
  writesThroughOutputFiles.add(plugin);
  return plugin;
}

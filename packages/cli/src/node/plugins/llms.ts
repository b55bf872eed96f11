import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocsPlugin } from '@docs-kit/core';
import { buildLlmsFiles, type LlmsOptions } from '../outputs/llms';

/**
 * `llms.txt`, `llms-full.txt` per language and every page as Markdown next to its HTML, so that
 * people and AI tools can read the docs without the UI (issue 8). On by default; list
 * `pluginLlms({ ... })` in `plugins` to change its options.
 * @example plugins: [pluginLlms({ full: false })]
 */
export function pluginLlms(options: LlmsOptions = {}): DocsPlugin {
  return {
    name: 'docs:llms',
    markdown: true,
    async buildEnd({ outDir, pages, site, config }) {
      for (const file of await buildLlmsFiles(pages, site, config, options)) {
        const full = path.join(outDir, file.path);
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, file.content);
      }
    },
  };
}

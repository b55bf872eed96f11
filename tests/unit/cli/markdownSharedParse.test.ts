/**
 * A page's clean Markdown (llms) is made from the compile's own parse (issue 17: one parse per
 * page). It must read exactly as the conversion's own parse of the file makes it, on pages that
 * use every dialect the two parses could disagree on: container forms, explicit heading ids, MDX
 * components and expressions, GitHub alerts, raw HTML, code groups and front matter.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsError, scanSiteRoutes } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';
import { compileWithMarkdown } from '../../../packages/cli/src/node/compileWithMarkdown';
import { compiledPageMarkdown } from '../../../packages/cli/src/node/outputs/markdown';
import { pageInput } from '../../../packages/cli/src/node/pageCompiler';
import { loadSiteConfig, themeOf } from '../../../packages/cli/src/node/theme/load';
import { pageComponentNames } from '../../../packages/cli/src/node/theme/siteExports';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

describe('clean Markdown from the shared parse', () => {
  for (const site of ['markdown-compat', 'eco-plugin-site', 'byod-vitepress', 'byod-rspress', 'imports-site']) {
    it(`${site}: every page reads the same as from a parse of its own`, async () => {
      const loaded = await loadSiteConfig(path.join(FIXTURES, site));
      const routes = await scanSiteRoutes(loaded);
      const components = await pageComponentNames(loaded);
      const { definition } = themeOf(loaded);
      let compared = 0;
      for (const route of routes) {
        const input = {
          ...pageInput(loaded, route, await readFile(route.filePath, 'utf8')),
          components,
        };
        let page: Awaited<ReturnType<typeof compileWithMarkdown>>;
        try {
          page = await compileWithMarkdown(input, definition.components);
        } catch (error) {
          // A page a fixture keeps broken on purpose has no Markdown either way.
          if (error instanceof DocsError) continue;
          throw error;
        }
        const own = await compiledPageMarkdown(page, input, definition.components);
        expect(page.markdown, route.relativePath).toBe(own);
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});

/**
 * Builds the documentation site once for the whole e2e run (a full build into site/dist, as
 * `docs build site --force` does), so every file tests the current code's output and none pays for
 * a build of its own. The tests that compare the output with the page list get it by `inject`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@docs-kit/cli';
import type { TestProject } from 'vitest/node';

export interface BuiltPage {
  routePath: string;
  lang: string;
  pageType: string | undefined;
  /** The page has `link-rss` in its front matter (a release note in the feeds). */
  inFeeds: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site was built, and its pages, 404 included. */
    builtSite: { outDir: string; pages: BuiltPage[] };
  }
}

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site');

export default async function setup(project: TestProject): Promise<void> {
  const result = await buildSite({ siteDir: SITE_DIR });
  project.provide('builtSite', {
    outDir: result.outDir,
    pages: result.pages.map(({ pageData }) => ({
      routePath: pageData.routePath,
      lang: pageData.lang,
      pageType: pageData.pageType,
      inFeeds: pageData.frontmatter['link-rss'] !== undefined,
    })),
  });
}

/** The search fixture site, built into a temporary folder and served by the preview server. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startPreviewServer } from '@docs-kit/cli';
import type { Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServedSite {
  at(route: string): string;
  close(): Promise<void>;
}

export async function serveSearchFixture(name: 'fixture' | 'fixture-algolia' = 'fixture'): Promise<ServedSite> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-search-'));
  await buildSite({ siteDir: path.join(here, name), outDir });
  const server = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: name === 'fixture' ? ['en', 'zh'] : ['en'],
    defaultLang: 'en',
  });
  const url = server.url.replace(/\/$/, '');
  return {
    at: (route) => `${url}${route}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('app');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForTimeout(50);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startPreviewServer } from '@docs-kit/cli';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated } from './serve';

/**
 * Issue 4 speed bar on the real site: time from a keystroke to its results rendered in Chromium
 * (median and p95), and the index size per language. Prints the figures.
 */
const QUERIES = [
  'dev server port',
  'migrate from webpack',
  'tailwnd',
  'proxy',
  'source map',
  'module federation',
  'css modules',
  'env vars',
];

let browser: Browser;
let outDir: string;
let server: Awaited<ReturnType<typeof startPreviewServer>>;

beforeAll(async () => {
  outDir = inject('builtSite').outDir;
  browser = await launchBrowser();
  server = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: ['en', 'zh'],
    defaultLang: 'en',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describe('search speed on the site', () => {
  it('reports the manifest size per language (what a search fetches before its shards)', () => {
    for (const lang of ['en', 'zh']) {
      const json = readFileSync(path.join(outDir, 'search-index', lang, 'manifest.json'));
      const gzip = gzipSync(json).length;
      console.log(`manifest ${lang}: ${(json.length / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(2)} KB gzip`);
      expect(gzip).toBeLessThan(20 * 1024);
    }
  });

  // The keystroke-to-results goal (16 ms median, 50 ms p95) is timed by `pnpm bench`, on a quiet
  // machine: here the figures are printed, and what is checked is that every query finds results.
  it('renders results as each query is typed, and prints the keystroke-to-results times', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url.replace(/\/$/, '')}/guide/start/`);
    await hydrated(page);
    await page.locator('.docs-search-button').click();
    const input = page.getByRole('combobox');
    await input.fill('warm up');
    await page.waitForFunction(
      () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle',
    );
    await page.evaluate(() => {
      const w = window as unknown as { keyAt: number; renderedAt: number };
      w.keyAt = 0;
      w.renderedAt = 0;
      window.addEventListener('keydown', (e) => (w.keyAt = e.timeStamp), true);
      const body = document.querySelector('.docs-search-modal') as Element;
      new MutationObserver(() => (w.renderedAt = performance.now())).observe(body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const times: number[] = [];
    for (const query of QUERIES) {
      await input.fill('');
      for (const char of query) {
        await page.keyboard.type(char);
        await page.waitForTimeout(60);
        const ms = await page.evaluate(() => {
          const w = window as unknown as { keyAt: number; renderedAt: number };
          return w.renderedAt - w.keyAt;
        });
        if (ms > 0) times.push(ms);
      }
      await page.waitForFunction(
        () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle',
      );
      expect(await page.getByRole('option').count(), query).toBeGreaterThan(0);
    }
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `keystroke to results: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} keystrokes`,
    );
    expect(times.length).toBeGreaterThan(0);
    await page.context().close();
  });
});

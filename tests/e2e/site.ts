/**
 * The built documentation site, served by `docs preview` on 127.0.0.1 for the browser tests.
 * The e2e project's global setup builds it (see globalSetup.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startPreviewServer } from '@docs-kit/cli';
import type { Browser } from 'playwright-core';
import { specRoutes as englishRoutes } from '../spec/routes';
import { openPage } from './browser';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_DIR = path.join(ROOT, 'site');

/** Every route of the spec in both languages. */
export function specRoutes(): string[] {
  const routes = englishRoutes();
  return [...routes, ...routes.map((r) => (r === '/' ? '/zh/' : `/zh${r}`))];
}

export async function serveSite(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(SITE_DIR, 'dist', 'index.html'))) await buildSite({ siteDir: SITE_DIR });
  return startPreviewServer({ siteDir: SITE_DIR, port: 0 });
}

/**
 * Loads each route in Chromium and waits for it to hydrate: the routes that did not answer 200,
 * showed no h1 or logged a console error, each with what went wrong.
 */
export async function hydrationFailures(browser: Browser, url: string, routes: readonly string[]): Promise<string[]> {
  const { page, errors } = await openPage(browser);
  const failures: string[] = [];
  for (const route of routes) {
    errors.length = 0;
    const response = await page.goto(`${url}${route}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
    const h1 = await page.locator('h1').first().textContent();
    if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`);
    else if (!h1?.trim()) failures.push(`${route}: no h1`);
    else if (errors.length) failures.push(`${route}: ${errors.join(' | ')}`);
  }
  await page.context().close();
  return failures;
}

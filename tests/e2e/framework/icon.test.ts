/**
 * The site's `icon` is the tab's icon in `docs dev` as on the built site: the dev shell named none,
 * so the browser asked for /favicon.ico, got a 404 (a console error) and showed no icon.
 */
import { startDevServer } from '@docs-kit/cli';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { SITE_DIR, serveSite } from '../site';

const SERVERS = {
  built: serveSite,
  dev: () => startDevServer({ siteDir: SITE_DIR, port: 0 }),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(SERVERS) as (keyof typeof SERVERS)[])('the tab icon, %s site', (kind) => {
  it('names the configured icon, which loads, in both languages', async () => {
    const server = await SERVERS[kind]();
    try {
      const url = server.url.replace(/\/$/, '');
      for (const route of ['/guide/start/quick-start', '/zh/guide/start/quick-start']) {
        const { page, errors } = await openPage(browser);
        const missing: string[] = [];
        // Read synchronously: an awaited response() could outlive the context closed below.
        page.on('response', (response) => {
          if (response.status() === 404) missing.push(response.url());
        });
        await page.goto(`${url}${route}`, { waitUntil: 'load' });
        const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href);
        expect(href).toBe(`${url}/logos/rsbuild.svg`);
        expect((await page.request.get(href as string)).status()).toBe(200);
        expect(missing).toEqual([]);
        expect(errors.filter((e) => e.includes('404'))).toEqual([]);
        await page.context().close();
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrationFailures, serveSite, specRoutes } from '../site';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await serveSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the built site (issue 2)', () => {
  it('serves every route of routes.txt in both languages, its h1 in the HTML', async () => {
    const failures: string[] = [];
    for (const route of specRoutes()) {
      const response = await fetch(`${server.url}${route}`);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      if (response.status !== 200) failures.push(`${route}: status ${response.status}`);
      else if (!h1) failures.push(`${route}: no h1`);
    }
    expect(failures).toEqual([]);
  });

  it('hydrates every fourth route without console errors (all of them: pnpm test:stress)', async () => {
    // A page takes about half a second to load and hydrate on a slow 2-core machine: the whole
    // sweep (376 routes, 4 minutes there) runs in tests/stress/routes.test.ts.
    const sample = specRoutes().filter((_, i) => i % 4 === 0);
    expect(await hydrationFailures(browser, server.url, sample)).toEqual([]);
  }, 600_000);

  it('renders the page in the HTML: readable with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${server.url}/guide/start/quick-start`);
    expect(await page.locator('h1').textContent()).toBe('Quick start');
    expect(await page.locator('nav a[href="/config/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('aside a[href="/guide/basic/cli"]').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Quick start - Rsbuild');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(`${server.url}/zh/guide/start/quick-start`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await context.close();
  });

  it('navigates client-side: no reload, new content, title and URL', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/guide/start/quick-start`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/start/quick-start');
    await page.evaluate(() => {
      (window as unknown as { __stay: boolean }).__stay = true;
    });
    await page.locator('aside a[href="/guide/basic/cli"]').first().click();
    await page.waitForURL(`${server.url}/guide/basic/cli`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/basic/cli');
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    expect(await page.title()).toBe(`${await page.locator('h1').first().textContent()} - Rsbuild`);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/start/quick-start');
    expect(await page.locator('h1').first().textContent()).toBe('Quick start');
    expect(errors).toEqual([]);
  });

  it('answers a missing page with the 404 layout and status', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('text=PAGE NOT FOUND').count()).toBeGreaterThan(0);
    const home = page.locator('a[aria-label="go to home"]');
    expect(await home.textContent()).toContain('Take me home');
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('404 - Rsbuild');
    const zh = await page.goto(`${server.url}/zh/no/such/page`);
    expect(zh?.status()).toBe(404);
    expect(await page.locator('a[aria-label="go to home"]').getAttribute('href')).toBe('/zh/');
  });

  it('resolves .html and /index links to the clean route', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/guide/start/quick-start.html`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/start/quick-start');
    expect(await page.locator('h1').first().textContent()).toBe('Quick start');
    expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
    await page.goto(`${server.url}/guide/start/index`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/start/');
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
    expect(errors).toEqual([]);
  });

  it('sends /en/... to the same page without the prefix', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/en/guide/start/quick-start`);
    expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
  });

  it('applies the redirects of spec 2.3, in both languages', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/config/source/alias`);
    await page.waitForURL(`${server.url}/config/resolve/alias`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/config/resolve/alias');
    await page.goto(`${server.url}/zh/guide/basic/configure-rspack`);
    await page.waitForURL(`${server.url}/zh/guide/configuration/rspack`);
    const { page: offline, external } = await openPage(browser);
    await offline.goto(`${server.url}/plugins/list/plugin-assets-retry`).catch(() => undefined);
    await expect
      .poll(() => external.some((u) => u.startsWith('https://github.com/rstackjs/rsbuild-plugin-assets-retry')))
      .toBe(true);
  });
});

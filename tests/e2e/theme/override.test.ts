import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated, type ServedSite, serveFixture } from './fixture';

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveFixture('override-site'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('a site theme overrides components and colours (issue 3, Reuse)', () => {
  it('replaces the not-found layout everywhere the theme renders it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.at('/no/such/page'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lost in the override site');
    expect(await page.locator('.docs-not-found').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('wraps the original nav through @theme-original, on the server and after hydration', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.at('/guide'));
    expect(await page.locator('.override-nav-note').count()).toBe(1);
    await hydrated(page);
    expect(await page.locator('.override-nav-note').textContent()).toBe('Wrapped by the site theme');
    expect(await page.locator('header.docs-nav').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets pages use a component the site theme adds, without importing it (issue 14)', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.at('/callout'));
    expect(await page.locator('.override-callout').count()).toBe(1);
    await hydrated(page);
    const callout = page.locator('.override-callout');
    expect(await callout.textContent()).toBe("Declared once in the site's theme, used without an import.");
    // What a reader sees: the box is on screen and nothing covers it.
    const hit = await callout.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('re-brands through CSS variables without !important', async () => {
    const { page } = await openPage(browser);
    await page.goto(site.at('/guide'));
    await hydrated(page);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--docs-c-brand').trim(),
    );
    expect(brand).toBe('#c2410c');
    expect(await page.locator('.docs-sidebar-link-active').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(154, 52, 18)',
    );
    await page.context().close();
  });

  it("hides the navbar while scrolling down with hideNavbar: 'auto' and shows it when scrolling up", async () => {
    const { page } = await openPage(browser);
    await page.goto(site.at('/guide'));
    await hydrated(page);
    const hidden = () => page.locator('header.docs-nav').evaluate((el) => el.classList.contains('docs-nav-hidden'));
    expect(await hidden()).toBe(false);
    // Each step waits inside the page until its scroll event has run (the next frame) and the
    // navbar's 200 ms throttle has let it through, so a busy machine cannot merge the steps.
    const scrollAndSettle = (top: number) =>
      page.evaluate(
        (y) =>
          new Promise((done) => {
            window.scrollTo(0, y);
            requestAnimationFrame(() => setTimeout(done, 250));
          }),
        top,
      );
    for (const y of [200, 400, 600]) await scrollAndSettle(y);
    await expect.poll(hidden).toBe(true);
    await scrollAndSettle(300);
    await expect.poll(hidden).toBe(false);
    await page.context().close();
  });
});

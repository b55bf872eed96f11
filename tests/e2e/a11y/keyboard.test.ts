/**
 * Full keyboard use of the built site (issue 8): the skip link, a focus order through nav, sidebar
 * and content, a visible focus indicator, Escape closing what was opened, and no motion for readers
 * who asked for less.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { serveSite } from '../site';
import { hydrated } from './axe';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  [server, browser] = await Promise.all([serveSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const DOC = '/guide/start/quick-start';

async function open(route: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const { page } = await openPage(browser, options);
  await page.goto(`${server.url}${route}`);
  await hydrated(page);
  return page;
}

/** Where the focused element is, whether its focus is visible, and what it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const region = el.closest('header, .docs-nav')
      ? 'nav'
      : el.closest('aside, .docs-sidebar')
        ? 'sidebar'
        : el.closest('main, #docs-main')
          ? 'content'
          : 'other';
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { region, visible: outline || ring, name };
  });
}

describe('keyboard', () => {
  it('the first Tab reaches a visible skip link that moves focus to the content', async () => {
    const page = await open(DOC);
    await page.keyboard.press('Tab');
    const skip = page.locator('a.docs-skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1 && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('docs-main');
    // The next Tab continues inside the content, not back at the top of the page.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.region).toBe('content');
    await page.context().close();
  });

  it('Tab goes through the nav, then the sidebar, then the content, every stop with a visible focus', async () => {
    const page = await open(DOC);
    const firstStop: Record<string, number> = {};
    const invisible: string[] = [];
    for (let i = 0; i < 400 && firstStop.content === undefined; i++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (!stop) continue;
      firstStop[stop.region] ??= i;
      if (!stop.visible) invisible.push(stop.name);
    }
    expect(firstStop.nav).toBeDefined();
    expect(firstStop.sidebar).toBeGreaterThan(firstStop.nav as number);
    expect(firstStop.content).toBeGreaterThan(firstStop.sidebar as number);
    expect(invisible).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('Escape closes a nav dropdown and gives focus back to its button', async () => {
    const page = await open(DOC);
    const button = page.locator('.docs-nav .docs-dropdown-button').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('Escape closes the mobile menu', async () => {
    const page = await open(DOC, { viewport: { width: 375, height: 740 } });
    const hamburger = page.locator('.docs-nav-hamburger');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('Escape closes the search modal opened with Ctrl+K', async () => {
    const page = await open(DOC);
    await page.keyboard.press('Control+k');
    const dialog = page.locator('[role="dialog"][aria-modal="true"]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });
});

/** The longest transition or animation of any element on the page, in milliseconds. */
function longestMotion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(
        0,
        ...value.split(',').map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) : Number.parseFloat(v) * 1000)),
      );
    let longest = 0;
    for (const el of document.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      longest = Math.max(longest, ms(style.transitionDuration), ms(style.animationDuration));
    }
    return longest;
  });
}

describe('prefers-reduced-motion', () => {
  it('turns transitions and animations off when the reader asks for reduced motion', async () => {
    const moving = await open('/', { reducedMotion: 'no-preference' });
    expect(await longestMotion(moving)).toBeGreaterThan(50);
    await moving.context().close();
    for (const route of ['/', DOC]) {
      const still = await open(route, { reducedMotion: 'reduce' });
      expect(await longestMotion(still), route).toBeLessThanOrEqual(1);
      await still.context().close();
    }
  });
});

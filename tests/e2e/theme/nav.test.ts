import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureSession, hydrated } from './fixture';

const session = fixtureSession('theme-site');
const visit = session.visit;

describe('top navigation', () => {
  it('marks the active item by activeMatch and shows tags as badges', async () => {
    const { page, context } = await visit('/guide/basic/cli');
    const guide = page.locator('.docs-nav-menu').getByRole('link', { name: 'Guide' });
    expect(await guide.getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.docs-nav-menu .docs-badge').first().textContent()).toBe('new');
    expect(await page.locator('.docs-nav-left .docs-nav-menu').getByRole('link', { name: 'API' }).count()).toBe(1);
    await context.close();
  });

  it('opens a dropdown on hover and closes it 150 ms after the pointer leaves', async () => {
    const { page, context } = await visit('/guide/start/');
    const button = page.getByRole('button', { name: 'Version' });
    await button.hover();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const changelog = page.getByRole('link', { name: 'Changelog' });
    expect(await changelog.isVisible()).toBe(true);
    expect(await changelog.getAttribute('href')).toBe('https://github.com/example/kit/releases');
    // The close delay is timed inside the page, so a busy machine cannot stretch it.
    const timeline = await page.evaluate(async () => {
      const dropdown = document.querySelector('.docs-nav-menu .docs-dropdown') as HTMLElement;
      const button = dropdown.querySelector('button') as HTMLElement;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      dropdown.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      await sleep(100);
      const after100 = button.getAttribute('aria-expanded');
      await sleep(120);
      return { after100, after220: button.getAttribute('aria-expanded') };
    });
    expect(timeline).toEqual({ after100: 'true', after220: 'false' });
    await context.close();
  });

  it('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { page, context } = await visit('/guide/start/');
    const button = page.getByRole('button', { name: 'Version' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Changelog');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Version');
    await context.close();
  });

  it('switches language to the mirrored route', async () => {
    const { page, context } = await visit('/guide/start/quick-start');
    await page.getByRole('button', { name: /Change language/ }).click();
    const zh = page.getByRole('link', { name: '简体中文' });
    expect(await zh.getAttribute('href')).toBe('/zh/guide/start/quick-start');
    await zh.click();
    await page.waitForURL('**/zh/guide/start/quick-start');
    await page.waitForFunction(() => document.documentElement.lang === 'zh');
    await expect.poll(() => page.locator('.docs-doc h1').textContent()).toContain('快速开始');
    expect(await page.locator('.docs-outline-title').count()).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('shows five social links inline and the rest under more', async () => {
    const { page, context } = await visit('/');
    expect(await page.locator('.docs-nav-social-wide .docs-social-links > .docs-social-link').count()).toBe(6);
    expect(await page.locator('.docs-nav-desktop a[aria-label="GitHub"]').getAttribute('href')).toBe(
      'https://github.com/example/kit',
    );
    await page.locator('.docs-nav-social-wide').getByRole('button', { name: 'More links' }).click();
    expect(
      await page.locator('.docs-nav-desktop .docs-social-more-list a[aria-label="Forum"]').getAttribute('href'),
    ).toBe('https://example.com/forum');
    await page.keyboard.press('Escape');
    expect(await page.locator('.docs-social-more-list').count()).toBe(0);
    await page.locator('.docs-nav-social-wide').getByRole('button', { name: 'WeChat' }).hover();
    await expect.poll(() => page.locator('.docs-popover-content').textContent()).toBe('kit-docs');
    await context.close();
  });

  it('folds social links into one menu between 768 and 1100 px, and the bar never overflows', async () => {
    const { page, context } = await visit('/guide/start/', { viewport: { width: 820, height: 700 } });
    expect(await page.locator('.docs-nav-social-wide').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Social links' }).click();
    expect(await page.locator('.docs-nav-social-compact .docs-social-more-list li').count()).toBe(6);
    const overflow = await page.locator('.docs-nav-inner').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('navigates client-side and prefetches a page chunk on hover', async () => {
    const { page, context } = await visit('/guide/start/');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url());
    });
    await page.locator('.docs-sidebar').getByRole('link', { name: 'Features' }).hover();
    await expect.poll(() => chunks.some((u) => u.includes('features') && u.endsWith('.js'))).toBe(true);
    await page.locator('.docs-sidebar').getByRole('link', { name: 'Features' }).click();
    await page.waitForURL('**/guide/start/features');
    await page.waitForFunction(() => document.title.startsWith('Features'));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });
});

describe('theme', () => {
  it('follows the system, toggles, persists and syncs across tabs', async () => {
    const { page, context } = await visit('/guide/start/', { colorScheme: 'dark' });
    const isDark = (p: Page) => p.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark(page)).toBe(true);
    const other = await context.newPage();
    await other.goto(session.site.at('/'));
    await hydrated(other);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docs-theme'))).toBe('light');
    await other.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  it('sets the class before first paint and treats unknown stored values as auto', async () => {
    const { page, context } = await visit('/', { colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('docs-theme', 'banana'));
    const classes: string[] = [];
    await page.exposeFunction('record', (c: string) => classes.push(c));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        (window as unknown as { record: (c: string) => void }).record(document.documentElement.className),
      );
    });
    await page.reload();
    await hydrated(page);
    expect(classes[0]).toContain('dark');
    await context.close();
  });

  it('animates the switch for 400 ms unless motion is reduced', async () => {
    const { page, context } = await visit('/guide/start/', { reducedMotion: 'no-preference' });
    // Timed inside the page, when the class comes and goes, so a busy machine cannot stretch the
    // test's own waits (a late timer only makes the switch look longer, never shorter).
    await page.evaluate(() => {
      const root = document.documentElement;
      const seen: { on?: number; off?: number } = {};
      (window as unknown as { switching: typeof seen }).switching = seen;
      new MutationObserver(() => {
        const on = root.classList.contains('docs-theme-switching');
        if (on && seen.on === undefined) seen.on = performance.now();
        if (!on && seen.on !== undefined && seen.off === undefined) seen.off = performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
    });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const switching = () =>
      page.evaluate(() => (window as unknown as { switching: { on?: number; off?: number } }).switching);
    await expect.poll(async () => (await switching()).off !== undefined).toBe(true);
    const { on = 0, off = 0 } = await switching();
    expect(off - on).toBeGreaterThanOrEqual(390);
    await context.close();
  });
});

describe('banner', () => {
  it('is dismissed for good', async () => {
    const { page, context } = await visit('/');
    await page.getByRole('button', { name: 'Dismiss banner' }).click();
    expect(await page.locator('.docs-banner').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kit-banner-1'))).toBe('1');
    await page.reload();
    await hydrated(page);
    expect(await page.locator('.docs-banner').count()).toBe(0);
    await context.close();
  });
});

describe('mobile (375 px)', () => {
  const mobile = { viewport: { width: 375, height: 740 } };

  it('uses a 56 px navbar and a hamburger that closes on navigation and at 768 px', async () => {
    const { page, context } = await visit('/guide/start/', mobile);
    expect(await page.locator('.docs-nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(56);
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await open.click();
    expect(await page.locator('.docs-nav-screen').isVisible()).toBe(true);
    await page.locator('.docs-nav-screen').getByRole('link', { name: 'API' }).click();
    await page.waitForURL('**/api/');
    await page.waitForFunction(() => !document.querySelector('.docs-nav-screen'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await page.locator('.docs-nav-screen').count()).toBe(1);
    await page.setViewportSize({ width: 800, height: 740 });
    await page.waitForFunction(() => !document.querySelector('.docs-nav-screen'));
    expect(await page.locator('.docs-nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(72);
    await context.close();
  });

  it('opens the sidebar from the 46 px menu bar, locks scroll, closes on route change', async () => {
    const { page, context } = await visit('/guide/start/quick-start', mobile);
    const bar = page.locator('.docs-sidebar-menu');
    expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(46);
    await bar.getByRole('button', { name: 'Menu' }).click();
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.locator('.docs-sidebar').getByRole('link', { name: 'Features' }).click();
    await page.waitForURL('**/guide/start/features');
    await page.waitForFunction(() => !document.querySelector('.docs-sidebar-open'));
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });

  it('has a collapsible outline that closes on outside click or on choosing an entry', async () => {
    const { page, context } = await visit('/guide/start/quick-start', mobile);
    const toggle = page.locator('.docs-sidebar-menu').getByRole('button', { name: 'ON THIS PAGE' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(100, 500);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.locator('.docs-sidebar-menu-panel').getByRole('link', { name: 'Next steps' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => location.hash === '#next-steps');
    await context.close();
  });
});

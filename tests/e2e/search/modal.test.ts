import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { axeViolations } from '../theme/fixture';
import { hydrated, type ServedSite, serveSearchFixture } from './serve';

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveSearchFixture(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function visit(route: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options);
  const indexRequests: string[] = [];
  opened.page.on('request', (req) => {
    if (req.url().includes('/search-index/')) indexRequests.push(req.url());
  });
  await opened.page.goto(site.at(route));
  await hydrated(opened.page);
  return { ...opened, indexRequests };
}

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByRole('combobox');

async function openModal(page: Page): Promise<void> {
  await page.locator('.docs-search-button').click();
  await input(page).waitFor();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.waitForFunction(
    () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle',
  );
  await page.waitForTimeout(30);
}

const options = (page: Page) => page.getByRole('option');

describe('search button and lazy loading', () => {
  it('shows the shortcut hint and loads no index on page load, only on hover', async () => {
    const { page, indexRequests, errors } = await visit('/guide/start');
    const button = page.locator('.docs-search-button');
    expect(await button.textContent()).toMatch(/Search.*(Ctrl|⌘)K/);
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await button.hover();
    await page.waitForTimeout(500);
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/search-index\/en\/manifest\.json$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens with the button, Ctrl+K and / (not while typing in a field); closes on Escape, backdrop and Cancel', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    // The backdrop covers the whole viewport (not only the nav it is opened from).
    expect(await page.locator('.docs-search-backdrop').boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('docs-search-button');

    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog(page).count()).toBe(0);

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await input(page).waitFor();
    expect(await input(page).inputValue()).toBe('');
    await page.mouse.click(5, 5);
    expect(await dialog(page).count()).toBe(0);

    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.body.append(field);
      field.focus();
    });
    await page.keyboard.press('/');
    await page.waitForTimeout(100);
    expect(await dialog(page).count()).toBe(0);
    expect(await page.locator('#other-field').inputValue()).toBe('/');
    await page.context().close();
  });

  it('keeps focus inside the dialog', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.context().close();
  });
});

describe('results', () => {
  it('groups results by page with up to resultsPerGroup hits, and highlights matches', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    await search(page, 'widget option');
    const group = page.getByRole('group', { name: 'Options list' });
    expect(await group.getByRole('option').count()).toBeGreaterThan(5);
    expect(await page.locator('.docs-search-hit mark').count()).toBeGreaterThan(0);
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    const active = await input(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('finds multi-word queries, typos and Chinese', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    await search(page, 'dev server port');
    expect(await page.locator('.docs-search-group').first().getAttribute('aria-label')).toBe('server.port');
    await search(page, 'tailwnd');
    expect(await page.locator('.docs-search-group').first().getAttribute('aria-label')).toBe('Tailwind CSS');
    await page.context().close();

    const zh = await visit('/zh/guide/hmr');
    await openModal(zh.page);
    expect(await zh.page.locator('.docs-search-empty').textContent()).toBe('没有搜索历史');
    expect(await input(zh.page).getAttribute('placeholder')).toBe('搜索文档');
    await search(zh.page, '代理');
    expect(await zh.page.locator('.docs-search-group').first().getAttribute('aria-label')).toBe('server.proxy');
    await search(zh.page, '移除 console');
    expect(await zh.page.locator('.docs-search-group').first().getAttribute('aria-label')).toBe('server.proxy');
    expect(zh.indexRequests.every((u) => u.includes('/search-index/zh/'))).toBe(true);
    await zh.page.context().close();
  });

  it('shows markup in a query or a page as text', async () => {
    const { page, errors } = await visit('/guide/start');
    await page.evaluate(() => {
      (window as unknown as { pwned: boolean }).pwned = false;
    });
    await openModal(page);
    await search(page, '<img src=x onerror=alert(1)>');
    await search(page, 'onerror');
    expect(await page.locator('.docs-search-hit img').count()).toBe(0);
    expect(await page.locator('.docs-search-hit').first().textContent()).toContain('<img src=x onerror=alert(1)>');
    await search(page, 'a.*(');
    await search(page, '<script>alert(1)</script>');
    expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('limits the query to 64 characters and makes no search without a query', async () => {
    const { page, indexRequests } = await visit('/guide/start');
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.waitForTimeout(300);
    // Opening loads the engine; typing spaces makes no search and shows the start screen.
    await input(page).fill('    ');
    await page.waitForTimeout(100);
    expect(await page.locator('.docs-search-empty').textContent()).toBe('No recent searches');
    await input(page).fill('x'.repeat(80));
    expect((await input(page).inputValue()).length).toBe(64);
    expect(indexRequests.length).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it('shows no results with suggestions and a report link', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    await search(page, 'zzqqxx');
    expect(await page.locator('.docs-search-no-results').textContent()).toContain('No results for "zzqqxx"');
    const report = page.getByRole('link', { name: 'Let us know.' });
    expect(await report.getAttribute('href')).toMatch(/^https:\/\/github\.com\/example\/kit\/issues\/new\?title=/);
    await search(page, 'proxxy requestz');
    const suggestions = page.locator('.docs-search-suggestion');
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await page.context().close();
  });
});

describe('keys and navigation', () => {
  it('moves with arrows and opens with Enter in the site, with the anchor', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    await search(page, 'busy ports');
    const first = await options(page).first().getAttribute('aria-selected');
    expect(first).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true');
    const href = await options(page).first().getAttribute('href');
    expect(href).toMatch(/^\/config\/server-port/);
    // In-site navigation: no full page load.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/config/server-port');
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(new URL(page.url()).hash).toBe('#busy');
    await page.context().close();
  });

  it('opens in a new tab with Ctrl+Enter and a new window with Shift+Enter', async () => {
    const { page } = await visit('/guide/start');
    await openModal(page);
    await search(page, 'proxy');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/config/proxy');
    expect(page.url()).toBe(site.at('/guide/start'));
    const [win] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname).toBe('/config/proxy');
    await page.context().close();
  });
});

describe('recent and favorite searches', () => {
  it('saves a selected hit, promotes and removes it, and ignores corrupted storage', async () => {
    const { page } = await visit('/guide/start');
    await page.evaluate(() => {
      localStorage.setItem('docs-search-recent-en', '{broken');
      localStorage.setItem('docs-search-favorites-en', '[1,2');
    });
    await page.reload();
    await hydrated(page);
    await openModal(page);
    expect(await page.locator('.docs-search-empty').textContent()).toBe('No recent searches');
    await search(page, 'proxy');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/config/proxy');
    await openModal(page);
    const recent = page.getByRole('group', { name: 'Recent' });
    expect(await recent.getByRole('option').count()).toBe(1);
    await recent.getByRole('button', { name: 'Save this search' }).click();
    const favorites = page.getByRole('group', { name: 'Favorite' });
    expect(await favorites.getByRole('option').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Recent' }).count()).toBe(0);
    // A favorite opened again is not added to the recent list.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/config/proxy');
    await openModal(page);
    expect(await page.getByRole('group', { name: 'Recent' }).count()).toBe(0);
    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click();
    expect(await page.locator('.docs-search-empty').textContent()).toBe('No recent searches');
    const stored = await page.evaluate(() => localStorage.getItem('docs-search-favorites-en'));
    expect(stored).toBe('[]');
    await page.context().close();
  });

  it('shows at most 7 recent searches, 4 beside favorites', async () => {
    const { page } = await visit('/guide/start');
    await page.evaluate(() => {
      const hit = (n: number) => ({
        objectID: `/guide/options#widget-option-${n}`,
        url: `/guide/options#widget-option-${n}`,
        type: 'lvl2',
        hierarchy: {
          lvl0: 'Guide',
          lvl1: 'Options list',
          lvl2: `Widget option ${n}`,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: null,
      });
      localStorage.setItem('docs-search-recent-en', JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8].map(hit)));
    });
    await page.reload();
    await hydrated(page);
    await openModal(page);
    expect(await page.getByRole('group', { name: 'Recent' }).getByRole('option').count()).toBe(7);
    await page.getByRole('group', { name: 'Recent' }).getByRole('button', { name: 'Save this search' }).first().click();
    expect(await page.getByRole('group', { name: 'Recent' }).getByRole('option').count()).toBe(4);
    await page
      .getByRole('group', { name: 'Recent' })
      .getByRole('button', { name: 'Remove this search from history' })
      .first()
      .click();
    expect(await page.getByRole('group', { name: 'Recent' }).getByRole('option').count()).toBe(4);
    await page.context().close();
  });
});

describe('status', () => {
  it('is stalled after 300 ms of a slow index, then shows results', async () => {
    const { page } = await visit('/guide/start');
    await page.route('**/search-index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await openModal(page);
    await input(page).fill('proxy');
    await page.waitForTimeout(150);
    expect(await dialog(page).getAttribute('data-status')).toBe('loading');
    await page.waitForTimeout(350);
    expect(await dialog(page).getAttribute('data-status')).toBe('stalled');
    expect(await page.getByRole('status').count()).toBe(1);
    await page.waitForFunction(
      () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle',
      undefined,
      { timeout: 5000 },
    );
    expect(await options(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the error view when the index fails to load', async () => {
    const { page } = await visit('/guide/start');
    await page.route('**/search-index/**', (route) => route.abort());
    await openModal(page);
    await input(page).fill('proxy');
    await page.waitForFunction(
      () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'error',
    );
    const text = await page.locator('.docs-search-error').textContent();
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    await page.context().close();
  });
});

describe('narrow screens', () => {
  it('cuts snippets to 5 words up to 768 px', async () => {
    const { page } = await visit('/guide/start', { viewport: { width: 600, height: 800 } });
    await openModal(page);
    await search(page, 'preview');
    const snippet = (await page.locator('.docs-search-hit-snippet').first().textContent()) ?? '';
    expect(snippet.replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    await page.context().close();
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in the open modal (${colorScheme})`, async () => {
      const { page } = await visit('/guide/start', { colorScheme });
      await openModal(page);
      await search(page, 'port');
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(500);
      const violations = await axeViolations(page);
      expect(violations.filter((v) => v.nodes.some((n) => n.includes('docs-search')))).toEqual([]);
      await page.context().close();
    });
  }
});

/**
 * Versioned docs as a reader uses them (issue 19), on the two-version, two-language fixture
 * (v2 the default, unprefixed; v1 under /v1/), built (`docs preview`) and in `docs dev`: the
 * version switcher leads to the same page, or to the version's home where the page is missing,
 * with a pointer at desktop width and a finger at 375 px; the 404 page's home link stays in the
 * version and language; search finds only the version being read; old versions say so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, startDevServer, startPreviewServer } from '@docs-kit/cli';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../browser';
import { FIXTURES, hydrated } from '../theme/fixture';
import { reach, tap, touchSession } from '../theme/touch';

const SITE_DIR = path.join(FIXTURES, 'versioned-site');
const PHONE = { width: 375, height: 740 };

const SERVERS = {
  async built() {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-versioned-'));
    await buildSite({ siteDir: SITE_DIR, outDir });
    const server = await startPreviewServer({ dir: outDir, siteDir: SITE_DIR, port: 0, host: '127.0.0.1' });
    return {
      url: server.url,
      close: async () => {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  },
  dev: () => startDevServer({ siteDir: SITE_DIR, port: 0 }),
};

/** Clicks where a pointer at the centre of `target` lands, after checking that it lands on it. */
async function click(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  const { x, y } = await reach(target);
  await page.mouse.click(x, y);
}

describe.each(Object.keys(SERVERS) as (keyof typeof SERVERS)[])('versioned docs, %s site', (kind) => {
  const session = touchSession(SERVERS[kind]);
  const base = () => session.server.url.replace(/\/$/, '');

  async function visit(route: string, options: Parameters<typeof openPage>[1] = {}) {
    const opened = await openPage(session.browser, options);
    opened.page.setDefaultTimeout(15_000);
    await opened.page.goto(`${base()}${route}`);
    await hydrated(opened.page);
    return opened;
  }
  const heading = (page: Page) => page.locator('main h1').first().textContent();

  it('desktop: the switcher leads to the same page in another version, or to its home when missing', async () => {
    const { page, errors } = await visit('/v1/guide/install');
    expect(await heading(page)).toBe('Installation');
    await click(page, page.getByRole('button', { name: 'Version: v1' }));
    await click(page, page.locator('.docs-version-switcher').getByRole('link', { name: 'v2', exact: true }));
    await page.waitForURL(`${base()}/guide/install`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Version 2 installs');

    await page.goto(`${base()}/guide/new-feature`);
    await hydrated(page);
    await click(page, page.getByRole('button', { name: 'Version: v2' }));
    const v1 = page.locator('.docs-version-switcher').getByRole('link', { name: 'v1', exact: true });
    expect(await v1.getAttribute('href')).toBe('/v1/');
    await click(page, v1);
    await page.waitForURL(`${base()}/v1/`);
    await expect.poll(() => page.locator('main').textContent()).toContain('The previous release');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('375 px: the mobile menu lists the versions under the finger and switches, keeping the language', async () => {
    const { page, errors } = await visit('/zh/guide/install', { viewport: PHONE, hasTouch: true });
    await tap(page, page.getByRole('button', { name: '打开导航菜单' }));
    const screen = page.locator('.docs-nav-screen');
    await screen.waitFor();
    await reach(screen.getByRole('link', { name: 'v2', exact: true }));
    await tap(page, screen.getByRole('link', { name: 'v1', exact: true }));
    await page.waitForURL(`${base()}/v1/zh/guide/install`);
    await expect.poll(() => page.locator('main').textContent()).toContain('第 1 版使用');

    await page.goto(`${base()}/v1/guide/legacy`);
    await hydrated(page);
    await tap(page, page.getByRole('button', { name: 'Open navigation menu' }));
    await tap(page, page.locator('.docs-nav-screen').getByRole('link', { name: 'v2', exact: true }));
    await page.waitForURL(`${base()}/`);
    await expect.poll(() => page.locator('main').textContent()).toContain('The current release');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the 404 page’s home link goes to the home of the current version and language', async () => {
    const { page } = await visit('/v1/zh/guide/nope');
    const home = page.getByRole('link', { name: 'go to home' });
    expect(await home.getAttribute('href')).toBe('/v1/zh/');
    await click(page, home);
    await page.waitForURL(`${base()}/v1/zh/`);
    await expect.poll(() => page.locator('main').textContent()).toContain('上一个版本');
    await page.context().close();
  });

  it('search finds only the version being read, from that version’s index', async () => {
    const { page } = await visit('/v1/guide/');
    const requests: string[] = [];
    page.on('request', (req) => req.url().includes('/search-index/') && requests.push(req.url()));
    const search = async (query: string) => {
      await page.getByRole('combobox').fill(query);
      await page.waitForFunction(
        () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle',
      );
      await page.waitForTimeout(50);
    };
    await click(page, page.locator('.docs-search-button'));
    await page.getByRole('combobox').waitFor();
    await search('legacyflag');
    const hit = page.getByRole('option').first();
    expect(await hit.textContent()).toContain('legacyflag');
    await search('modernflag');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.includes('/search-index/v1/en/'))).toBe(true);
    await search('legacyflag');
    await click(page, page.getByRole('option').first());
    await page.waitForURL(/\/v1\/guide\/install/);
    await page.context().close();

    const current = await visit('/guide/');
    await click(current.page, current.page.locator('.docs-search-button'));
    await current.page.getByRole('combobox').fill('modernflag');
    await expect.poll(() => current.page.getByRole('option').count()).toBeGreaterThan(0);
    await current.page.context().close();
  });

  it('an old version’s pages say so and link to the same page in the default version; the default’s do not', async () => {
    const { page, errors } = await visit('/v1/zh/guide/install');
    const banner = page.locator('.docs-version-banner');
    expect(await banner.textContent()).toContain('你正在阅读旧版本（v1）的文档。');
    await click(page, banner.getByRole('link', { name: '查看此页的最新版本（v2）' }));
    await page.waitForURL(`${base()}/zh/guide/install`);
    await expect.poll(() => page.locator('main').textContent()).toContain('第 2 版使用');
    expect(await page.locator('.docs-version-banner').count()).toBe(0);

    const phone = await visit('/v1/guide/legacy', { viewport: PHONE, hasTouch: true });
    const link = phone.page.locator('.docs-version-banner').getByRole('link');
    expect(await link.textContent()).toBe('Read this page in the latest version (v2)');
    await tap(phone.page, link);
    // Legacy notes do not exist in v2: the banner leads to v2's home.
    await phone.page.waitForURL(`${base()}/`);
    expect(errors).toEqual([]);
    await phone.page.context().close();
    await page.context().close();
  });
});

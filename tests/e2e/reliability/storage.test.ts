/**
 * Readers' bad input on the default theme (issue 7): corrupted or hostile localStorage values for
 * the theme, the banner, tab groups and searches are ignored and replaced, never a crash; storage
 * that throws on every access (disabled, private mode) is survived too; search queries and stored
 * searches are text in every view. Runs on the default theme's fixture site (banner, tab groups,
 * local search, every feature on), built by the real binary.
 */
import path from 'node:path';
import { startPreviewServer } from '@docs-kit/cli';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, ROOT, runDocs } from '../../unit/reliability/helpers';
import { launchBrowser, openPage } from '../browser';

let browser: Browser;
let server: Awaited<ReturnType<typeof startPreviewServer>>;
let site: Awaited<ReturnType<typeof copySite>>;

beforeAll(async () => {
  // A copy, so the build neither reuses nor touches the fixture's caches and output.
  site = await copySite('theme-site', path.join(ROOT, 'tests/fixtures/theme-site'));
  const build = await runDocs(['build', site.dir]);
  expect(build.stderr).not.toMatch(/✖/);
  server = await startPreviewServer({ siteDir: site.dir, port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** Values a broken extension, an old version of the site or an attacker could leave behind. */
const HOSTILE = [
  '{"',
  'null',
  'undefined',
  '[1,2',
  '"unterminated',
  '{"__proto__":{"polluted":true}}',
  '<img src=x onerror="window.__xss=1">',
  '"><script>window.__xss=2</script>',
  '\u0000\ud800\uffff',
  'x'.repeat(200_000),
  '9'.repeat(400),
  'true',
  '[]',
  '{}',
];

/** Every key the theme and search read (grep packages/theme-default for readStorage). */
const KEYS = [
  'docs-theme',
  'kit-banner-1',
  'docs-banner-dismissed',
  'docs-tabs-framework',
  'docs-tabs-package-manager',
  'docs-locale-redirected',
  'docs-search-recent-en',
  'docs-search-favorites-en',
  'docs-search-recent-zh',
];

async function withStorage(values: Record<string, string>): Promise<BrowserContext> {
  const { page } = await openPage(browser);
  const context = page.context();
  await page.close();
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // quota: the page must cope with whatever did get stored
      }
    }
  }, values);
  return context;
}

async function visit(context: BrowserContext, route: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto(`${server.url}${route}`);
  // Hydrated: the runtime marked the route and React attached itself to the app root.
  await page
    .waitForFunction(
      () => {
        const app = document.getElementById('app');
        return (
          document.documentElement.dataset.route !== undefined &&
          !!app &&
          Object.keys(app).some((k) => k.startsWith('__react'))
        );
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {
      throw new Error(`${route} did not hydrate; errors: ${errors.join(' | ') || 'none'}`);
    });
  return { page, errors };
}

describe('hostile localStorage', () => {
  // The home page (banner, hero) and a page with tab groups take turns, to keep the run short.
  it.each(
    HOSTILE.map((value, i) => [
      value.length > 40 ? `${value.slice(0, 20)}… (${value.length})` : value,
      value,
      i % 2 ? '/' : '/guide/start/quick-start',
    ]),
  )('every key set to %j: the page renders and hydrates without an error', async (_label, value, page0) => {
    const context = await withStorage(Object.fromEntries(KEYS.map((k) => [k, value])));
    for (const route of [page0 as string]) {
      const { page, errors } = await visit(context, route);
      expect(await page.locator('h1').first().isVisible(), route).toBe(true);
      expect(
        errors.filter((e) => !/ERR_FAILED|net::/.test(e)),
        route,
      ).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), route).toBeUndefined();
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted), route).toBeUndefined();
      // The theme is one of the two it knows, whatever was stored.
      expect(['light', 'dark']).toContain(await page.evaluate(() => document.documentElement.dataset.theme));
      await page.close();
    }
    await context.close();
  });

  it('a corrupted theme value is replaced by a valid one when the reader picks a theme', async () => {
    const context = await withStorage({ 'docs-theme': '{"' });
    const { page, errors } = await visit(context, '/guide/start/');
    const toggle = page
      .locator('button[aria-label*="theme" i], button[aria-label*="dark" i], button[aria-label*="light" i]')
      .first();
    await toggle.click();
    const stored = await page.evaluate(() => localStorage.getItem('docs-theme'));
    expect(['light', 'dark', 'auto']).toContain(stored);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a corrupted tab selection is ignored: the first tab shows, and choosing one stores valid JSON', async () => {
    const context = await withStorage({ 'docs-tabs-framework': '{"', 'docs-tabs-package-manager': '"no-such-pm"' });
    const { page, errors } = await visit(context, '/guide/start/quick-start');
    const lists = page.locator('[role="tablist"]');
    expect(await lists.count()).toBeGreaterThan(1);
    for (let i = 0; i < (await lists.count()); i++) {
      const tabs = lists.nth(i).locator('[role="tab"]');
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    }
    // Picking a tab in every group replaces each corrupted value with a valid one.
    for (let i = 0; i < (await lists.count()); i++) await lists.nth(i).locator('[role="tab"]').nth(1).click();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('docs-tabs-'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(stored.length).toBe(2);
    for (const value of stored) expect(() => JSON.parse(value as string)).not.toThrow();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('storage that throws on every access (disabled, private mode) does not stop the page', async () => {
    const { page: first } = await openPage(browser);
    const context = first.context();
    await first.close();
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
    await context.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: denied });
      Object.defineProperty(window, 'sessionStorage', { configurable: true, get: denied });
    });
    const { page, errors } = await visit(context, '/guide/start/quick-start');
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    const tabs = page.locator('[role="tab"]');
    if ((await tabs.count()) > 1) await tabs.nth(1).click();
    expect(errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });
});

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><script>window.__xss=2</script>',
  '<svg onload=window.__xss=3>',
];

/** A stored search that looks valid but carries markup in every text field. */
const HOSTILE_HIT = {
  objectID: 'x',
  url: '/guide/start/',
  type: 'lvl1',
  hierarchy: { lvl0: PAYLOADS[0], lvl1: PAYLOADS[1], lvl2: PAYLOADS[2] },
  content: `<mark>${PAYLOADS[0]}</mark>`,
};

describe('search queries are text', () => {
  it('a query with markup shows as text in the results and no-results views; nothing runs', async () => {
    const context = await withStorage({});
    const { page, errors } = await visit(context, '/guide/start/');
    await page.locator('.docs-search-button').first().click();
    const input = page.locator('.docs-search-input');
    await input.waitFor();
    const modal = page.locator('.docs-search-modal');
    // Tokens no page has, so this one lands on the no-results view, which repeats the query.
    const nothing = '<img src=zqxjv onerror="window.__xss=4">';
    for (const query of [...PAYLOADS, `start ${PAYLOADS[0]}`, nothing]) {
      await input.fill(query);
      await page.waitForTimeout(400);
      expect(await modal.locator('img[src="x"], img[src="zqxjv"], svg[onload], script').count(), query).toBe(0);
    }
    await expect
      .poll(() => modal.locator('.docs-search-no-results strong').textContent(), { timeout: 5000 })
      .toBe(nothing);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stored recent and favourite searches with markup render as text', async () => {
    const hits = JSON.stringify([HOSTILE_HIT]);
    const context = await withStorage({ 'docs-search-recent-en': hits, 'docs-search-favorites-en': hits });
    const { page, errors } = await visit(context, '/guide/start/');
    await page.locator('.docs-search-button').first().click();
    const modal = page.locator('.docs-search-modal');
    await modal.waitFor();
    await page.waitForTimeout(300);
    expect(await modal.locator('img[src="x"], svg[onload], script').count()).toBe(0);
    expect(await modal.textContent()).toContain(PAYLOADS[1]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

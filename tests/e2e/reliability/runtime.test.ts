/**
 * The runtime under failure (issue 7, spec 8), on the reliability fixture site: a page chunk that
 * fails to load is logged and the current page stays, navigation keeps working; an invalid
 * redirect pattern is warned about and skipped while the others work; in `docs dev` a broken page
 * shows the overlay (as text, never as markup), other pages work, and fixing the file recovers.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer, startPreviewServer } from '@docs-kit/cli';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, runDocs } from '../../unit/reliability/helpers';
import { launchBrowser, openPage } from '../browser';

let browser: Browser;
let site: Awaited<ReturnType<typeof copySite>>;

beforeAll(async () => {
  site = await copySite('e2e-runtime');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

const onRoute = (page: Page, route: string) =>
  page.waitForFunction((r) => document.documentElement.dataset.route === r, route);

describe('the built site', () => {
  let server: Awaited<ReturnType<typeof startPreviewServer>>;

  beforeAll(async () => {
    // Built by the real binary, as an author would.
    const build = await runDocs(['build', site.dir]);
    expect(build.stderr).not.toMatch(/✖/);
    server = await startPreviewServer({ siteDir: site.dir, port: 0 });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('a page chunk that fails to load is logged; the page stays and navigation keeps working', async () => {
    const { page, errors } = await openPage(browser);
    const html = await (await fetch(`${server.url}/guide/second`)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
    const chunk = preloads.at(-1) as string;
    expect(chunk).toMatch(/^\/assets\/.+\.js$/);
    await page.goto(`${server.url}/guide/`);
    await onRoute(page, '/guide/');
    await page.route(`**${chunk}`, (route) => route.abort('failed'));
    await page.locator('nav a[href="/guide/second"]').click();
    await expect.poll(() => errors.join('\n')).toMatch(/Failed to load the page \/guide\/second/);
    // Still the guide on screen, no crash, and the app still navigates.
    expect(await page.locator('h1').first().textContent()).toBe('Guide');
    expect(await page.evaluate(() => document.documentElement.dataset.route)).toBe('/guide/');
    await page.locator('nav a[href="/"]').first().click();
    await onRoute(page, '/');
    expect(await page.locator('h1').first().textContent()).toBe('Welcome');
    expect(errors.filter((e) => !/Failed to load|ERR_FAILED|Failed to fetch|dynamically imported/.test(e))).toEqual([]);
  });

  it('an invalid redirect pattern is warned about and skipped; the valid one still redirects', async () => {
    const { page, errors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto(`${server.url}/guide/`);
    await onRoute(page, '/guide/');
    expect(warnings.join('\n')).toMatch(/Skipped the redirect from "\^\/bad\["/);
    await page.goto(`${server.url}/old-page`);
    await page.waitForURL(`${server.url}/guide/second`);
    await onRoute(page, '/guide/second');
    expect(await page.locator('h1').first().textContent()).toBe('Second page');
    expect(errors).toEqual([]);
  });

  it('URL parameters and paths are text: nothing in them runs or becomes markup', async () => {
    const { page } = await openPage(browser);
    const payload = encodeURIComponent('<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>');
    for (const target of [
      `/guide/?q=${payload}`,
      `/guide/#${payload}`,
      `/${payload}`,
      `/guide/${payload}?a=${payload}`,
    ]) {
      await page.goto(`${server.url}${target}`);
      await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), target).toBeUndefined();
      expect(await page.locator('img[src="x"], body script:not([src]):not([type])').count(), target).toBe(0);
    }
  });
});

describe('docs dev in the browser', () => {
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  const second = () => path.join(site.dir, 'docs/en/guide/second.mdx');
  let original: string;

  beforeAll(async () => {
    original = await readFile(second(), 'utf8');
    dev = await startDevServer({ siteDir: site.dir, port: 0 });
  });

  afterAll(async () => {
    await writeFile(second(), original);
    await dev?.close();
  });

  /** The second page open in a tab marked to tell a reload, then saved as `broken`: the overlay's text. */
  async function openThenBreak(broken: string) {
    const { page } = await openPage(browser);
    await page.goto(`${dev.url}/guide/second`);
    await onRoute(page, '/guide/second');
    await page.evaluate(() => {
      (window as unknown as { __stay: boolean }).__stay = true;
    });
    await writeFile(second(), broken);
    const overlay = page.locator('#docs-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    return { page, overlay, text: (await overlay.textContent()) ?? '' };
  }

  /** Saves the page fixed: the overlay goes and `words` show, in the same tab, without a reload. */
  async function repair(page: Page, words: string) {
    await writeFile(second(), `# Second page\n\n## Details\n\n${words}\n`);
    await page.locator('#docs-error-overlay').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(words);
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  }

  it('shows a broken page in the overlay as text, keeps other pages working, and recovers when fixed', async () => {
    const { page, overlay, text } = await openThenBreak(
      '# Second page\n\n<img src=x onerror="window.__xss=1" /> {unclosed\n',
    );
    expect(text).toMatch(/second\.mdx:3:\d+/);
    expect(text).toContain('<img src=x onerror="window.__xss=1" />');
    expect(await overlay.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Another page still works, from the same tab, without a reload.
    const other = await browser.newPage();
    await other.goto(`${dev.url}/guide/`);
    await onRoute(other, '/guide/');
    expect(await other.locator('h1').first().textContent()).toBe('Guide');
    await other.close();

    await repair(page, 'Repaired.');
  });

  // It compiles, then throws in the browser: only the page's content goes, the site stays on
  // screen, and the fixed page comes back without a reload (it used to leave the tab blank).
  it('shows a page whose content throws while rendering in the overlay, keeps the site, and recovers', async () => {
    const { page, text } = await openThenBreak(
      '# Second page\n\n## Details\n\nSet the value to {userName} in the template.\n',
    );
    expect(text).toContain('Failed to render');
    expect(text).toContain('guide/second.mdx');
    expect(text).toContain('userName is not defined');
    // The rest of the site is still there under the overlay.
    expect(await page.locator('nav a[href="/"]').count()).toBeGreaterThan(0);

    await repair(page, 'Repaired again.');
  });
});

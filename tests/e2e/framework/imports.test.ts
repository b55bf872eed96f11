/**
 * One browser test file against both servers (the VitePress habit, issue 14): a page importing a
 * local component (by relative path and by the config's alias), a package, and using a component
 * of the site theme must look and work the same in `docs dev` and on the built site.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startDevServer, startPreviewServer } from '@docs-kit/cli';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated } from '../theme/fixture';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/imports-site');

interface Served {
  url: string;
  close(): Promise<void>;
}

async function serveBuilt(): Promise<Served> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-imports-'));
  await buildSite({ siteDir, outDir });
  const server = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: ['en'],
    defaultLang: 'en',
  });
  return {
    url: server.url.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function serveDev(): Promise<Served> {
  const server = await startDevServer({ siteDir, port: 0 });
  return { url: server.url.replace(/\/$/, ''), close: () => server.close() };
}

/** True when a pointer at the element's centre reaches the element (nothing covers it). */
const reachable = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['docs dev', serveDev],
  ['docs build', serveBuilt],
])('a page with imports in %s', (_name, serve) => {
  let site: Served;
  beforeAll(async () => {
    site = await serve();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  for (const width of [1280, 375]) {
    it(`shows the imported components, the package's value and the theme's component at ${width} px`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${site.url}/`);
      await hydrated(page);
      await page.locator('.imports-greeting').waitFor();
      expect(await page.locator('h1').first().textContent()).toContain('Imports');
      expect(await page.locator('.imports-greeting').textContent()).toBe('Hello from Imports');
      expect(await page.locator('.imports-mime').textContent()).toBe('application/json');
      expect(await page.locator('.imports-note').textContent()).toBe('A global component from the site theme.');
      for (const selector of ['.imports-greeting', '.imports-note', '.imports-counter']) {
        expect(await reachable(page, selector), selector).toBe(true);
      }
      // The `.mdx` partial: its text, a theme component and a highlighted code block render, its
      // heading is in the page (and, where the outline shows, in the outline between the page's own).
      expect(await page.locator('.imports-partial').textContent()).toBe(
        'Written once, shown on every page that imports it.',
      );
      expect(await page.locator('h2#from-the-partial ~ p .docs-badge').textContent()).toBe('partial');
      expect(await page.locator('h2#from-the-partial ~ div pre').first().textContent()).toContain('partialValue = 42');
      expect(await reachable(page, '.imports-partial'), '.imports-partial').toBe(true);
      if (width === 1280) {
        const outline = await page.locator('.docs-outline .docs-outline-link').allTextContents();
        expect(outline.map((t) => t.trim())).toEqual(['From the partial', 'After the partial']);
      }
      // The CSS the component imports (components/Counter.css) styles it.
      expect(await page.locator('.imports-counter').evaluate((el) => getComputedStyle(el).outlineColor)).toBe(
        'rgb(1, 2, 3)',
      );
      // The component shares React with the app: a click counts.
      await page.locator('.imports-counter').click();
      await expect.poll(() => page.locator('.imports-counter').textContent()).toBe('Clicks: 1');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe.each([
  ['docs dev', serveDev],
  ['docs build', serveBuilt],
])('CSS a component imports, in %s', (_name, serve) => {
  it('styles the page reached by client-side navigation too', async () => {
    const site = await serve();
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${site.url}/second`);
      await hydrated(page);
      await page.locator('.docs-sidebar a[href="/"]').first().click();
      await page.locator('.imports-counter').waitFor();
      await expect
        .poll(() => page.locator('.imports-counter').evaluate((el) => getComputedStyle(el).outlineColor))
        .toBe('rgb(1, 2, 3)');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      await site.close();
    }
  });
});

describe('an .mdx partial in docs dev', () => {
  it('reloads the page that imports it when the partial is saved', async () => {
    // A copy: the test edits the partial.
    const copy = mkdtempSync(path.join(os.tmpdir(), 'docs-imports-partial-'));
    cpSync(siteDir, copy, { recursive: true, filter: (src) => !src.includes('node_modules') });
    const server = await startDevServer({ siteDir: copy, port: 0 });
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(server.url.replace(/\/$/, '/'));
      await hydrated(page);
      await page.locator('.imports-partial').waitFor();
      const partial = path.join(copy, 'docs/en/_part.mdx');
      const source = readFileSync(partial, 'utf8');
      writeFileSync(
        partial,
        source.replace('## From the partial', '## Saved again').replace('Written once', 'Edited once'),
      );
      await expect
        .poll(() => page.locator('.imports-partial').textContent(), { timeout: 15_000 })
        .toBe('Edited once, shown on every page that imports it.');
      expect(await page.locator('h2#saved-again').count()).toBe(1);
      const outline = await page.locator('.docs-outline .docs-outline-link').allTextContents();
      expect(outline.map((t) => t.trim())).toEqual(['Saved again', 'After the partial']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

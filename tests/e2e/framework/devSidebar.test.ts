/**
 * `docs dev` ships each page's section sidebar with the page, as the build does (issue 17: the
 * browser bundle no longer waits for every title). A page added, renamed or retitled while the
 * server runs shows in the sidebar of the page on screen, at 1280 px and from the 375 px menu,
 * where a pointer or a finger reaches it, and its link leads to it.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer } from '@docs-kit/cli';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite } from '../../unit/reliability/helpers';
import { launchBrowser, openPage } from '../browser';
import { FIXTURES, hydrated } from '../theme/fixture';
import { reach, tap } from '../theme/touch';

const CONFIG = `import { defineConfig } from '@docs-kit/cli';

export default defineConfig({
  title: 'Sidebars',
  lang: 'en',
  themeConfig: {
    sidebar: {
      '/guide/': 'auto',
      '/api/': [{ text: 'API', items: [{ link: '/api/' }, { link: '/api/later' }] }],
    },
  },
});
`;

let site: Awaited<ReturnType<typeof copySite>>;
let server: Awaited<ReturnType<typeof startDevServer>>;
let browser: Browser;
const docs = (file: string) => path.join(site.dir, 'docs/en', file);

beforeAll(async () => {
  // The theme fixture's copy resolves the default theme and React as the fixture does.
  site = await copySite('dev-sidebar', path.join(FIXTURES, 'theme-site'));
  await rm(path.join(site.dir, 'docs'), { recursive: true, force: true });
  await mkdir(docs('guide'), { recursive: true });
  await mkdir(docs('api'), { recursive: true });
  await writeFile(path.join(site.dir, 'docs.config.ts'), CONFIG);
  await writeFile(docs('index.md'), '# Home\n');
  await writeFile(docs('guide/index.md'), '# Guide\n\nThe guide.\n');
  await writeFile(docs('guide/first.md'), '---\norder: 1\n---\n\n# First steps\n\nFirst.\n');
  await writeFile(docs('api/index.md'), '# API overview\n');
  await writeFile(docs('api/later.md'), '# Later page\n');
  [server, browser] = await Promise.all([startDevServer({ siteDir: site.dir, port: 0 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** The page's sidebar link named `name`, reached at its centre (opening the 375 px menu first). */
async function sidebarLink(page: Page, name: string, phone: boolean) {
  if (phone) {
    await tap(page, page.locator('.docs-sidebar-menu').getByRole('button', { name: 'Menu' }));
    await page.waitForFunction(() => document.querySelector('.docs-sidebar')?.classList.contains('docs-sidebar-open'));
  }
  const link = page.locator('.docs-sidebar').getByRole('link', { name, exact: true });
  await link.waitFor({ timeout: 20_000 });
  // The menu slides in: wait until it is in place before touching it.
  if (phone) await expect.poll(async () => (await page.locator('.docs-sidebar').boundingBox())?.x).toBe(0);
  await reach(link);
  return link;
}

/** Waits for the dev server's reload (the page is loaded afresh) after `change`. */
async function afterReload(page: Page, change: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: 30_000 });
  await change();
  await loaded;
  await hydrated(page);
}

for (const phone of [false, true]) {
  describe(`${phone ? '375' : '1280'} px`, () => {
    it('a page added, then renamed, while the server runs shows in the sidebar and its link leads to it', async () => {
      const added = `added${phone ? 'phone' : 'desktop'}`;
      const { page, errors } = await openPage(browser, {
        viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 800 },
        hasTouch: phone,
      });
      await page.goto(`${server.url}/guide/first`);
      await hydrated(page);
      await sidebarLink(page, 'First steps', phone);
      if (phone) await page.keyboard.press('Escape');

      await afterReload(page, () => writeFile(docs(`guide/${added}.md`), `# Added on ${added}\n\nNew text.\n`));
      const link = await sidebarLink(page, `Added on ${added}`, phone);
      if (phone) await tap(page, link);
      else await link.click();
      await page.waitForURL(`${server.url}/guide/${added}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(`Added on ${added}`);

      await page.goto(`${server.url}/guide/first`);
      await hydrated(page);
      await afterReload(page, () => rename(docs(`guide/${added}.md`), docs(`guide/${added}-moved.md`)));
      const moved = await sidebarLink(page, `Added on ${added}`, phone);
      expect(await moved.getAttribute('href')).toBe(`/guide/${added}-moved`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}

it('a title edited while the server runs is the sidebar entry of a config sidebar that names the page', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.url}/api/`);
  await hydrated(page);
  await sidebarLink(page, 'Later page', false);
  await afterReload(page, () => writeFile(docs('api/later.md'), '# Later, retitled\n'));
  const link = await sidebarLink(page, 'Later, retitled', false);
  await link.click();
  await page.waitForURL(`${server.url}/api/later`);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Later, retitled');
  expect(errors).toEqual([]);
  await page.context().close();
});

/**
 * Every fixed or sticky layer of the theme as a finger uses it (issue 13), at 375 and 768 px, on
 * the theme fixture built (`docs preview`) and in `docs dev`: the banner's close button, the mobile
 * menu under a banner, the search modal's field and results, image zoom, the mobile sidebar and
 * outline, and scroll-to-top. A transform, filter, backdrop-filter, contain or will-change on an
 * ancestor would confine a fixed layer to that ancestor; the hit-tests catch it wherever it appears.
 */
import path from 'node:path';
import { startDevServer } from '@docs-kit/cli';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../browser';
import { FIXTURES, hydrated, serveFixture } from './fixture';
import { reach, tap, touchSession } from './touch';

const SERVERS = {
  built: () => serveFixture('theme-site'),
  dev: () => startDevServer({ siteDir: path.join(FIXTURES, 'theme-site'), port: 0 }),
};

export type Width = 375 | 768;

const zoomState = (page: Page) =>
  page.evaluate(() => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') ?? 'closed');

/** The suite on one server, at the given widths (see overlays.test.ts and tests/stress/overlays.test.ts). */
export const overlaysByTouch = (kind: keyof typeof SERVERS, widths: readonly Width[]) =>
  describe(`overlays by touch, ${kind} fixture, ${widths.join(' and ')} px`, () => {
    const session = touchSession(SERVERS[kind]);

    async function visit(route: string, width: number, colorScheme: 'light' | 'dark' = 'light') {
      const opened = await openPage(session.browser, { viewport: { width, height: 740 }, colorScheme, hasTouch: true });
      opened.page.setDefaultTimeout(15_000);
      await opened.page.goto(`${session.server.url.replace(/\/$/, '')}${route}`);
      await hydrated(opened.page);
      return opened;
    }

    it.runIf(widths.includes(375))(
      '375 px, under the banner: the menu starts below the bar, follows it when the banner goes, and its close button stays under the finger',
      async () => {
        const { page, errors } = await visit('/guide/start/', 375);
        const bar = await page.locator('.docs-nav').boundingBox();
        expect(bar?.y).toBeGreaterThan(0);
        await tap(page, page.getByRole('button', { name: 'Open navigation menu' }));
        const screen = await page.locator('.docs-nav-screen').boundingBox();
        expect(Math.round(screen?.y ?? 0)).toBe(Math.round((bar?.y ?? 0) + (bar?.height ?? 0)));
        await reach(page.locator('.docs-nav-screen').getByRole('link', { name: 'Releases' }));
        // Dismissing the banner lifts the bar to the top, and the screen follows it.
        await tap(page, page.getByRole('button', { name: 'Dismiss banner' }));
        await expect.poll(async () => (await page.locator('.docs-nav-screen').boundingBox())?.y).toBe(56);
        expect((await page.locator('.docs-nav').boundingBox())?.y).toBe(0);
        await reach(page.locator('.docs-nav-screen').getByRole('link', { name: 'Releases' }));
        await tap(page, page.getByRole('button', { name: 'Close navigation menu' }));
        await page.locator('.docs-nav-screen').waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );

    for (const width of widths) {
      it(`${width} px: the banner's link and close button`, async () => {
        const { page, errors } = await visit('/', width);
        await reach(page.locator('.docs-banner').getByRole('link', { name: 'release notes' }));
        await tap(page, page.getByRole('button', { name: 'Dismiss banner' }));
        await page.locator('.docs-banner').waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it(`${width} px: the search modal's field and a result`, async () => {
        const { page, errors } = await visit('/guide/start/', width);
        await tap(page, page.locator('.docs-search-button'));
        const input = page.getByRole('combobox');
        await input.waitFor();
        // The backdrop covers the viewport, not only the bar the button sits in.
        expect(await page.locator('.docs-search-backdrop').boundingBox()).toEqual({ x: 0, y: 0, width, height: 740 });
        await tap(page, input);
        await page.keyboard.type('Features');
        const result = page.getByRole('option').filter({ hasText: 'Features' }).first();
        await result.waitFor();
        await tap(page, result);
        await page.waitForURL(/\/guide\/start\/features/);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      });

      for (const scheme of ['light', 'dark'] as const) {
        it(`${width} px, ${scheme}: image zoom opens and closes by touch`, async () => {
          const { page, errors } = await visit('/guide/start/quick-start', width, scheme);
          await tap(page, page.getByRole('button', { name: 'Zoom image: The Kit logo' }), { scroll: true });
          await page.waitForFunction(
            () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
          );
          const dialog = page.getByRole('dialog');
          expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height: 740 });
          await tap(page, dialog.locator('img'));
          await expect.poll(() => zoomState(page)).toBe('closed');
          expect(errors).toEqual([]);
          await page.context().close();
        });
      }

      it(`${width} px: the mobile sidebar opens from the bar and its links navigate`, async () => {
        const { page, errors } = await visit('/guide/start/quick-start', width);
        await tap(page, page.locator('.docs-sidebar-menu').getByRole('button', { name: 'Menu' }));
        const sidebar = page.locator('.docs-sidebar');
        await page.waitForFunction(() =>
          document.querySelector('.docs-sidebar')?.classList.contains('docs-sidebar-open'),
        );
        // Wait out the slide-in (none under reduced motion, but a frame to settle).
        await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
        expect((await sidebar.boundingBox())?.height).toBe(740);
        await tap(page, sidebar.getByRole('link', { name: 'Features' }));
        await page.waitForURL(/\/guide\/start\/features$/);
        await page.waitForFunction(() => !document.querySelector('.docs-sidebar-open'));
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it(`${width} px: the outline panel opens from the bar and an entry scrolls to its heading`, async () => {
        const { page, errors } = await visit('/guide/start/quick-start', width);
        const toggle = page.locator('.docs-sidebar-menu').getByRole('button', { name: 'ON THIS PAGE' });
        await tap(page, toggle);
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await tap(page, page.locator('.docs-sidebar-menu-panel').getByRole('link', { name: 'Next steps' }));
        await page.waitForFunction(() => location.hash === '#next-steps');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        // Once scrolled, the sticky bar is still on screen under the nav, and still reachable.
        await reach(toggle);
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it(`${width} px: scroll-to-top is reachable once the page is scrolled`, async () => {
        const { page, errors } = await visit('/guide/start/quick-start', width);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const button = page.getByRole('button', { name: 'Scroll to top' });
        await button.waitFor();
        await tap(page, button);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  });

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startDevServer, startPreviewServer } from '@docs-kit/cli';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated } from './serve';

/**
 * Issue 16: every word is findable. `guide/long.md` has a section of about 5,000 characters whose
 * last sentence alone names "quokkaberry": the old index cut sections at 240 characters, so this
 * word was not findable. In dev and on the built site, at desktop and phone widths, a reader
 * types it and taps the hit, which opens the section.
 */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

let browser: Browser;
let outDir: string;
const servers: { name: string; url: string; close(): Promise<void> }[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-search-fulltext-'));
  const [launched] = await Promise.all([launchBrowser(), buildSite({ siteDir: FIXTURE, outDir })]);
  browser = launched;
  const preview = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: ['en', 'zh'],
    defaultLang: 'en',
  });
  const dev = await startDevServer({ siteDir: FIXTURE, port: 0 });
  servers.push({ name: 'built site', url: preview.url.replace(/\/$/, ''), close: () => preview.close() });
  servers.push({ name: 'dev', url: dev.url.replace(/\/$/, ''), close: () => dev.close() });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('full-text search', () => {
  for (const where of ['built site', 'dev'])
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ])
      it(`finds a word from the end of a long section (${where}, ${viewport.width} px)`, async () => {
        const server = servers.find((s) => s.name === where);
        const { page, errors } = await openPage(browser, { viewport });
        await page.goto(`${server?.url}/guide/start`);
        await hydrated(page);
        await page.locator('.docs-search-button').click();
        await page.getByRole('combobox').fill('quokkaberry');
        const hit = page.getByRole('option').first();
        await hit.waitFor();
        expect(await page.locator('.docs-search-group').first().getAttribute('aria-label')).toBe('Long guide');
        expect(await hit.getAttribute('href')).toBe('/guide/long#everything');
        expect(await hit.textContent()).toContain('quokkaberry');
        // What a finger reaches: the hit itself is at its centre.
        const box = await hit.boundingBox();
        const reached = await page.evaluate(
          ([x, y]) =>
            document
              .elementFromPoint(x as number, y as number)
              ?.closest('[role="option"]')
              ?.getAttribute('href'),
          [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
        );
        expect(reached).toBe('/guide/long#everything');
        await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
        await page.waitForURL((url) => url.pathname === '/guide/long' && url.hash === '#everything');
        expect(errors).toEqual([]);
        await page.context().close();
      });
});

/**
 * Every route of routes.txt, in both languages, loaded in Chromium and hydrated without a console
 * error (issue 2). `pnpm test` loads every fourth one (tests/e2e/framework/routes.test.ts): the
 * whole sweep takes about four minutes on a slow 2-core machine.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { hydrationFailures, serveSite, specRoutes } from '../e2e/site';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await serveSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('hydrates every route of routes.txt in both languages without console errors', async () => {
  expect(await hydrationFailures(browser, server.url, specRoutes())).toEqual([]);
}, 900_000);

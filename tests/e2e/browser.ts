/**
 * Browser tests drive Debian's Chromium through playwright-core (no browser download here).
 * Every request that would leave 127.0.0.1 is answered locally or refused, so no test depends on
 * the network: the landing background gets a local image, anything else external is aborted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const here = path.dirname(fileURLToPath(import.meta.url));
const BACKGROUND = readFileSync(path.join(here, 'fixtures', 'background.png'));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page whose console errors and external requests are recorded, and external requests kept local. */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    locale?: string;
    /** Touch events on (for `page.touchscreen.tap`), as on a phone. */
    hasTouch?: boolean;
  } = {},
): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: options.locale ?? 'en-US',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const external: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    external.push(url);
    if (/\.(png|jpe?g|webp)$/.test(url))
      return route.fulfill({ status: 200, contentType: 'image/png', body: BACKGROUND });
    return route.abort();
  });
  return { page, errors, external };
}

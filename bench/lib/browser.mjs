import { createRequire } from 'node:module';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const require = createRequire(import.meta.url);

/** Headless Debian Chromium; every new context is fresh (empty cache) and can reach 127.0.0.1 only. */
export async function launch() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  return {
    browser,
    async newPage() {
      const ctx = await browser.newContext();
      await ctx.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost)[:/])/, (r) => r.abort());
      const page = await ctx.newPage();
      return { ctx, page };
    },
    close: () => browser.close(),
  };
}

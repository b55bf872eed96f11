import { chromium } from 'playwright-core';
const [,, base, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const spec of specs) {
  const [path, w, h, scheme, out] = spec.split(',');
  const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.route(/^https:\/\/assets\.rspack\.rs/, (r) => r.abort());
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out });
  await ctx.close();
}
await browser.close();

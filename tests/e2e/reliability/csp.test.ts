/**
 * A Content-Security-Policy for deployment that the built site satisfies (issue 7): no inline
 * script but the theme's init script, allowed by its sha256; styles from the site plus inline
 * style attributes (Shiki's token colours, React's style props). The built site is served with
 * the header added around `createStaticHandler`, and Chromium must report no violation on a few
 * pages, including client-side navigation.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticHandler } from '@docs-kit/cli';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../../unit/reliability/helpers';
import { launchBrowser, openPage } from '../browser';
import { SITE_DIR } from '../site';

const DIST = path.join(SITE_DIR, 'dist');

/** The header proposed for deployment; `scriptHash` is the sha256 of the theme's inline script. */
function contentSecurityPolicy(scriptHash: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The inline scripts a page executes (JSON-LD is data, not script, and needs no hash). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1] ?? '') && !/type="application\/ld\+json"/.test(m[1] ?? ''))
    .map((m) => m[2] as string);
}

let browser: Browser;
let server: Server;
let url: string;
let policy: string;

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    const build = await runDocs(['build', SITE_DIR]);
    expect(build.code).toBe(0);
  }
  const scripts = inlineScripts(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256')
    .update(scripts[0] as string)
    .digest('base64');
  policy = contentSecurityPolicy(hash);
  const handle = await createStaticHandler({ root: DIST, base: '/', langs: ['en', 'zh'], defaultLang: 'en' });
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('Content-Security-Policy', () => {
  it('every page has the same single inline script, so one hash covers the site', () => {
    const pages = ['index.html', 'guide/start/index.html', 'guide/start/quick-start.html', 'zh/index.html', '404.html'];
    const hashes = new Set<string>();
    for (const page of pages) {
      const file = path.join(DIST, page);
      if (!existsSync(file)) continue;
      for (const script of inlineScripts(readFileSync(file, 'utf8')))
        hashes.add(createHash('sha256').update(script).digest('base64'));
    }
    expect(hashes.size).toBe(1);
  });

  it('the built site runs under the policy: no violation on load or client-side navigation', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const violations = async () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    const response = await page.goto(`${url}/guide/start/quick-start`);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/start/quick-start');
    // The theme script ran (it sets the colour scheme before paint).
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/light|dark/);
    expect(await violations()).toEqual([]);

    await page.locator('aside a[href="/guide/basic/cli"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/basic/cli');
    await page.locator('nav a[href="/config/"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.route?.startsWith('/config/'));
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.route === '/guide/basic/cli');
    for (const route of ['/', '/zh/guide/start/', '/no/such/page']) {
      await page.goto(`${url}${route}`);
      await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
    }
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  it('the policy bites: without the hash, the theme script is blocked and reported', async () => {
    const { page } = await openPage(browser);
    const strict = policy.replace(/ 'sha256-[^']+'/, '');
    await page.route(`${url}/**`, async (route) => {
      try {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': strict } });
      } catch {
        // the page closed while a request was in flight
      }
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(e.violatedDirective));
    });
    await page.goto(`${url}/guide/start/`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))
      .toContain('script-src-elem');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});

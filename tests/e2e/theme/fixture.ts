/**
 * The theme's fixture sites, built once per test file into a temporary folder and served by the
 * CLI's preview server on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startPreviewServer } from '@docs-kit/cli';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage } from '../browser';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.resolve(here, '../../fixtures');

export interface ServedSite {
  url: string;
  /** Absolute URL of a route. */
  at(route: string): string;
  close(): Promise<void>;
}

export async function serveFixture(name: 'theme-site' | 'override-site'): Promise<ServedSite> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `docs-${name}-`));
  await buildSite({ siteDir: path.join(FIXTURES, name), outDir });
  const server = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: ['en', 'zh'],
    defaultLang: 'en',
  });
  const url = server.url.replace(/\/$/, '');
  return {
    url,
    at: (route) => `${url}${route}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Waits until React has hydrated the page (the theme's effects have run). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('app');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForTimeout(50);
}

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** axe-core's violations on the current page (WCAG 2 A/AA and best practices). */
export async function axeViolations(
  page: Page,
  disabledRules: string[] = [],
): Promise<{ id: string; help: string; nodes: string[] }[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (disabled) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global.
    const axe = (window as any).axe;
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[]; failureSummary: string }[] }) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary}`),
      }),
    );
  }, disabledRules);
}

/**
 * The fixture served and Chromium launched for one test file (registered as beforeAll/afterAll);
 * `visit` opens a route in a fresh context, after `before` (routing, storage), once hydrated.
 */
export function fixtureSession(name: 'theme-site' | 'override-site') {
  let site: ServedSite;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([serveFixture(name), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get site() {
      return site;
    },
    async visit(route: string, options: Parameters<typeof openPage>[1] = {}, before?: (page: Page) => Promise<void>) {
      const opened = await openPage(browser, options);
      opened.page.setDefaultTimeout(8000);
      await before?.(opened.page);
      await opened.page.goto(site.at(route));
      await hydrated(opened.page);
      return { ...opened, context: opened.page.context() };
    },
  };
}

/**
 * The mobile menu of the Rsbuild site as a phone uses it (issue 13): at 375 px the hamburger opens a
 * screen that fills the viewport below the bar; every item in it is where a finger touches it; Config
 * and the language switcher navigate. In both languages and both colour schemes, on the built site
 * (`docs preview`) and in `docs dev`.
 */
import { startDevServer } from '@docs-kit/cli';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../browser';
import { SITE_DIR, serveSite } from '../site';
import { hydrated } from './fixture';
import { reach, tap, touchSession } from './touch';

const PHONE = { width: 375, height: 740 };

const LANGS = {
  en: {
    prefix: '',
    open: 'Open navigation menu',
    config: 'Config',
    other: { label: '简体中文', lang: 'zh', prefix: '/zh' },
    items: ['Guide', 'Config', 'Plugin', 'API', 'Community', 'Changelog ↗', 'v0.x docs ↗', 'English', '简体中文'],
    toggle: { light: 'Switch to dark theme', dark: 'Switch to light theme' },
  },
  zh: {
    prefix: '/zh',
    open: '打开导航菜单',
    config: '配置',
    other: { label: 'English', lang: 'en', prefix: '' },
    items: ['指南', '配置', '插件', 'API', '社区', '更新日志 ↗', 'v0.x 文档 ↗', 'English', '简体中文'],
    toggle: { light: '切换到深色主题', dark: '切换到浅色主题' },
  },
} as const;

const SERVERS = {
  built: serveSite,
  dev: () => startDevServer({ siteDir: SITE_DIR, port: 0 }),
};

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function openMenu(page: Page, label: string) {
  await tap(page, page.getByRole('button', { name: label }));
  const screen = page.locator('.docs-nav-screen');
  await screen.waitFor();
  // The screen covers the viewport from the bottom of the bar down, whatever the bar's ancestors do.
  const [bar, box] = await Promise.all([page.locator('.docs-nav').boundingBox(), screen.boundingBox()]);
  expect(box).toMatchObject({ x: 0, width: PHONE.width });
  expect(Math.round(box?.y ?? -1)).toBe(Math.round((bar?.y ?? 0) + (bar?.height ?? 0)));
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
  return screen;
}

describe.each(Object.keys(SERVERS) as (keyof typeof SERVERS)[])('the mobile menu, %s site', (kind) => {
  const session = touchSession(SERVERS[kind]);

  for (const lang of ['en', 'zh'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${lang}, ${scheme}: every item is under the finger; the theme toggles; Config and the language switcher navigate`, async () => {
        const t = LANGS[lang];
        const base = session.server.url.replace(/\/$/, '');
        const { page, errors } = await openPage(session.browser, {
          viewport: PHONE,
          colorScheme: scheme,
          hasTouch: true,
        });
        page.setDefaultTimeout(15_000);
        await page.goto(`${base}${t.prefix}/guide/start/`);
        await hydrated(page);

        let screen = await openMenu(page, t.open);
        for (const name of t.items) await reach(screen.getByRole('link', { name, exact: true }));
        for (const social of ['GitHub', 'X', 'Discord', 'Bluesky']) {
          await reach(screen.getByRole('link', { name: social, exact: true }));
        }

        await tap(page, screen.getByRole('button', { name: t.toggle[scheme] }));
        await expect.poll(() => isDark(page)).toBe(scheme === 'light');
        const back = scheme === 'light' ? 'dark' : 'light';
        await tap(page, screen.getByRole('button', { name: t.toggle[back] }));
        await expect.poll(() => isDark(page)).toBe(scheme === 'dark');

        await tap(page, screen.getByRole('link', { name: t.config, exact: true }));
        await page.waitForURL(`${base}${t.prefix}/config/`);
        await page.locator('.docs-nav-screen').waitFor({ state: 'detached' });
        expect(await page.locator('.docs-doc h1').first().isVisible()).toBe(true);

        screen = await openMenu(page, t.open);
        await tap(page, screen.getByRole('link', { name: t.other.label, exact: true }));
        await page.waitForURL(`${base}${t.other.prefix}/config/`);
        await page.waitForFunction((l) => document.documentElement.lang === l, t.other.lang);
        expect(await isDark(page)).toBe(scheme === 'dark');
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});

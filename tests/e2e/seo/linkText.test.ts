/**
 * Descriptive link text on the home pages (issue 13, Lighthouse `link-text`): no link is named only
 * "Learn More", "click here" and the like, neither in the HTML a crawler reads nor in the accessible
 * names a screen reader announces; and a link's visible words stay part of its name (axe
 * label-content-name-mismatch), so the fix adds words out of sight without changing what is seen.
 */
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated } from '../theme/fixture';
import { type BuiltSite, serveBuiltSite } from './builtSite';

/** Link texts that say nothing about the destination (Lighthouse's list for English, and Chinese ones). */
const GENERIC = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  '点击这里',
  '点击此处',
  '这里',
  '此处',
  '更多',
  '了解更多',
  '更多信息',
  '详情',
  '查看更多',
  '阅读更多',
]);

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const isGeneric = (text: string) => GENERIC.has(text.replace(/\s+/g, ' ').trim().toLowerCase());

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveBuiltSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe.each(['/', '/zh/'])('links on %s', (route) => {
  it('have descriptive text in the served HTML (what a crawler reads)', async () => {
    const html = await (await site.get(route)).text();
    const texts = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
      (m[1] as string)
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim(),
    );
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter(isGeneric)).toEqual([]);
    // The hero's secondary link, by its visible words, says where it goes.
    const learnMore = texts.find((t) => /^(Learn More|了解更多)/.test(t));
    expect(learnMore).toBe(
      route === '/' ? 'Learn More about Rsbuild on GitHub' : '了解更多关于 Rsbuild 的内容（GitHub）',
    );
  });

  it('have descriptive accessible names that contain their visible words, and the hero shows only its own', async () => {
    const { page, errors } = await openPage(browser, { locale: route === '/' ? 'en-US' : 'zh-CN' });
    await page.goto(`${site.url}${route}`);
    await hydrated(page);
    // Names as the accessibility tree computes them (aria-label, hidden text, and so on).
    const snapshot = await page.locator('body').ariaSnapshot();
    const names = [...snapshot.matchAll(/- link "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] as string);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((n) => !n.trim() || isGeneric(n))).toEqual([]);

    // Visible words of each link (its painted text, without visually hidden parts) are in its name.
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => {
          const clone = a.cloneNode(true) as HTMLElement;
          for (const hidden of clone.querySelectorAll('.docs-visually-hidden')) hidden.remove();
          return { visible: (clone.textContent ?? '').trim(), label: a.getAttribute('aria-label') };
        }),
    );
    for (const { visible, label } of links) {
      if (label && visible) expect(label.toLowerCase(), visible).toContain(visible.toLowerCase());
    }

    // axe's own rules for it (label-content-name-mismatch is experimental, so named to run).
    await page.addScriptTag({ path: AXE });
    const axe = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global.
      const result = await (window as any).axe.run(document, {
        runOnly: { type: 'rule', values: ['link-name', 'label-content-name-mismatch'] },
      });
      return {
        ran: [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable]
          .map((r: { id: string }) => r.id)
          .sort(),
        violations: result.violations.map((v: { id: string; nodes: { target: string[] }[] }) => ({
          id: v.id,
          nodes: v.nodes.map((n) => n.target.join(' ')),
        })),
      };
    });
    expect(axe.ran).toEqual(['label-content-name-mismatch', 'link-name']);
    expect(axe.violations).toEqual([]);

    const hero = page.locator('.docs-hero-actions a.docs-button-alt');
    const visibleText = route === '/' ? 'Learn More' : '了解更多';
    expect(await hero.evaluate((a) => (a.firstChild as Text).data)).toBe(visibleText);
    // The rest is out of sight: a 1 px clipped box that does not widen the button.
    const hidden = await hero.locator('.docs-visually-hidden').boundingBox();
    expect(hidden?.width).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

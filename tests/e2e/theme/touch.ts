/**
 * What a finger reaches: a tap lands on whatever is on top at that point, so a target counts as
 * reachable only when `document.elementFromPoint` at the centre of its box returns the target or
 * something inside it (not a panel clipped away, nor an overlay or bar painted over it).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../browser';

/**
 * The centre of `target`, asserting that a finger there touches it. In-flow content may first be
 * scrolled to, as a reader would; a target inside an overlay must be on screen as it opens.
 */
export async function reach(target: Locator, { scroll = false } = {}): Promise<{ x: number; y: number }> {
  if (scroll) await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not rendered`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const covering = await target.evaluate((el, { x, y }) => {
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return null;
    if (!hit) return 'nothing (the point is off screen)';
    return `<${hit.tagName.toLowerCase()} class="${hit.className}">${(hit.textContent ?? '').trim().slice(0, 40)}`;
  }, point);
  if (covering !== null) {
    throw new Error(`A finger at the centre of ${target} (${point.x}, ${point.y}) touches ${covering}`);
  }
  return point;
}

/** Taps the centre of `target` on the touchscreen after checking that it is what is there. */
export async function tap(page: Page, target: Locator, options?: { scroll?: boolean }): Promise<void> {
  const { x, y } = await reach(target, options);
  await page.touchscreen.tap(x, y);
}

/**
 * A server (built site or dev) and a browser for the enclosing `describe`, started together before
 * its tests and closed after them; read `session.server` / `session.browser` inside the tests.
 */
export function touchSession(start: () => Promise<{ url: string; close: () => Promise<void> }>) {
  const session = {} as { server: { url: string; close: () => Promise<void> }; browser: Browser };
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureSession, hydrated } from './fixture';

const session = fixtureSession('theme-site');
const visit = session.visit;

describe('code blocks', () => {
  it('shows the title, highlighted lines and both themes colours', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const block = page.locator('.docs-code-block', { has: page.locator('.docs-code-title') }).first();
    expect(await block.locator('.docs-code-title').textContent()).toBe('kit.config.ts');
    expect(await block.locator('.line.highlighted').count()).toBe(1);
    const keyword = block.locator('.line span').first();
    const light = await keyword.evaluate((el) => getComputedStyle(el).color);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const dark = await keyword.evaluate((el) => getComputedStyle(el).color);
    expect(light).not.toBe(dark);
    await page.context().close();
  });

  it('copies, shows success for 2 s, then returns to idle', async () => {
    const { page } = await visit('/guide/start/quick-start');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.docs-code-block', { has: page.locator('.docs-code-title') }).first();
    await block.hover();
    // Timed inside the page, when the label turns to "Copied" and back: a late timer can only
    // make the success state look longer, so a busy machine cannot fail the check.
    await block.locator('.docs-code-copy').evaluate((button) => {
      const seen: { on?: number; off?: number } = {};
      (window as unknown as { copied: typeof seen }).copied = seen;
      new MutationObserver(() => {
        const on = button.getAttribute('aria-label') === 'Copied';
        if (on && seen.on === undefined) seen.on = performance.now();
        if (!on && seen.on !== undefined && seen.off === undefined) seen.off = performance.now();
      }).observe(button, { attributes: true, attributeFilter: ['aria-label'] });
    });
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import { defineConfig } from '@kit/core';",
    );
    const copied = () => page.evaluate(() => (window as unknown as { copied: { on?: number; off?: number } }).copied);
    await expect.poll(async () => (await copied()).off !== undefined, { timeout: 5000 }).toBe(true);
    const { on = 0, off = 0 } = await copied();
    expect(off - on).toBeGreaterThanOrEqual(1990);
    expect(await block.getByRole('button', { name: 'Copy code' }).count()).toBe(1);
    await page.context().close();
  });

  it('asks the reader to press the copy keys when copying fails', async () => {
    const { page } = await visit('/guide/start/quick-start', {}, async (p) => {
      await p.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
      });
    });
    const block = page.locator('.docs-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/Press (Ctrl|⌘)\+C to copy/);
    await page.context().close();
  });

  it('toggles wrapping and numbers lines when asked', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const block = page.locator('.docs-code-block', { has: page.locator('.docs-code-title') }).first();
    const wrap = block.getByRole('button', { name: 'Toggle line wrap' });
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    const pre = block.locator('pre');
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    await block.hover();
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    await page.goto(session.site.at('/guide/start/components'));
    await hydrated(page);
    const numbered = page.locator('.docs-code-line-numbers .line').nth(1);
    expect(await numbered.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(docs-line)');
    await page.context().close();
  });
});

describe('tabs', () => {
  it('are accessible tabs with arrow keys', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const list = page.getByRole('tablist').first();
    const tabs = list.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn');
    await page.keyboard.press('End');
    expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel').first();
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(0).getAttribute('id'));
    await page.context().close();
  });

  it('share a group selection, store it and ignore corrupted storage', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const commands = page.locator('.docs-tabs').first();
    await commands.getByRole('tab', { name: 'pnpm', exact: true }).click();
    expect(await page.locator('.docs-tabs').nth(1).getByRole('tabpanel').textContent()).toBe('pnpm create kit@latest');
    expect(await commands.getByRole('tabpanel').textContent()).toBe('pnpm add @kit/core -D');
    const vue = page.getByRole('tab', { name: 'Vue' });
    await vue.first().click();
    expect(await vue.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docs-tabs-framework'))).toBe('"Vue"');
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('tab', { name: 'Vue' }).nth(1).getAttribute('aria-selected')).toBe('true');
    await page.evaluate(() => localStorage.setItem('docs-tabs-framework', '{corrupt'));
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('tab', { name: 'React' }).first().getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('PackageManagerTabs gives the commands of every package manager', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const create = page.locator('.docs-tabs').nth(1);
    const texts: string[] = [];
    for (const pm of ['npm', 'yarn', 'pnpm', 'bun']) {
      await create.getByRole('tab', { name: pm, exact: true }).click();
      texts.push((await create.getByRole('tabpanel').textContent()) ?? '');
    }
    expect(texts).toEqual([
      'npm create kit@latest',
      'yarn create kit',
      'pnpm create kit@latest',
      'bun create kit@latest',
    ]);
    await page.context().close();
  });
});

describe('image zoom', () => {
  const state = (page: Page) =>
    page.evaluate(() => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') ?? 'closed');
  // The close animation runs on timers: wait for it to end rather than for a fixed time, which a
  // loaded machine can overrun (the zoom still has to close, or this times out).
  const closed = (page: Page) =>
    page.waitForFunction(
      () => (document.querySelector('.docs-image-zoom')?.getAttribute('data-state') ?? 'closed') === 'closed',
      undefined,
      { timeout: 5_000 },
    );

  it('opens, then closes on click, Escape, resize and scrolling past 40 px', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const trigger = page.getByRole('button', { name: 'Zoom image: The Kit logo' });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await page.waitForFunction(
      () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
    );
    expect(await page.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    await page.getByRole('dialog').click();
    expect(['close', 'closed']).toContain(await state(page));
    await closed(page);

    await trigger.click();
    await page.waitForFunction(
      () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
    );
    await page.keyboard.press('Escape');
    await closed(page);

    await trigger.click();
    await page.waitForFunction(
      () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
    );
    await page.evaluate(() => window.scrollBy(0, 30));
    await page.waitForTimeout(100);
    expect(await state(page)).toBe('opened');
    await page.evaluate(() => window.scrollBy(0, 20));
    await closed(page);

    await trigger.click();
    await page.waitForFunction(
      () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
    );
    await page.setViewportSize({ width: 1000, height: 700 });
    await closed(page);
    await page.context().close();
  });
});

describe('image zoom with a high-resolution source', () => {
  it('warns when the large image cannot load and still shows the normal one', async () => {
    const { page } = await visit('/guide/start/components');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByRole('button', { name: 'Zoom image: Logo with a missing large version' }).click();
    await page.waitForFunction(
      () => document.querySelector('.docs-image-zoom')?.getAttribute('data-state') === 'opened',
    );
    await expect.poll(() => warnings.join('\n')).toContain('/missing-large.png');
    expect(await page.locator('.docs-image-zoom-img').getAttribute('src')).toBe('/logo-light.svg');
    await page.context().close();
  });
});

describe('tooltip and popover', () => {
  it('open after 0.1 s of hover, close after 0.1 s, Escape closes the popover', async () => {
    const { page } = await visit('/guide/start/components');
    // Timed inside the page, so a busy test machine cannot stretch the gaps between steps.
    const timeline = await page.evaluate(async () => {
      const wrap = document.querySelector('.docs-tooltip-wrap') as HTMLElement;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const shown = () => !!document.querySelector('[role="tooltip"]');
      wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      await sleep(40);
      const early = shown();
      await sleep(120);
      const opened = shown();
      const text = document.querySelector('[role="tooltip"]')?.textContent;
      const maxWidth = getComputedStyle(document.querySelector('[role="tooltip"]') as Element).maxWidth;
      wrap.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      await sleep(40);
      const stillOpen = shown();
      await sleep(120);
      return { early, opened, text, maxWidth, stillOpen, closed: !shown() };
    });
    expect(timeline).toEqual({
      early: false,
      opened: true,
      text: 'A short hint',
      maxWidth: '250px',
      stillOpen: true,
      closed: true,
    });

    await page.getByRole('button', { name: 'Details' }).click();
    const popover = page.getByRole('dialog', { name: 'Details' });
    expect(await popover.locator('.docs-popover-title').evaluate((el) => getComputedStyle(el).minWidth)).toBe('177px');
    expect(await popover.textContent()).toContain('Popover body');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Details' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('content transitions', () => {
  it('wrap client navigations in a view transition unless motion is reduced', async () => {
    const countTransitions = async (p: Page) => {
      await p.addInitScript(() => {
        const doc = document as Document & { startViewTransition?: (cb: () => unknown) => unknown };
        const original = doc.startViewTransition?.bind(doc);
        (window as unknown as { transitions: number }).transitions = 0;
        if (original) {
          doc.startViewTransition = (cb) => {
            (window as unknown as { transitions: number }).transitions++;
            return original(cb);
          };
        }
      });
    };
    const { page } = await visit('/guide/start/', { reducedMotion: 'no-preference' }, countTransitions);
    await page.locator('.docs-sidebar').getByRole('link', { name: 'Features' }).click();
    await page.waitForFunction(() => document.title.startsWith('Features'));
    expect(await page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(1);
    expect(await page.locator('.docs-doc').evaluate((el) => getComputedStyle(el).viewTransitionName)).toBe(
      'docs-content',
    );
    await page.context().close();

    const reduced = await visit('/guide/start/', { reducedMotion: 'reduce' }, countTransitions);
    await reduced.page.locator('.docs-sidebar').getByRole('link', { name: 'Features' }).click();
    await reduced.page.waitForFunction(() => document.title.startsWith('Features'));
    expect(await reduced.page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(0);
    await reduced.page.context().close();
  });
});

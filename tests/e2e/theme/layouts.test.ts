import { describe, expect, it } from 'vitest';
import { fixtureSession, hydrated } from './fixture';

const session = fixtureSession('theme-site');
const visit = session.visit;

describe('home page', () => {
  it('renders the hero, its actions and its title', async () => {
    const { page, errors } = await visit('/');
    expect(await page.title()).toBe('Kit - Docs that build themselves');
    expect(await page.locator('.docs-hero-title').textContent()).toBe('Kit');
    expect(await page.locator('.docs-hero-subtitle').textContent()).toBe('Docs that build themselves');
    const start = page.getByRole('link', { name: 'Get Started' });
    expect(await start.getAttribute('href')).toBe('/guide/start/quick-start');
    const more = page.getByRole('link', { name: 'Learn More' });
    expect(await more.getAttribute('href')).toBe('https://github.com/example/kit');
    expect(await more.getAttribute('target')).toBe('_blank');
    expect(await page.locator('.docs-hero-oval').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has 35 stars sized i / 20 + 3 that follow a nearby pointer and return when it leaves', async () => {
    const { page } = await visit('/', { reducedMotion: 'no-preference' });
    const stars = page.locator('.docs-hero-star');
    expect(await stars.count()).toBe(35);
    expect(await stars.nth(20).evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(4, 1);
    const box = (await stars.nth(10).boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + 60, box.y + 40);
    await page.waitForTimeout(100);
    const moved = await stars.nth(10).evaluate((el) => el.style.transform);
    expect(moved).toMatch(/translate\(/);
    const ovalShift = await page.locator('.docs-hero').evaluate((el) => el.style.getPropertyValue('--docs-hero-x'));
    expect(ovalShift).not.toBe('0px');
    await page.mouse.move(5, 5);
    await page.waitForTimeout(100);
    await page.mouse.move(box.x + 400, box.y + 300);
    await page.waitForTimeout(100);
    const far = await stars.nth(10).evaluate((el) => el.style.transform);
    expect(far).toBe('');
    await page.context().close();
  });

  it('lays feature cards on 12 columns by span (default 4)', async () => {
    const { page } = await visit('/');
    const spans = await page
      .locator('.docs-feature')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).gridColumnStart));
    expect(spans, JSON.stringify(spans)).toEqual([
      'span 6',
      'span 6',
      'span 4',
      'span 4',
      'span 4',
      'span 3',
      'span 3',
      'span 2',
      'span 2',
    ]);
    expect(await page.locator('.docs-feature').first().locator('img').getAttribute('src')).toBe('/feature-rspack.svg');
    await page.context().close();
  });

  it('loads the landing background without blocking or shifting layout', async () => {
    const { page, external } = await visit('/');
    const img = page.locator('.docs-landing-background img');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('decoding')).toBe('async');
    expect(await img.getAttribute('fetchpriority')).toBe('low');
    expect(await page.locator('.docs-landing-background').evaluate((el) => getComputedStyle(el).position)).toBe(
      'absolute',
    );
    expect(external.filter((u) => u.includes('landing-background'))).toHaveLength(1);
    await page.context().close();
  });

  it('animates benchmark bars once the section is visible: linear, time seconds long, to time / max', async () => {
    const { page } = await visit('/', { reducedMotion: 'no-preference' });
    const bars = page.locator('.docs-benchmark-bar');
    expect(await bars.first().evaluate((el) => el.style.width)).toBe('0%');
    expect(await page.locator('.docs-benchmark-time').allTextContents()).toEqual([
      '390ms',
      '1.29s',
      '5.47s',
      '270ms',
      '1.39s',
      '5.69s',
    ]);
    await page.locator('.docs-benchmark').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('.docs-benchmark')?.getAttribute('data-state') === 'animating',
    );
    const styles = await bars.evaluateAll((els) =>
      els.map((el) => ({ width: (el as HTMLElement).style.width, transition: (el as HTMLElement).style.transition })),
    );
    expect(styles[0]?.transition).toBe('width 0.39s linear');
    expect(styles[5]?.transition).toBe('width 5.69s linear');
    expect(Number.parseFloat(styles[5]?.width ?? '')).toBe(100);
    expect(Number.parseFloat(styles[0]?.width ?? '')).toBeCloseTo((0.39 / 5.69) * 100, 3);
    await page.waitForTimeout(600);
    const first = await bars
      .first()
      .evaluate(
        (el) => el.getBoundingClientRect().width / (el.parentElement as HTMLElement).getBoundingClientRect().width,
      );
    expect(first).toBeCloseTo(0.39 / 5.69, 2);
    await page.context().close();
  });

  it('lists the family tools in the page language and the feeds', async () => {
    const { page } = await visit('/');
    expect(await page.locator('.docs-family-card').count()).toBe(6);
    expect(await page.locator('.docs-family-card').first().textContent()).toContain('A fast Rust-based bundler');
    expect(await page.locator('.docs-family-card').first().getAttribute('target')).toBe('_blank');
    await page.goto(session.site.at('/zh/'));
    await hydrated(page);
    expect(await page.locator('.docs-family-card').first().textContent()).toContain('基于 Rust 的高性能打包工具');
    expect(await page.locator('.docs-feeds a').count()).toBe(2);
    await page.context().close();
  });
});

describe('404 page', () => {
  it('shows 404, PAGE NOT FOUND and a home link labelled go to home', async () => {
    const { page } = await visit('/missing/page');
    expect(await page.locator('.docs-not-found-code').textContent()).toBe('404');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('PAGE NOT FOUND');
    const link = page.getByRole('link', { name: 'go to home' });
    expect(await link.textContent()).toBe('Take me home');
    expect(await link.getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('404 - Kit Docs');
    await page.goto(session.site.at('/zh/missing'));
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'go to home' }).getAttribute('href')).toBe('/zh/');
    await page.context().close();
  });
});

describe('doc page', () => {
  it('has title, sidebar, outline, prev/next, edit link and landmarks', async () => {
    const { page } = await visit('/guide/start/quick-start');
    expect(await page.title()).toBe('Quick start - Kit Docs');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Create a Kit project in a minute.',
    );
    for (const role of ['banner', 'main', 'complementary'] as const)
      expect(await page.getByRole(role).count()).toBeGreaterThan(0);
    expect(await page.locator('.docs-skip-link').getAttribute('href')).toBe('#docs-main');
    const active = page.locator('.docs-sidebar-link-active');
    expect(await active.textContent()).toBe('Quick startnew');
    expect(await page.locator('.docs-outline-title').textContent()).toBe('ON THIS PAGE');
    expect(await page.locator('.docs-outline .docs-outline-link').allTextContents()).toContain(
      'A fourth-level heading',
    );
    expect(await page.locator('.docs-last-updated').textContent()).toMatch(/^Last Updated: \S/);
    expect(await page.locator('.docs-last-updated time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await page.locator('.docs-prev-link').textContent()).toBe('Previous PageIntroduction');
    expect(await page.locator('.docs-next-link').textContent()).toBe('Next PageFeatures');
    expect(await page.locator('.docs-edit-link').getAttribute('href')).toBe(
      'https://github.com/example/kit/tree/main/docs/en/guide/start/quick-start.mdx',
    );
    await page.goto(session.site.at('/zh/guide/start/quick-start'));
    await hydrated(page);
    const zhEdit = page.locator('.docs-edit-link');
    expect(await zhEdit.textContent()).toBe('在 GitHub 上编辑此页');
    expect(await zhEdit.getAttribute('href')).toBe(
      'https://github.com/example/kit/tree/main/docs/zh/guide/start/quick-start.mdx',
    );
    expect(await page.locator('.docs-outline-title').textContent()).toBe('目录');
    await page.context().close();
  });

  it('highlights the outline entry of the section being read', async () => {
    const { page } = await visit('/guide/start/quick-start', { viewport: { width: 1440, height: 800 } });
    const active = () => page.locator('.docs-outline .docs-outline-link-active').textContent();
    await page.evaluate(() => document.getElementById('next-steps')?.scrollIntoView());
    await expect.poll(active).toBe('Next steps');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(active).toBe('Last section');
    await page.context().close();
  });

  it('shows scroll-to-top past 100 px and scrolls back', async () => {
    const { page } = await visit('/guide/start/quick-start');
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(200);
    expect(await page.locator('.docs-scroll-to-top').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(200);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('groups start expanded, collapsed ones open on click and always hold the active page open', async () => {
    const { page } = await visit('/guide/start/quick-start');
    const basic = page.getByRole('button', { name: 'Basic usage' });
    expect(await basic.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.docs-sidebar').getByRole('link', { name: 'CLI' }).isVisible()).toBe(false);
    await basic.click();
    expect(await page.locator('.docs-sidebar').getByRole('link', { name: 'CLI' }).isVisible()).toBe(true);
    expect(await page.locator('.docs-sidebar-divider-dashed').count()).toBe(1);
    expect(await page.locator('.docs-sidebar-divider-solid').count()).toBe(1);
    expect(await page.locator('.docs-sidebar-section-header').textContent()).toBe('Basicsbeta');
    await page.goto(session.site.at('/guide/basic/cli'));
    await hydrated(page);
    expect(await page.getByRole('button', { name: 'Basic usage' }).getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it('hides parts with navbar=0, sidebar=0, outline=0 and footer=0', async () => {
    const { page } = await visit('/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0', {
      viewport: { width: 1440, height: 800 },
    });
    for (const selector of ['.docs-nav', '.docs-sidebar', '.docs-outline', '.docs-doc-footer'])
      expect(await page.locator(selector).count()).toBe(0);
    await page.goto(session.site.at('/guide/start/quick-start?outline=0'));
    await hydrated(page);
    expect(await page.locator('.docs-nav').count()).toBe(1);
    expect(await page.locator('.docs-outline').count()).toBe(0);
    expect(await page.locator('.docs-sidebar').count()).toBe(1);
    await page.context().close();
  });

  it('custom pages have the nav but no sidebar; blank pages only content', async () => {
    const { page } = await visit('/custom');
    expect(await page.locator('.docs-nav').count()).toBe(1);
    expect(await page.locator('.docs-sidebar').count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toContain('A custom page');
    await page.goto(session.site.at('/blank'));
    await hydrated(page);
    expect(await page.locator('.docs-nav').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toContain('Blank page');
    await page.context().close();
  });

  it('exposes feeds as alternate links and lists them on release notes', async () => {
    const { page } = await visit('/releases/v1');
    const alternates = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('type')));
    expect(alternates).toEqual(expect.arrayContaining(['application/rss+xml', 'application/atom+xml']));
    expect(await page.locator('.docs-feeds a').allTextContents()).toEqual(['RSS', 'Atom']);
    await page.context().close();
  });

  it('filters the overview and says when nothing matches', async () => {
    const { page } = await visit('/api/');
    expect(await page.locator('.docs-overview-group-title').allTextContents()).toEqual([
      'JavaScript API',
      'Plugin hooks',
      'Others',
    ]);
    const input = page.getByLabel('Filter');
    expect(await input.getAttribute('placeholder')).toBe('Enter keyword');
    await input.fill('DEV-server');
    expect(await page.locator('.docs-overview-card-title').allTextContents()).toEqual(['Dev server']);
    await input.fill('methods');
    await page.waitForTimeout(100);
    expect(await page.locator('.docs-overview-card-title').count()).toBeGreaterThan(1);
    await input.fill('nothing-like-this');
    expect(await page.locator('.docs-overview-empty').textContent()).toBe('No matching API found "nothing-like-this"');
    await page.context().close();
  });
});

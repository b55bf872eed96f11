import { describe, expect, it } from 'vitest';
import { STAR_COUNT, STAR_PROXIMITY, STARS, starOffset } from '../../../packages/theme-default/src/logic/hero';
import { homeLink, mirroredRoute } from '../../../packages/theme-default/src/logic/lang';
import { hiddenPartsFromSearch } from '../../../packages/theme-default/src/logic/query';
import { parseStoredTab, tabsStorageKey } from '../../../packages/theme-default/src/logic/storage';
import { resolveTexts } from '../../../packages/theme-default/src/logic/texts';
import { makeSite } from './helpers';

describe('texts', () => {
  it('has the English defaults of spec 2.4 and Chinese ones', () => {
    const en = resolveTexts(makeSite(), 'en');
    expect([en.outlineTitle, en.prevPageText, en.nextPageText, en.lastUpdatedText]).toEqual([
      'ON THIS PAGE',
      'Previous Page',
      'Next Page',
      'Last Updated',
    ]);
    expect([en.notFoundTitle, en.notFoundLinkText, en.filterNameText, en.filterPlaceholderText]).toEqual([
      'PAGE NOT FOUND',
      'Take me home',
      'Filter',
      'Enter keyword',
    ]);
    expect([en.filterNoResultText, en.defaultGroupTitle]).toEqual(['No matching API found', 'Others']);
    expect(resolveTexts(makeSite(), 'zh').outlineTitle).toBe('目录');
  });

  it('layers locale texts over site texts over defaults', () => {
    const site = makeSite({
      themeConfig: {
        texts: { outlineTitle: 'Contents', overview: { filterNameText: 'Search' } },
        locales: [{ lang: 'zh', label: '中文', texts: { prevPageText: '上一篇' } }],
      },
    });
    expect(resolveTexts(site, 'en').outlineTitle).toBe('Contents');
    expect(resolveTexts(site, 'en').filterNameText).toBe('Search');
    expect(resolveTexts(site, 'zh').prevPageText).toBe('上一篇');
    expect(resolveTexts(site, 'zh').outlineTitle).toBe('目录');
  });
});

describe('language links', () => {
  const site = makeSite({});
  it('mirrors the route into the other language, or goes home when there is no mirror', () => {
    expect(mirroredRoute(site, '/guide/a', 'zh', ['en', 'zh'])).toBe('/zh/guide/a');
    expect(mirroredRoute(site, '/zh/guide/a', 'en', ['en', 'zh'])).toBe('/guide/a');
    expect(mirroredRoute(site, '/only-en', 'zh', ['en'])).toBe('/zh/');
  });

  it('404 home link carries non-default language and version', () => {
    expect(homeLink(site, 'en')).toBe('/');
    expect(homeLink(site, 'zh')).toBe('/zh/');
    expect(homeLink(makeSite({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }), 'zh', 'v1')).toBe('/v1/zh/');
    expect(homeLink(makeSite({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }), 'en', 'v2')).toBe('/');
  });
});

describe('tabs storage', () => {
  it('keys by group and ignores corrupted or unknown values', () => {
    expect(tabsStorageKey('framework')).toBe('docs-tabs-framework');
    expect(parseStoredTab('"Vue"', ['React', 'Vue'])).toBe(1);
    expect(parseStoredTab('{not json', ['React'])).toBeUndefined();
    expect(parseStoredTab('42', ['React'])).toBeUndefined();
    expect(parseStoredTab('"Svelte"', ['React'])).toBeUndefined();
    expect(parseStoredTab(null, ['React'])).toBeUndefined();
  });
});

describe('query parameters', () => {
  it('hide parts with =0 only', () => {
    expect(hiddenPartsFromSearch('?navbar=0&sidebar=0&outline=1')).toEqual({
      navbar: true,
      sidebar: true,
      outline: false,
      footer: false,
    });
    expect(hiddenPartsFromSearch('?footer=0')).toEqual({ navbar: false, sidebar: false, outline: false, footer: true });
  });
});

describe('hero stars', () => {
  it('has 35 fixed stars sized index / 20 + 3', () => {
    expect(STARS).toHaveLength(STAR_COUNT);
    expect(STAR_COUNT).toBe(35);
    STARS.forEach((star, i) => {
      expect(star.size).toBe(i / 20 + 3);
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThan(100);
    });
  });

  it('moves toward a pointer within 100 px on both axes only', () => {
    const star = { cx: 200, cy: 200 };
    expect(starOffset(star, null)).toEqual({ dx: 0, dy: 0 });
    expect(starOffset(star, { x: 250, y: 150 }).dx).toBeGreaterThan(0);
    expect(starOffset(star, { x: 250, y: 150 }).dy).toBeLessThan(0);
    expect(starOffset(star, { x: 200 + STAR_PROXIMITY + 1, y: 200 })).toEqual({ dx: 0, dy: 0 });
    expect(starOffset(star, { x: 200, y: 200 - STAR_PROXIMITY - 1 })).toEqual({ dx: 0, dy: 0 });
  });
});

describe('document title (spec 2.4)', () => {
  it('joins the page title and the suffix with a dash', async () => {
    const { pageTitle } = await import('../../../packages/theme-default/src/logic/title');
    expect(pageTitle({ title: 'Quick start', pageType: 'doc', frontmatter: {} }, 'Rsbuild')).toBe(
      'Quick start - Rsbuild',
    );
    expect(
      pageTitle(
        { title: 'Rsbuild', pageType: 'home', frontmatter: { titleSuffix: 'The Rspack-powered build tool' } },
        'Rsbuild',
      ),
    ).toBe('Rsbuild - The Rspack-powered build tool');
    expect(pageTitle({ title: '', pageType: 'home', frontmatter: {} }, 'Rsbuild')).toBe('Rsbuild');
    expect(pageTitle({ title: 'Rsbuild', pageType: 'home', frontmatter: {} }, 'Rsbuild')).toBe('Rsbuild');
    expect(pageTitle({ title: '404', pageType: '404', frontmatter: {} }, 'Rsbuild')).toBe('404 - Rsbuild');
  });
});

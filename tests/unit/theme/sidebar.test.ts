import { describe, expect, it } from 'vitest';
import { isNavActive, selectNav, splitNav, splitSocialLinks } from '../../../packages/theme-default/src/logic/nav';
import {
  containsActive,
  flattenSidebar,
  itemText,
  prevNext,
  selectSidebar,
} from '../../../packages/theme-default/src/logic/sidebar';
import { makeSite } from './helpers';

const guide = [
  { text: 'Start', items: [{ text: 'Intro', link: '/guide/start/' }, { link: '/guide/start/quick-start' }] },
  { dividerType: 'dashed' as const },
  { sectionHeaderText: 'Basics' },
  { text: 'Basic', collapsed: true, items: [{ text: 'CLI', link: '/guide/basic/cli' }] },
];
const site = makeSite({
  themeConfig: {
    sidebar: {
      '/': [{ text: 'Root', link: '/' }],
      '/guide/': guide,
      '/guide/basic/': [{ text: 'Only basic', link: '/guide/basic/cli' }],
    },
    locales: [{ lang: 'zh', label: '中文', sidebar: { '/zh/guide/': [{ link: '/zh/guide/start/' }] } }],
  },
});

describe('sidebar selection', () => {
  it('picks the longest key that prefixes the route', () => {
    expect(selectSidebar(site, 'en', '/guide/start/quick-start')?.key).toBe('/guide/');
    expect(selectSidebar(site, 'en', '/guide/basic/cli')?.key).toBe('/guide/basic/');
    expect(selectSidebar(site, 'en', '/other')?.key).toBe('/');
    expect(selectSidebar(site, 'en', '/guide')?.key).toBe('/guide/');
  });

  it("uses the language's own sidebars when it has them", () => {
    expect(selectSidebar(site, 'zh', '/zh/guide/start/')?.key).toBe('/zh/guide/');
    expect(selectSidebar(site, 'zh', '/zh/elsewhere')).toBeUndefined();
  });

  it('shows the text of an item (the build fills in page titles), else its link', () => {
    expect(itemText({ text: 'Given', link: '/x' })).toBe('Given');
    expect(itemText({ link: '/x' })).toBe('/x');
  });

  it('orders previous and next links by the sidebar, skipping dividers and headers', () => {
    expect(flattenSidebar(guide).map((l) => l.link)).toEqual([
      '/guide/start/',
      '/guide/start/quick-start',
      '/guide/basic/cli',
    ]);
    const around = prevNext(guide, '/guide/start/quick-start.html');
    expect(around.prev?.text).toBe('Intro');
    expect(around.prev?.link).toBe('/guide/start/');
    expect(around.next?.text).toBe('CLI');
    expect(prevNext(guide, '/guide/start').prev).toBeUndefined();
    expect(prevNext(guide, '/nowhere')).toEqual({});
  });

  it('knows which group holds the active page', () => {
    expect(containsActive(guide[3] as never, '/guide/basic/cli')).toBe(true);
    expect(containsActive(guide[3] as never, '/guide/start/')).toBe(false);
  });
});

describe('nav', () => {
  it('marks items active by activeMatch, else by link prefix', () => {
    expect(isNavActive({ text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' }, '/guide/basic/cli')).toBe(
      true,
    );
    expect(isNavActive({ text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' }, '/config/')).toBe(false);
    expect(isNavActive({ text: 'Config', link: '/config/' }, '/config/output/minify')).toBe(true);
    expect(isNavActive({ text: 'Home', link: '/' }, '/config/')).toBe(false);
    expect(isNavActive({ text: 'Bad', link: '/x', activeMatch: '(' }, '/x')).toBe(false);
    expect(isNavActive({ text: 'Ext', link: 'https://example.com' }, '/')).toBe(false);
    expect(isNavActive({ text: 'Group', items: [{ text: 'A', link: '/a/' }] }, '/a/b')).toBe(true);
  });

  it('splits items left and right (right by default) and languages pick their own nav', () => {
    const nav = [
      { text: 'L', link: '/l', position: 'left' as const },
      { text: 'R', link: '/r' },
    ];
    expect(splitNav(nav)).toEqual({ left: [nav[0]], right: [nav[1]] });
    const s = makeSite({
      themeConfig: { nav, locales: [{ lang: 'zh', label: '中文', nav: [{ text: '中', link: '/zh/' }] }] },
    });
    expect(selectNav(s, 'en')).toBe(nav);
    expect(selectNav(s, 'zh')[0]?.text).toBe('中');
  });

  it('shows five social links inline and the rest under more', () => {
    const links = Array.from({ length: 7 }, (_, i) => i);
    expect(splitSocialLinks(links)).toEqual({ inline: [0, 1, 2, 3, 4], more: [5, 6] });
    expect(splitSocialLinks([1, 2])).toEqual({ inline: [1, 2], more: [] });
  });
});

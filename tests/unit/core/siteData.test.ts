import { createSiteData, resolveConfig } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';

/** The site data of a two-language site (no versions) with this config and these pages. */
const siteDataOf = (config: ReturnType<typeof resolveConfig>, pages: Parameters<typeof createSiteData>[1]) =>
  createSiteData(
    {
      config,
      langs: ['en', 'zh'],
      multiVersion: { default: '', versions: [] },
      siteDir: '/s',
      docsDir: '/s/docs',
      outDir: '/s/dist',
      dependencies: [],
    },
    pages,
  );

describe('site data for the browser', () => {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        sidebar: { '/zh/guide/': [{ text: '指南', items: [{ link: '/zh/guide/start' }] }] },
      },
    ],
    themeConfig: {
      sidebar: {
        '/guide/': [
          {
            text: 'Guide',
            items: [{ link: '/guide/start' }, { text: 'Kept', link: '/guide/x' }, { dividerType: 'solid' }],
          },
        ],
      },
    },
  });
  const site = siteDataOf(config, {
    '/guide/start': { title: 'Getting started', lang: 'en' },
    '/zh/guide/start': { title: '快速开始', lang: 'zh' },
    '/guide/x': { title: 'Ignored', lang: 'en' },
  });

  it('fills sidebar items without text from their page titles at build time', () => {
    const guide = site.themeConfig.sidebar['/guide/']?.[0] as { items: { text?: string }[] };
    expect(guide.items.map((i) => i.text)).toEqual(['Getting started', 'Kept', undefined]);
    const zh = site.themeConfig.locales[1]?.sidebar?.['/zh/guide/']?.[0] as { items: { text?: string }[] };
    expect(zh.items[0]?.text).toBe('快速开始');
  });

  it('ships no per-page table that would grow with the site', () => {
    expect(Object.keys(site)).not.toContain('pages');
    expect(JSON.stringify(site)).not.toContain('Ignored');
  });
});

describe('locale nav and sidebar relative to the language', () => {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/', activeMatch: '^/guide/' }] },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '指南', link: '/guide/', activeMatch: '^/guide/' },
          { text: '旧写法', link: '/zh/api/', activeMatch: '^/zh/api/' },
          {
            text: '更多',
            items: [
              { text: 'GitHub', link: 'https://github.com/x' },
              { text: '首页', link: '/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [{ text: '指南', items: [{ link: '/guide/start' }, { link: '/zh/guide/old#a' }] }],
          '/zh/api/': [{ link: '/zh/api/' }, { dividerType: 'solid' }, { link: '/zhuyin' }],
        },
      },
    ],
  });
  const site = siteDataOf(config, { '/zh/guide/start': { title: '快速开始', lang: 'zh' } });
  const [en, zh] = site.themeConfig.locales;

  it('adds the language prefix to keys, links and anchored activeMatch, keeping prefixed ones', () => {
    expect(Object.keys(zh?.sidebar ?? {})).toEqual(['/zh/guide/', '/zh/api/']);
    expect(zh?.sidebar?.['/zh/guide/']).toEqual([
      { text: '指南', items: [{ link: '/zh/guide/start', text: '快速开始' }, { link: '/zh/guide/old#a' }] },
    ]);
    expect(zh?.sidebar?.['/zh/api/']).toEqual([{ link: '/zh/api/' }, { dividerType: 'solid' }, { link: '/zh/zhuyin' }]);
    expect(zh?.nav).toEqual([
      { text: '指南', link: '/zh/guide/', activeMatch: '^/zh/guide/' },
      { text: '旧写法', link: '/zh/api/', activeMatch: '^/zh/api/' },
      {
        text: '更多',
        items: [
          { text: 'GitHub', link: 'https://github.com/x' },
          { text: '首页', link: '/zh/' },
        ],
      },
    ]);
  });

  it('leaves the default language as written', () => {
    expect(en?.nav).toEqual([{ text: 'Guide', link: '/guide/', activeMatch: '^/guide/' }]);
  });
});

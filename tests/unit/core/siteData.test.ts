import { createSiteData, resolveConfig } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';

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
  const loaded = {
    config,
    langs: ['en', 'zh'],
    multiVersion: { default: '', versions: [] },
    siteDir: '/s',
    docsDir: '/s/docs',
    outDir: '/s/dist',
    dependencies: [],
  };
  const site = createSiteData(loaded, {
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

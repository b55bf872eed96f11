import { findConfigLinkProblems, formatConfigLinkProblems, resolveConfig } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';

const routes = ['/', '/guide/', '/guide/start', '/api/', '/zh/', '/zh/guide/', '/zh/guide/start'];

describe('sidebar keys and nav/sidebar links of the config that name no page', () => {
  const config = resolveConfig({
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: [
          { text: 'Guide', link: '/guide/start' },
          {
            text: 'More',
            items: [
              { text: 'Old', link: '/old' },
              { text: 'Feed', link: '/rss.xml' },
            ],
          },
        ],
      },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '指南', link: '/guide/start' },
          { text: '外部', link: 'https://example.com/x' },
        ],
        sidebar: {
          '/guide/': [{ text: '开始', items: [{ link: '/guide/start' }, { link: '/zh/guide/strat#a' }] }],
          '/guid/': [{ link: '/guide/' }],
          '/zh/api/': 'auto',
        },
      },
    ],
    themeConfig: { sidebar: { '/guide/': [{ link: '/guide/start' }, { link: '/moved' }] } },
    redirects: [{ from: '/moved', to: '/guide/start' }],
  });
  const problems = findConfigLinkProblems(config, routes, ['/moved']);

  it('names each by its path in the config, with the prefixed route and a suggestion', () => {
    expect(problems).toEqual([
      { at: 'locales[0].nav[1].items[0].link', target: '/old', kind: 'link', suggestion: '/' },
      {
        at: "locales[1].sidebar['/guide/'][0].items[1].link",
        target: '/zh/guide/strat#a',
        kind: 'link',
        suggestion: '/zh/guide/start',
      },
      { at: "locales[1].sidebar['/guid/']", target: '/zh/guid/', kind: 'key', suggestion: '/zh/guide/' },
      { at: "locales[1].sidebar['/zh/api/']", target: '/zh/api/', kind: 'key', suggestion: '/api/' },
    ]);
  });

  it('prints the config file with each', () => {
    expect(formatConfigLinkProblems(problems.slice(2, 3), 'docs.config.ts')).toBe(
      "  docs.config.ts: locales[1].sidebar['/guid/'] → /zh/guid/ (matches no page; did you mean /zh/guide/?)",
    );
  });

  it('finds nothing in a config whose keys and links all name pages', () => {
    const fine = resolveConfig({
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文', sidebar: { '/guide/': [{ link: '/zh/guide/start' }, { link: '/' }] } },
      ],
    });
    expect(findConfigLinkProblems(fine, routes)).toEqual([]);
  });
});

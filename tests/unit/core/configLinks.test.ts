import {
  cleanPath,
  findConfigLinkProblems,
  formatConfigLinkProblems,
  keyMatcher,
  keyMatches,
  pickSidebar,
  resolveConfig,
} from '@docs-kit/core';
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

describe('sidebar links of a versioned site', () => {
  const versioned = ['/guide/', '/guide/start', '/guide/new', '/v1/guide/', '/v1/guide/start', '/v1/guide/legacy'];
  const multiVersion = { default: 'v2', versions: ['v1', 'v2'] };

  it("checks a version's own sidebar in that version, and a shared one in every version that shows it", () => {
    const config = resolveConfig({
      themeConfig: {
        sidebar: {
          '/guide/': [{ link: '/guide/start' }, { link: '/guide/new' }],
          '/v1/guide/': [{ link: '/guide/start' }, { link: '/guide/legacy' }],
        },
      },
    });
    expect(findConfigLinkProblems(config, versioned, [], multiVersion)).toEqual([]);
  });

  it('reports a shared sidebar link whose page an older version lacks, with that version in the route', () => {
    const config = resolveConfig({ themeConfig: { sidebar: { '/guide/': [{ link: '/guide/new' }] } } });
    expect(findConfigLinkProblems(config, versioned, [], multiVersion)).toEqual([
      { at: "themeConfig.sidebar['/guide/'][0].link", target: '/v1/guide/new', kind: 'link', suggestion: '/guide/new' },
    ]);
  });
});

describe('keyMatcher: a key checked against the whole route table at once', () => {
  it('answers as keyMatches does for every route, for keys with and without a slash, encoded and index forms', () => {
    const table = [...routes, '/v1/zh/guide/start', '/caf%C3%A9/menu', '/deep/a/b/c'];
    const keys = [
      '/',
      '/guide',
      '/guide/',
      '/guid/',
      '/zh',
      '/zh/guide/start',
      '/guide/start/',
      '/guide/index.html',
      '/v1/',
      '/v1/zh/',
      '/café/',
      '/caf%C3%A9/',
      '/deep/a/b',
      '/deep/a/b/c/',
      '/deep/a/b/c/d/',
      '/deep/a/',
      '/api',
      '/ap/',
      '',
    ];
    const matches = keyMatcher(table);
    for (const key of keys) expect([key, matches(key)]).toEqual([key, table.some((route) => keyMatches(key, route))]);
    expect(keyMatcher([])('/')).toBe(false);
  });
});

describe('pickSidebar: the longest key that matches the page', () => {
  const keys = ['/', '/guide', '/guide/', '/guide/start/', '/zh/', '/zh/guide/', '/caf%C3%A9/', '/deep/a/b', '/api'];
  const sidebars = Object.fromEntries(keys.map((key, i) => [key, [{ text: `s${i}`, link: key }]]));
  it('answers as the longest key keyMatches accepts (the first declared among equals), for every route', () => {
    const paths = [...routes, '/guide/start/install.html', '/café/menu', '/deep/a/b/index', '/api', '/other', '/zh'];
    for (const path of paths) {
      let expected: string | undefined;
      for (const key of keys)
        if (keyMatches(key, cleanPath(path)) && (!expected || key.length > expected.length)) expected = key;
      expect([path, pickSidebar(sidebars, path)?.key]).toEqual([path, expected]);
    }
    expect(pickSidebar(sidebars, '/guide/x')?.items).toBe(sidebars['/guide/']);
    expect(pickSidebar({}, '/guide/')).toBeUndefined();
  });
});

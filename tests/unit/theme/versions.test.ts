/** Versioned docs (issue 19): the route rules of versions and the theme's version logic. */
import {
  compileRedirects,
  defaultPrefixRedirect,
  findRedirect,
  joinRoute,
  namedPrefixes,
  notFoundPage,
  sectionOf,
  splitRoute,
} from '@docs-kit/core/runtime';
import { describe, expect, it } from 'vitest';
import { homeLink, localizeLink, mirroredRoute } from '../../../packages/theme-default/src/logic/lang';
import { isNavActive } from '../../../packages/theme-default/src/logic/nav';
import {
  currentVersion,
  navInVersion,
  versionItems,
  versionRoute,
} from '../../../packages/theme-default/src/logic/version';
import { makeSite } from './helpers';

const site = makeSite({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } });

describe('version routes (issue 19)', () => {
  it('splits and joins version, language and path; the default version and language have no prefix', () => {
    expect(splitRoute('/v1/zh/guide/', site)).toEqual({ version: 'v1', lang: 'zh', path: '/guide/' });
    expect(splitRoute('/zh/guide/', site)).toEqual({ version: 'v2', lang: 'zh', path: '/guide/' });
    expect(splitRoute('/v1/', site)).toEqual({ version: 'v1', lang: 'en', path: '/' });
    expect(joinRoute({ version: 'v1', lang: 'zh', path: '/guide/' }, site)).toBe('/v1/zh/guide/');
    expect(joinRoute({ version: 'v2', lang: 'en', path: '/guide/' }, site)).toBe('/guide/');
    expect(splitRoute('/zh/guide/', makeSite())).toEqual({ version: '', lang: 'zh', path: '/guide/' });
  });

  it('drops the default language’s and the default version’s prefixes in every version', () => {
    expect(defaultPrefixRedirect('/v1/en/guide/', site)).toBe('/v1/guide/');
    expect(defaultPrefixRedirect('/en/', site)).toBe('/');
    expect(defaultPrefixRedirect('/v2/zh/guide/', site)).toBe('/zh/guide/');
    expect(defaultPrefixRedirect('/v2', site)).toBe('/');
    expect(defaultPrefixRedirect('/v1/zh/guide/', site)).toBeUndefined();
    expect(defaultPrefixRedirect('/v2/guide/', makeSite())).toBeUndefined();
  });

  it('applies redirects under every version and language prefix, and sections a version apart', () => {
    const rules = compileRedirects([{ from: '/old', to: '/new' }]);
    expect(findRedirect(rules, '/v1/zh/old', ['en', 'zh'], ['v1', 'v2'])).toBe('/v1/zh/new');
    expect(findRedirect(rules, '/v1/old', ['en', 'zh'], ['v1', 'v2'])).toBe('/v1/new');
    expect(findRedirect(rules, '/zh/old', ['en', 'zh'], ['v1', 'v2'])).toBe('/zh/new');
    expect(sectionOf('/v1/zh/guide/install', ['en', 'zh'], ['v1', 'v2'])).toBe('/v1/zh/guide');
    expect(sectionOf('/v1/', ['en', 'zh'], ['v1', 'v2'])).toBe('/v1');
  });

  it('keeps the prefixes a path names itself, the default version and language included', () => {
    const langs = ['en', 'zh'];
    const versions = ['v1', 'v2'];
    expect(namedPrefixes('/v1/zh/guide/', langs, versions)).toEqual({ version: 'v1', lang: 'zh', rest: '/guide/' });
    expect(namedPrefixes('/v2/en/guide', langs, versions)).toEqual({ version: 'v2', lang: 'en', rest: '/guide' });
    expect(namedPrefixes('/zh', langs, versions)).toEqual({ lang: 'zh', rest: '/' });
    expect(namedPrefixes('/v1', langs, versions)).toEqual({ version: 'v1', rest: '/' });
    expect(namedPrefixes('/guide/v1/', langs, versions)).toEqual({ rest: '/guide/v1/' });
    expect(namedPrefixes('/zh/v1/', langs, versions)).toEqual({ lang: 'zh', rest: '/v1/' });
    expect(namedPrefixes('/', langs)).toEqual({ rest: '/' });

    const rules = compileRedirects([
      { from: '/old', to: '/new' },
      { from: '^/gone/(.*)$', to: '/here/$1' },
    ]);
    expect(findRedirect(rules, '/v2/en/old', langs, versions)).toBe('/v2/en/new');
    expect(findRedirect(rules, '/en/gone/a/b.html', langs, versions)).toBe('/en/here/a/b');
    expect(findRedirect(rules, '/zh/v1/old', langs, versions)).toBeUndefined();
    expect(findRedirect(rules, '/v1', langs, versions)).toBeUndefined();
    expect(sectionOf('/v2/en/guide/start/x', langs, versions)).toBe('/v2/en/guide');
    expect(sectionOf('/v1/guide', langs, versions)).toBe('/v1');
    expect(sectionOf('/v1/zh', langs, versions)).toBe('/v1/zh');
    expect(sectionOf('/zh/v1/guide/x', langs, versions)).toBe('/zh/v1');
    for (const link of ['/zh/guide/', '/en/guide/', '/v1/guide/', '/v2/zh/'])
      expect(localizeLink(site, link, 'zh', 'v1')).toBe(link);
    expect(localizeLink(site, '/guide/v1/', 'zh', 'v1')).toBe('/v1/zh/guide/v1/');
    expect(localizeLink(site, 'guide/', 'zh', 'v1')).toBe('guide/');
    expect(localizeLink(site, '//cdn.example.com/x', 'zh', 'v1')).toBe('//cdn.example.com/x');
  });

  it('gives a missing page the version and language of its path, and its home link stays there', () => {
    expect(notFoundPage(site, '/v1/zh/nope').pageData).toMatchObject({ version: 'v1', lang: 'zh' });
    expect(homeLink(site, 'zh', 'v1')).toBe('/v1/zh/');
    expect(homeLink(site, 'en', 'v2')).toBe('/');
  });
});

describe('the theme in a versioned site (issue 19)', () => {
  const page = { routePath: '/v1/zh/guide/install', pageType: 'doc' as const, versions: ['v1', 'v2'] };

  it('switches to the same page in another version, or that version’s home where it is missing', () => {
    expect(versionItems(site, page)).toEqual([
      { text: 'v1', link: '/v1/zh/guide/install' },
      { text: 'v2', link: '/zh/guide/install' },
    ]);
    const legacy = { routePath: '/v1/guide/legacy', pageType: 'doc' as const, versions: ['v1'] };
    expect(versionRoute(site, legacy, 'v2')).toBe('/');
    expect(versionRoute(site, { routePath: '/v1/zh/nope', pageType: '404' }, 'v2')).toBe('/zh/');
    expect(currentVersion(site, { version: '' })).toBe('v2');
  });

  it('keeps the version when switching language', () => {
    expect(mirroredRoute(site, '/v1/guide/install', 'zh', ['en', 'zh'])).toBe('/v1/zh/guide/install');
    expect(mirroredRoute(site, '/v1/guide/legacy', 'zh', ['en'])).toBe('/v1/zh/');
    expect(localizeLink(site, '/guide/', 'zh', 'v1')).toBe('/v1/zh/guide/');
    expect(localizeLink(site, '/guide/', 'en', 'v2')).toBe('/guide/');
  });

  it('takes the nav into an old version: links and activeMatch under its prefix', () => {
    const nav = [
      { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
      { text: 'Changelog', link: 'https://example.com/changelog' },
    ];
    const v1 = navInVersion(nav, site, 'v1');
    expect(v1[0]).toMatchObject({ link: '/v1/guide/', activeMatch: '^/v1/guide/' });
    expect(v1[1]?.link).toBe('https://example.com/changelog');
    expect(isNavActive(v1[0] as (typeof v1)[number], '/v1/guide/install')).toBe(true);
    expect(navInVersion(nav, site, 'v2')).toEqual(nav);
  });
});

import {
  compileRedirects,
  createRouteRegistry,
  findRedirect,
  LOCALE_REDIRECT_KEY,
  localeRedirectTarget,
  type SiteData,
  sectionOf,
} from '@docs-kit/core/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

const site = {
  lang: 'en',
  langs: ['en', 'zh'],
  multiVersion: { default: '', versions: [] },
  themeConfig: { localeRedirect: 'auto' },
} as unknown as SiteData;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('locale redirect (spec 2.1)', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

  it('sends a Chinese browser to the Chinese page once, and remembers it did', () => {
    const storage = memoryStorage();
    expect(
      localeRedirectTarget(site, '/guide/start/', { languages: ['zh-CN', 'en'], userAgent: chrome, storage }),
    ).toBe('/zh/guide/start/');
    expect(storage.data.get(LOCALE_REDIRECT_KEY)).toBe('1');
    expect(
      localeRedirectTarget(site, '/guide/start/', { languages: ['zh-CN'], userAgent: chrome, storage }),
    ).toBeUndefined();
  });

  it('leaves crawlers, matching languages and `never` alone', () => {
    expect(
      localeRedirectTarget(site, '/', { languages: ['zh'], userAgent: 'Googlebot/2.1', storage: memoryStorage() }),
    ).toBeUndefined();
    expect(
      localeRedirectTarget(site, '/zh/', { languages: ['zh'], userAgent: chrome, storage: memoryStorage() }),
    ).toBeUndefined();
    expect(
      localeRedirectTarget(site, '/', { languages: ['fr'], userAgent: chrome, storage: memoryStorage() }),
    ).toBeUndefined();
    const never = { ...site, themeConfig: { localeRedirect: 'never' } } as unknown as SiteData;
    expect(
      localeRedirectTarget(never, '/', { languages: ['zh'], userAgent: chrome, storage: memoryStorage() }),
    ).toBeUndefined();
  });

  it('sends a Chinese page to English for an English browser', () => {
    expect(
      localeRedirectTarget(site, '/zh/config/', { languages: ['en-US'], userAgent: chrome, storage: memoryStorage() }),
    ).toBe('/config/');
  });
});

describe('redirects (spec 2.3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('matches old paths in every language, with their .html and slash forms', () => {
    const rules = compileRedirects([
      { from: '/config/source/alias', to: '/config/resolve/alias' },
      { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
      { from: '^/old/(.*)$', to: '/new/$1' },
    ]);
    expect(findRedirect(rules, '/config/source/alias', ['en', 'zh'])).toBe('/config/resolve/alias');
    expect(findRedirect(rules, '/config/source/alias.html', ['en', 'zh'])).toBe('/config/resolve/alias');
    expect(findRedirect(rules, '/zh/config/source/alias/', ['en', 'zh'])).toBe('/zh/config/resolve/alias');
    expect(findRedirect(rules, '/plugins/list/plugin-assets-retry', ['en', 'zh'])).toBe(
      'https://github.com/rstackjs/rsbuild-plugin-assets-retry',
    );
    expect(findRedirect(rules, '/old/a/b', ['en', 'zh'])).toBe('/new/a/b');
    expect(findRedirect(rules, '/config/source/alias-strategy', ['en', 'zh'])).toBeUndefined();
  });

  it('skips an invalid pattern with a warning and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rules = compileRedirects([
      { from: '^/bad[', to: '/x' },
      { from: '/a', to: '/b' },
    ]);
    expect(rules).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('^/bad['));
    expect(findRedirect(rules, '/a', ['en'])).toBe('/b');
  });
});

describe('route sections', () => {
  it('groups routes by language and first folder', () => {
    expect(sectionOf('/guide/start/quick-start', ['en', 'zh'])).toBe('/guide');
    expect(sectionOf('/zh/guide/start/', ['en', 'zh'])).toBe('/zh/guide');
    expect(sectionOf('/config/', ['en', 'zh'])).toBe('/config');
    expect(sectionOf('/', ['en', 'zh'])).toBe('/');
    expect(sectionOf('/zh/', ['en', 'zh'])).toBe('/zh');
    expect(sectionOf('/about', ['en', 'zh'])).toBe('/');
  });

  it("fetches a section's manifest from the locator once, and treats a missing one as no routes", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (url.includes('/zh-guide.'))
        return new Response(JSON.stringify([['/zh/guide/start', 'zh', '/assets/pages/zh-guide-start.js']]));
      if (url.includes('/root.')) return new Response(JSON.stringify([['/about', 'en', '/assets/pages/about.js']]));
      return new Response('not found', { status: 404 });
    });
    try {
      const registry = createRouteRegistry({ manifests: { prefix: '/assets/routes/', suffix: '.b1.json' } }, [
        'en',
        'zh',
      ]);
      await registry.ensure('/zh/guide/start');
      await registry.ensure('/zh/guide/other');
      expect(fetched).toEqual(['/assets/routes/zh-guide.b1.json']);
      expect(registry.list().map((r) => [r.path, r.lang])).toEqual([['/zh/guide/start', 'zh']]);
      await expect(registry.ensure('/missing/page')).resolves.toBeUndefined();
      expect(fetched).toContain('/assets/routes/missing.b1.json');
      expect(registry.list()).toHaveLength(1);
      // A top-level page is found in the top-level manifest: no folder section `/about` is asked for.
      await registry.ensure('/about');
      expect(fetched.slice(-1)).toEqual(['/assets/routes/root.b1.json']);
      expect(registry.list().map((r) => r.path)).toContain('/about');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

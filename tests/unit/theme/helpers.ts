import type { SiteData } from '@docs-kit/core/runtime';

/** A minimal SiteData for the theme's pure logic, overridable per test. */
export function makeSite(
  overrides: Omit<Partial<SiteData>, 'themeConfig'> & { themeConfig?: Record<string, unknown> } = {},
): SiteData {
  const { themeConfig, ...rest } = overrides;
  return {
    title: 'Kit Docs',
    description: 'Docs',
    base: '/',
    lang: 'en',
    langs: ['en', 'zh'],
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
    multiVersion: { default: '', versions: [] },
    search: false,
    markdown: { showLineNumbers: false, defaultWrapCode: false },
    redirects: [],
    route: { cleanUrls: true, exclude: [] },
    ...rest,
    themeConfig: {
      nav: [],
      sidebar: {},
      darkMode: true,
      socialLinks: [],
      lastUpdated: false,
      hideNavbar: 'never',
      localeRedirect: 'never',
      enableScrollToTop: false,
      enableContentAnimation: false,
      fallbackHeadingTitle: true,
      texts: {},
      locales: [],
      ...themeConfig,
    } as SiteData['themeConfig'],
  } as SiteData;
}

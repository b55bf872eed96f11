import { defineConfig } from '@docs-kit/cli';

/**
 * The Rsbuild documentation site: English at `/`, Chinese under `/zh`.
 * Sidebars are written once and mirrored for Chinese with translated group names; an item without
 * `text` shows its page's title.
 */

type Lang = 'en' | 'zh';
type Item =
  | { text?: string; link?: string; items?: Item[]; collapsed?: boolean }
  | { dividerType: 'dashed' | 'solid' }
  | { sectionHeaderText: string };

const REPO = 'https://github.com/web-infra-dev/rsbuild';

const pages = (prefix: string, names: string[]): Item[] => names.map((name) => ({ link: `${prefix}${name}` }));
const group = (text: Record<Lang, string>, items: Item[], lang: Lang, collapsed = false): Item => ({
  text: text[lang],
  items,
  collapsed,
});

function guideSidebar(lang: Lang): Item[] {
  return [
    group(
      { en: 'Getting Started', zh: '开始' },
      [{ link: '/guide/start/' }, ...pages('/guide/start/', ['quick-start', 'features', 'glossary'])],
      lang,
    ),
    group(
      { en: 'Framework', zh: '框架' },
      pages('/guide/framework/', ['react', 'vue', 'preact', 'svelte', 'solid']),
      lang,
    ),
    group(
      { en: 'Basic Features', zh: '基础功能' },
      pages('/guide/basic/', [
        'cli',
        'server',
        'output-files',
        'static-assets',
        'html-template',
        'json-files',
        'typescript',
        'wasm-assets',
        'web-workers',
        'static-deploy',
        'upgrade-rsbuild',
      ]),
      lang,
    ),
    group({ en: 'Configuration', zh: '配置' }, pages('/guide/configuration/', ['rsbuild', 'rspack', 'swc']), lang),
    group(
      { en: 'Styling', zh: '样式' },
      pages('/guide/styling/', ['css-usage', 'css-modules', 'css-in-js', 'tailwindcss', 'tailwindcss-v3', 'unocss']),
      lang,
    ),
    group(
      { en: 'Advanced', zh: '进阶' },
      pages('/guide/advanced/', [
        'alias',
        'env-vars',
        'hmr',
        'browserslist',
        'browser-compatibility',
        'environments',
        'module-federation',
        'ssr',
      ]),
      lang,
    ),
    group(
      { en: 'Optimization', zh: '优化' },
      pages('/guide/optimization/', ['code-splitting', 'build-performance', 'inline-assets', 'optimize-bundle']),
      lang,
    ),
    group(
      { en: 'Migration', zh: '迁移' },
      pages('/guide/migration/', ['webpack', 'cra', 'vue-cli', 'vite', 'modern-builder', 'rsbuild-0-x']),
      lang,
    ),
    group({ en: 'Debug', zh: '调试' }, pages('/guide/debug/', ['debug-mode', 'build-profiling', 'rsdoctor']), lang),
    group({ en: 'FAQ', zh: '常见问题' }, pages('/guide/faq/', ['general', 'features', 'exceptions', 'hmr']), lang),
  ];
}

const CONFIG_GROUPS: [key: string, folder: string, names: string[]][] = [
  [
    'dev',
    'dev',
    [
      'asset-prefix',
      'cli-shortcuts',
      'client',
      'hmr',
      'lazy-compilation',
      'live-reload',
      'progress-bar',
      'setup-middlewares',
      'watch-files',
      'write-to-disk',
    ],
  ],
  ['resolve', 'resolve', ['alias', 'alias-strategy', 'dedupe', 'extensions']],
  [
    'source',
    'source',
    [
      'assets-include',
      'decorators',
      'define',
      'entry',
      'exclude',
      'include',
      'pre-entry',
      'transform-import',
      'tsconfig-path',
    ],
  ],
  [
    'output',
    'output',
    [
      'asset-prefix',
      'charset',
      'clean-dist-path',
      'copy',
      'css-modules',
      'data-uri-limit',
      'dist-path',
      'emit-assets',
      'emit-css',
      'externals',
      'filename',
      'filename-hash',
      'inject-styles',
      'inline-scripts',
      'inline-styles',
      'legal-comments',
      'manifest',
      'minify',
      'override-browserslist',
      'polyfill',
      'source-map',
      'target',
    ],
  ],
  [
    'html',
    'html',
    [
      'app-icon',
      'crossorigin',
      'favicon',
      'inject',
      'meta',
      'mount-id',
      'output-structure',
      'script-loading',
      'tags',
      'template',
      'template-parameters',
      'title',
    ],
  ],
  [
    'server',
    'server',
    [
      'base',
      'compress',
      'cors',
      'headers',
      'history-api-fallback',
      'host',
      'html-fallback',
      'https',
      'middleware-mode',
      'open',
      'port',
      'print-urls',
      'proxy',
      'public-dir',
      'strict-port',
    ],
  ],
  ['security', 'security', ['nonce', 'sri']],
  [
    'tools',
    'tools',
    [
      'bundler-chain',
      'css-extract',
      'css-loader',
      'html-plugin',
      'lightningcss-loader',
      'postcss',
      'rspack',
      'style-loader',
      'swc',
    ],
  ],
  [
    'performance',
    'performance',
    [
      'build-cache',
      'bundle-analyze',
      'chunk-split',
      'dns-prefetch',
      'preconnect',
      'prefetch',
      'preload',
      'print-file-size',
      'profile',
      'remove-console',
      'remove-moment-locale',
    ],
  ],
  ['moduleFederation', 'module-federation', ['options']],
];

function configSidebar(lang: Lang): Item[] {
  return [
    { text: lang === 'en' ? 'Overview' : '概览', link: '/config/' },
    ...pages('/config/', ['root', 'mode', 'plugins', 'environments']),
    { dividerType: 'solid' },
    ...CONFIG_GROUPS.map(([key, folder, names]) => ({
      text: key,
      items: pages(`/config/${folder}/`, names),
      collapsed: false,
    })),
  ];
}

function apiSidebar(lang: Lang): Item[] {
  return [
    { text: lang === 'en' ? 'Introduction' : '介绍', link: '/api/start/' },
    { sectionHeaderText: 'JavaScript API' },
    ...pages('/api/javascript-api/', ['core', 'instance', 'types', 'dev-server-api', 'environment-api']),
  ];
}

function communitySidebar(lang: Lang): Item[] {
  return [
    { link: '/community/' },
    group(
      { en: 'Releases', zh: '发布' },
      [
        { link: '/community/releases/' },
        ...pages('/community/releases/', ['v1-0', 'v0-7', 'v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1']),
      ],
      lang,
    ),
  ];
}

function pluginsSidebar(lang: Lang): Item[] {
  return [
    group(
      { en: 'Plugin List', zh: '插件列表' },
      [
        { link: '/plugins/list/' },
        ...pages('/plugins/list/plugin-', [
          'react',
          'vue',
          'preact',
          'svelte',
          'solid',
          'svgr',
          'babel',
          'sass',
          'less',
          'stylus',
        ]),
      ],
      lang,
    ),
    { dividerType: 'dashed' },
    group(
      { en: 'Plugin Development', zh: '插件开发' },
      [{ link: '/plugins/dev/' }, ...pages('/plugins/dev/', ['core', 'hooks'])],
      lang,
    ),
  ];
}

/**
 * Each language's sidebars and nav are written once, without the `/zh` prefix: inside a locale,
 * keys and links are relative to its language and the framework adds the prefix.
 */
function sidebar(lang: Lang) {
  return {
    '/guide/': guideSidebar(lang),
    '/config/': configSidebar(lang),
    '/api/': apiSidebar(lang),
    '/community/': communitySidebar(lang),
    '/plugins/': pluginsSidebar(lang),
  };
}

function nav(lang: Lang) {
  const t = (en: string, zh: string) => (lang === 'en' ? en : zh);
  return [
    { text: t('Guide', '指南'), link: '/guide/start/', activeMatch: '^/guide/' },
    { text: t('Config', '配置'), link: '/config/', activeMatch: '^/config/' },
    { text: t('Plugin', '插件'), link: '/plugins/list/', activeMatch: '^/plugins/' },
    { text: 'API', link: '/api/start/', activeMatch: '^/api/' },
    { text: t('Community', '社区'), link: '/community/', activeMatch: '^/community/' },
    {
      text: t('Version', '版本'),
      items: [
        { text: t('Changelog', '更新日志'), link: `${REPO}/releases` },
        { text: t('v0.x docs', 'v0.x 文档'), link: 'https://v0.rsbuild.rs/' },
      ],
    },
  ];
}

export default defineConfig({
  title: 'Rsbuild',
  description: 'The Rspack-powered build tool: fast, batteries included, framework agnostic.',
  icon: '/logos/rsbuild.svg',
  logo: '/logos/rsbuild.svg',
  lang: 'en',
  siteUrl: 'https://rsbuild.rs',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rsbuild',
      description: 'The Rspack-powered build tool: fast, batteries included, framework agnostic.',
      nav: nav('en'),
      sidebar: sidebar('en'),
      editLink: { text: 'Edit this page on GitHub' },
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rsbuild',
      description: '由 Rspack 驱动的构建工具：快速、开箱即用、不绑定框架。',
      nav: nav('zh'),
      sidebar: sidebar('zh'),
      editLink: { text: '在 GitHub 上编辑此页' },
      texts: {
        outlineTitle: '目录',
        prevPageText: '上一页',
        nextPageText: '下一页',
        lastUpdatedText: '最后更新时间',
      },
    },
  ],
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: REPO },
      { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
      { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/rspack.rs' },
    ],
    editLink: { docRepoBaseUrl: `${REPO}/tree/main/website/docs` },
    lastUpdated: true,
    enableScrollToTop: true,
    enableContentAnimation: true,
    hideNavbar: 'auto',
    landingBackground: 'https://assets.rspack.rs/rspack/assets/landingpage-background-compressed.png',
  },
  search: { provider: 'local', resultsPerGroup: 20 },
  redirects: [
    { from: '/config/source/alias', to: '/config/resolve/alias' },
    { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
    { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
    { from: '/guide/basic/css-usage', to: '/guide/styling/css-usage' },
    { from: '/guide/basic/css-modules', to: '/guide/styling/css-modules' },
    { from: '/guide/basic/tailwindcss', to: '/guide/styling/tailwindcss' },
    { from: '/guide/basic/tailwindcss-v3', to: '/guide/styling/tailwindcss-v3' },
    { from: '/guide/basic/unocss', to: '/guide/styling/unocss' },
    { from: '/guide/basic/configure-rspack', to: '/guide/configuration/rspack' },
    { from: '/guide/basic/configure-rsbuild', to: '/guide/configuration/rsbuild' },
    { from: '/guide/basic/configure-swc', to: '/guide/configuration/swc' },
  ],
});

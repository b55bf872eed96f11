import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteData, type PageTitles, resolveConfig } from '@docs-kit/core';
import { afterAll, describe, expect, it } from 'vitest';

const docsDir = mkdtempSync(path.join(tmpdir(), 'auto-sidebar-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

function meta(relative: string, entries: unknown) {
  mkdirSync(path.join(docsDir, path.dirname(relative)), { recursive: true });
  writeFileSync(path.join(docsDir, relative), JSON.stringify(entries));
}

function site(
  config: Record<string, unknown>,
  pages: PageTitles,
  multiVersion = { default: '', versions: [] as string[] },
) {
  const resolved = resolveConfig(config);
  const langs = resolved.locales.length ? resolved.locales.map((l) => l.lang) : [resolved.lang];
  return createSiteData(
    {
      config: resolved,
      langs,
      multiVersion,
      siteDir: docsDir,
      docsDir,
      outDir: '/dist',
      dependencies: [],
    },
    pages,
  );
}

const en = (title: string, order?: number) => ({ title, lang: 'en', order });
const zh = (title: string, order?: number) => ({ title, lang: 'zh', order });

describe("sidebar: 'auto' without _meta.json", () => {
  const pages: PageTitles = {
    '/': en('Home'),
    '/guide/': en('Guide'),
    '/guide/b-intro': en('Introduction', 1),
    '/guide/a-install': en('Install', 2),
    '/guide/z-faq': en('FAQ'),
    '/guide/c-later': en('Later'),
    '/guide/advanced/': en('Advanced topics', 3),
    '/guide/advanced/plugins': en('Plugins'),
    '/guide/advanced/hooks': en('Hooks'),
    '/guide/step-10': en('Step 10'),
    '/guide/step-9': en('Step 9'),
    '/guide/no-index/page': en('Lonely'),
    '/api/config': en('Config'),
  };
  const { themeConfig } = site({ themeConfig: { sidebar: 'auto' } }, pages);

  it('makes one sidebar per top-level folder', () => {
    expect(Object.keys(themeConfig.sidebar)).toEqual(['/api/', '/guide/']);
    expect(themeConfig.sidebar['/api/']).toEqual([{ link: '/api/config', text: 'Config' }]);
  });

  it('orders by front-matter order, then by file name (numbers in order), the index first', () => {
    const guide = themeConfig.sidebar['/guide/'] ?? [];
    expect(guide.map((item) => ('text' in item ? item.text : ''))).toEqual([
      'Guide',
      'Introduction',
      'Install',
      'Advanced topics',
      'Later',
      'No index',
      'Step 9',
      'Step 10',
      'FAQ',
    ]);
  });

  it('makes a folder a group, linked to its index page and titled by it, or named after the folder', () => {
    const guide = themeConfig.sidebar['/guide/'] ?? [];
    expect(guide[3]).toEqual({
      link: '/guide/advanced/',
      text: 'Advanced topics',
      items: [
        { link: '/guide/advanced/hooks', text: 'Hooks' },
        { link: '/guide/advanced/plugins', text: 'Plugins' },
      ],
    });
    expect(guide[5]).toEqual({ text: 'No index', items: [{ link: '/guide/no-index/page', text: 'Lonely' }] });
  });
});

describe('_meta.json (Rspress form) and per-language, per-key auto', () => {
  meta('zh/guide/_meta.json', [
    'intro',
    { type: 'file', name: 'install.md', label: '安装', tag: 'new' },
    { type: 'divider', dashed: true },
    { type: 'section-header', label: '进阶' },
    { type: 'dir', name: 'advanced', label: '高级', collapsed: true },
    { type: 'dir-section-header', name: 'deploy' },
    { type: 'custom-link', label: '更新日志', link: '/changelog' },
    { type: 'custom-link', label: 'GitHub', link: 'https://github.com/x' },
  ]);
  meta('zh/guide/advanced/_meta.json', ['plugins', 'hooks']);
  const pages: PageTitles = {
    '/guide/intro': en('Intro'),
    '/zh/guide/intro': zh('介绍'),
    '/zh/guide/install': zh('安装指南'),
    '/zh/guide/unlisted': zh('未列出'),
    '/zh/guide/advanced': zh('高级主题'),
    '/zh/guide/advanced/hooks': zh('钩子'),
    '/zh/guide/advanced/plugins': zh('插件'),
    '/zh/guide/deploy/': zh('部署'),
    '/zh/guide/deploy/static': zh('静态部署'),
    '/zh/changelog': zh('更新日志'),
  };
  const data = site(
    {
      locales: [
        { lang: 'en', label: 'English', sidebar: { '/guide/': 'auto' } },
        { lang: 'zh', label: '简体中文', sidebar: { '/guide/': 'auto', '/api/': [{ link: '/api/' }] } },
      ],
    },
    pages,
  );
  const zhSidebars = data.themeConfig.locales[1]?.sidebar ?? {};

  it('follows the _meta.json entries in their order (and only those), with labels, dividers and headers', () => {
    expect(Object.keys(zhSidebars)).toEqual(['/zh/guide/', '/zh/api/']);
    expect(zhSidebars['/zh/guide/']).toEqual([
      { link: '/zh/guide/intro', text: '介绍' },
      { link: '/zh/guide/install', text: '安装', tag: 'new' },
      { dividerType: 'dashed' },
      { sectionHeaderText: '进阶' },
      {
        link: '/zh/guide/advanced',
        text: '高级',
        collapsed: true,
        items: [
          { link: '/zh/guide/advanced/plugins', text: '插件' },
          { link: '/zh/guide/advanced/hooks', text: '钩子' },
        ],
      },
      { sectionHeaderText: '部署' },
      { link: '/zh/guide/deploy/static', text: '静态部署' },
      { text: '更新日志', link: '/zh/changelog' },
      { text: 'GitHub', link: 'https://github.com/x' },
    ]);
    expect(zhSidebars['/zh/api/']).toEqual([{ link: '/zh/api/' }]);
  });

  it('generates each language from its own folder', () => {
    expect(data.themeConfig.locales[0]?.sidebar).toEqual({ '/guide/': [{ link: '/guide/intro', text: 'Intro' }] });
  });

  it('names the _meta.json and the entry that matches no page', () => {
    meta('en/guide/_meta.json', ['intro', 'instal']);
    expect(() => site({ themeConfig: { sidebar: { '/guide/': 'auto' } } }, { '/guide/intro': en('Intro') })).toThrow(
      /en\/guide\/_meta\.json: entry \[1\] names "instal", which is no page or folder/,
    );
    meta('en/guide/_meta.json', [{ type: 'dir', nme: 'x' }]);
    expect(() => site({ themeConfig: { sidebar: 'auto' } }, { '/guide/intro': en('Intro') })).toThrow(
      /Invalid sidebar file .*_meta\.json/,
    );
    rmSync(path.join(docsDir, 'en/guide/_meta.json'));
  });
});

describe('auto sidebars on a versioned site', () => {
  const pages: PageTitles = {
    '/guide/': en('Guide'),
    '/guide/new': en('New in v2'),
    '/v1/guide/': en('Guide'),
    '/v1/guide/legacy': en('Legacy'),
    '/zh/guide/': zh('指南'),
    '/v1/zh/guide/': zh('指南'),
    '/v1/zh/guide/old': zh('旧页面'),
  };
  const multiVersion = { default: 'v2', versions: ['v1', 'v2'] };

  it("makes each version's sidebars from that version's own pages", () => {
    const data = site({ themeConfig: { sidebar: 'auto' } }, pages, multiVersion);
    expect(data.themeConfig.sidebar).toEqual({
      '/guide/': [
        { link: '/guide/', text: 'Guide' },
        { link: '/guide/new', text: 'New in v2' },
      ],
      '/v1/guide/': [
        { link: '/v1/guide/', text: 'Guide' },
        { link: '/v1/guide/legacy', text: 'Legacy' },
      ],
    });
  });

  it('does the same for a key set to auto, in each language', () => {
    const data = site(
      {
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh', label: '简体中文', sidebar: { '/guide/': 'auto' } },
        ],
      },
      pages,
      multiVersion,
    );
    expect(data.themeConfig.locales[1]?.sidebar).toEqual({
      '/zh/guide/': [{ link: '/zh/guide/', text: '指南' }],
      '/v1/zh/guide/': [
        { link: '/v1/zh/guide/', text: '指南' },
        { link: '/v1/zh/guide/old', text: '旧页面' },
      ],
    });
  });
});

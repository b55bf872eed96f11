import type { SiteData } from '@docs-kit/core/runtime';

/** Every text the theme shows by itself, in one language. */
export type ThemeTexts = {
  outlineTitle: string;
  prevPageText: string;
  nextPageText: string;
  lastUpdatedText: string;
  editLinkText: string;
  notFoundTitle: string;
  notFoundLinkText: string;
  notFoundLinkLabel: string;
  filterNameText: string;
  filterPlaceholderText: string;
  filterNoResultText: string;
  defaultGroupTitle: string;
  getStartedButtonText: string;
  learnMoreButtonText: string;
  /** Read after the hero's Learn More (visually hidden): what it is about. `{title}`: the site title. */
  learnMoreAboutText: string;
  /** Then, for a link off the site, where it goes. `{target}`: e.g. GitHub. */
  learnMoreTargetText: string;
  menuText: string;
  skipToContentText: string;
  scrollToTopText: string;
  copyText: string;
  copiedText: string;
  copyFailedText: string;
  wrapText: string;
  switchToDarkText: string;
  switchToLightText: string;
  languageText: string;
  versionText: string;
  /** The bar on an old version's pages (`{version}`: that version; `{latest}`: the default one). */
  oldVersionText: string;
  oldVersionLinkText: string;
  moreText: string;
  socialLinksText: string;
  closeText: string;
  dismissText: string;
  feedsText: string;
  openMenuText: string;
  closeMenuText: string;
  zoomImageText: string;
};

/** Spec 2.4 defaults. */
const EN: ThemeTexts = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  lastUpdatedText: 'Last Updated',
  editLinkText: 'Edit this page',
  notFoundTitle: 'PAGE NOT FOUND',
  notFoundLinkText: 'Take me home',
  notFoundLinkLabel: 'go to home',
  filterNameText: 'Filter',
  filterPlaceholderText: 'Enter keyword',
  filterNoResultText: 'No matching API found',
  defaultGroupTitle: 'Others',
  getStartedButtonText: 'Get Started',
  learnMoreButtonText: 'Learn More',
  learnMoreAboutText: ' about {title}',
  learnMoreTargetText: ' on {target}',
  menuText: 'Menu',
  skipToContentText: 'Skip to content',
  scrollToTopText: 'Scroll to top',
  copyText: 'Copy code',
  copiedText: 'Copied',
  copyFailedText: 'Press Ctrl+C to copy',
  wrapText: 'Toggle line wrap',
  switchToDarkText: 'Switch to dark theme',
  switchToLightText: 'Switch to light theme',
  languageText: 'Change language',
  versionText: 'Version',
  oldVersionText: 'You are reading the docs of an old version ({version}).',
  oldVersionLinkText: 'Read this page in the latest version ({latest})',
  moreText: 'More links',
  socialLinksText: 'Social links',
  closeText: 'Close',
  dismissText: 'Dismiss banner',
  feedsText: 'Subscribe',
  openMenuText: 'Open navigation menu',
  closeMenuText: 'Close navigation menu',
  zoomImageText: 'Zoom image',
};

const ZH: ThemeTexts = {
  outlineTitle: '目录',
  prevPageText: '上一页',
  nextPageText: '下一页',
  lastUpdatedText: '最后更新时间',
  editLinkText: '编辑此页',
  notFoundTitle: '页面未找到',
  notFoundLinkText: '返回首页',
  notFoundLinkLabel: 'go to home',
  filterNameText: '过滤',
  filterPlaceholderText: '输入关键词',
  filterNoResultText: '未找到匹配的 API',
  defaultGroupTitle: '其他',
  getStartedButtonText: '快速开始',
  learnMoreButtonText: '了解更多',
  learnMoreAboutText: '关于 {title} 的内容',
  learnMoreTargetText: '（{target}）',
  menuText: '菜单',
  skipToContentText: '跳到正文',
  scrollToTopText: '回到顶部',
  copyText: '复制代码',
  copiedText: '已复制',
  copyFailedText: '请按 Ctrl+C 复制',
  wrapText: '切换自动换行',
  switchToDarkText: '切换到深色主题',
  switchToLightText: '切换到浅色主题',
  languageText: '切换语言',
  versionText: '版本',
  oldVersionText: '你正在阅读旧版本（{version}）的文档。',
  oldVersionLinkText: '查看此页的最新版本（{latest}）',
  moreText: '更多链接',
  socialLinksText: '社交链接',
  closeText: '关闭',
  dismissText: '关闭通知',
  feedsText: '订阅',
  openMenuText: '打开导航菜单',
  closeMenuText: '关闭导航菜单',
  zoomImageText: '放大图片',
};

/** Built-in texts per language; other languages fall back to English. */
export const DEFAULT_TEXTS: Record<string, ThemeTexts> = { en: EN, zh: ZH };

type ConfigTexts = SiteData['themeConfig']['texts'];

function flatten(texts: ConfigTexts | undefined, editLinkText: string | undefined): Partial<ThemeTexts> {
  if (!texts) return editLinkText ? { editLinkText } : {};
  const { overview, search: _search, ...rest } = texts;
  const out: Partial<ThemeTexts> = {};
  for (const [key, value] of Object.entries({ ...rest, ...overview })) {
    if (typeof value === 'string') out[key as keyof ThemeTexts] = value;
  }
  if (editLinkText && !out.editLinkText) out.editLinkText = editLinkText;
  return out;
}

/** `locales[].texts` over `themeConfig.texts` over the built-in defaults of the language. */
export function resolveTexts(site: SiteData, lang: string): ThemeTexts {
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const base = DEFAULT_TEXTS[lang] ?? EN;
  // The shared texts are written in the default language; only apply them to it or to languages
  // without built-in texts, so a Chinese page never shows English overrides meant for English.
  const shared =
    lang === site.lang || !DEFAULT_TEXTS[lang] ? flatten(site.themeConfig.texts, site.themeConfig.editLink?.text) : {};
  return { ...base, ...shared, ...flatten(locale?.texts, locale?.editLink?.text) };
}

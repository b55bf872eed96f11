/** Every text of the search button and modal (spec 2.5: Chinese texts for the Chinese site). */
export interface SearchTexts {
  buttonText: string;
  placeholder: string;
  searchInputLabel: string;
  dialogLabel: string;
  resetButtonTitle: string;
  cancelButtonText: string;
  recentSearchesTitle: string;
  noRecentSearchesText: string;
  saveRecentSearchButtonTitle: string;
  removeRecentSearchButtonTitle: string;
  favoriteSearchesTitle: string;
  removeFavoriteSearchButtonTitle: string;
  errorTitle: string;
  errorHelp: string;
  loadingText: string;
  noResultsText: string;
  suggestedQueryText: string;
  reportMissingResultsText: string;
  reportMissingResultsLinkText: string;
  selectText: string;
  navigateText: string;
  closeText: string;
  resultsCountText: string;
}

const EN: SearchTexts = {
  buttonText: 'Search',
  placeholder: 'Search docs',
  searchInputLabel: 'Search',
  dialogLabel: 'Search the docs',
  resetButtonTitle: 'Clear the query',
  cancelButtonText: 'Cancel',
  recentSearchesTitle: 'Recent',
  noRecentSearchesText: 'No recent searches',
  saveRecentSearchButtonTitle: 'Save this search',
  removeRecentSearchButtonTitle: 'Remove this search from history',
  favoriteSearchesTitle: 'Favorite',
  removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  loadingText: 'Searching…',
  noResultsText: 'No results for',
  suggestedQueryText: 'Try searching for',
  reportMissingResultsText: 'Believe this query should return results?',
  reportMissingResultsLinkText: 'Let us know.',
  selectText: 'to select',
  navigateText: 'to navigate',
  closeText: 'to close',
  resultsCountText: '{count} results',
};

const ZH: SearchTexts = {
  buttonText: '搜索',
  placeholder: '搜索文档',
  searchInputLabel: '搜索',
  dialogLabel: '搜索文档',
  resetButtonTitle: '清除查询条件',
  cancelButtonText: '取消',
  recentSearchesTitle: '最近搜索',
  noRecentSearchesText: '没有搜索历史',
  saveRecentSearchButtonTitle: '保存此搜索',
  removeRecentSearchButtonTitle: '从历史记录中删除此搜索',
  favoriteSearchesTitle: '收藏',
  removeFavoriteSearchButtonTitle: '从收藏列表中删除此搜索',
  errorTitle: '无法获取结果',
  errorHelp: '你可能需要检查你的网络连接。',
  loadingText: '搜索中…',
  noResultsText: '无法找到相关结果',
  suggestedQueryText: '你可以尝试查询',
  reportMissingResultsText: '你认为该查询应该有结果？',
  reportMissingResultsLinkText: '请告知我们。',
  selectText: '选择',
  navigateText: '切换',
  closeText: '关闭',
  resultsCountText: '{count} 条结果',
};

const DEFAULTS: Record<string, SearchTexts> = { en: EN, zh: ZH };

/**
 * Built-in texts of the language, under the site's `texts.search` overrides (a locale's over the
 * shared ones, the shared ones only for the default language or languages without built-ins).
 */
export function resolveSearchTexts(
  lang: string,
  shared: Record<string, string> | undefined,
  locale: Record<string, string> | undefined,
  isDefaultLang: boolean,
): SearchTexts {
  const base = DEFAULTS[lang] ?? EN;
  const pick = (texts: Record<string, string> | undefined): Partial<SearchTexts> =>
    Object.fromEntries(Object.entries(texts ?? {}).filter(([key, value]) => key in EN && typeof value === 'string'));
  return { ...base, ...(isDefaultLang || !DEFAULTS[lang] ? pick(shared) : {}), ...pick(locale) };
}

import type { PageData } from '../../shared/types';

/**
 * The source of a page's browser module: the compiled MDX content plus its page data, so one
 * lazily loaded chunk brings everything a page needs.
 */
export function pageModuleSource(code: string, pageData: PageData): string {
  const { pagePath: _absolute, ...publicData } = pageData;
  return `${code}\nexport const pageData = ${JSON.stringify({ ...publicData, pagePath: pageData._relativePath })};\n`;
}

import type { CompiledPage } from '../markdown/compile';

/**
 * The source of a page's module: the compiled MDX content, its page data and its code blocks'
 * HTML (`__code`). With `codeUrl` (the browser build) the blocks stay out of the JavaScript: the
 * module names the JSON file holding them and how many there are, and the runtime takes them
 * from the server-rendered DOM on first load or fetches the file after client-side navigation.
 */
export function pageModuleSource(
  page: Pick<CompiledPage, 'code' | 'pageData' | 'codeBlocks'>,
  codeUrl?: string,
): string {
  const { pagePath: _absolute, ...publicData } = page.pageData;
  const code = codeUrl && page.codeBlocks.length ? { url: codeUrl, count: page.codeBlocks.length } : page.codeBlocks;
  return `${page.code}
export const pageData = ${JSON.stringify({ ...publicData, pagePath: page.pageData._relativePath })};
export const __code = ${JSON.stringify(code)};
`;
}

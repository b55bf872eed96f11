import type { CompiledPage } from '../markdown/compile';

/**
 * The source of a page's module: the compiled MDX content, its page data, its section's sidebar
 * (imported from `sidebarModule`) and its code blocks' HTML (`__code`). With `codeUrl` (the browser build) the blocks stay out of the JavaScript: the
 * module names the JSON file holding them and how many there are, and the runtime takes them
 * from the server-rendered DOM on first load or fetches the file after client-side navigation.
 */
export function pageModuleSource(
  page: Pick<CompiledPage, 'code' | 'pageData' | 'codeBlocks'>,
  codeUrl?: string,
  sidebarModule?: string,
): string {
  const { pagePath: _absolute, ...publicData } = page.pageData;
  const code = codeUrl && page.codeBlocks.length ? { url: codeUrl, count: page.codeBlocks.length } : page.codeBlocks;
  // The section's sidebar is a module of its own that every page of the section imports: one shared
  // chunk per section rather than every sidebar in the main bundle.
  const sidebar = sidebarModule
    ? `import __docsSidebar from ${JSON.stringify(sidebarModule)};\nexport { __docsSidebar as sidebar };\n`
    : '';
  return `${sidebar}${page.code}
export const pageData = ${JSON.stringify({ ...publicData, pagePath: page.pageData._relativePath })};
export const __code = ${JSON.stringify(code)};
`;
}

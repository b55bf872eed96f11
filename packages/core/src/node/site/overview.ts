import type { CompiledPage } from '../markdown/compile';

/**
 * Overview pages (`overview: true`) list their section's pages with each page's headings. The
 * build hands every overview page the h2-h4 headings of the pages under its folder, so the list
 * is in the static HTML and the browser loads no other page to draw it.
 */
export function attachOverviewHeadings(pages: readonly CompiledPage[]): void {
  for (const page of pages) {
    const { pageData } = page;
    if (pageData.frontmatter.overview !== true) continue;
    const folder = pageData.routePath.endsWith('/') ? pageData.routePath : pageData.routePath.replace(/[^/]*$/, '');
    const headings: NonNullable<typeof pageData.overviewHeadings> = {};
    for (const other of pages) {
      const route = other.pageData.routePath;
      if (route === pageData.routePath || !route.startsWith(folder)) continue;
      headings[route] = other.pageData.toc.map(({ text, id, depth }) => ({ text, id, depth }));
    }
    pageData.overviewHeadings = headings;
  }
}

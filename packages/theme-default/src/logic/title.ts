/** The document title (spec 2.4): page title - suffix (front matter `titleSuffix` or the site title). */
export function pageTitle(
  page: { title: string; pageType: string; frontmatter: { titleSuffix?: unknown } },
  siteTitle: string,
): string {
  if (page.pageType === '404') return `404 - ${siteTitle}`;
  const suffix = typeof page.frontmatter.titleSuffix === 'string' ? page.frontmatter.titleSuffix : siteTitle;
  if (!page.title) return suffix || siteTitle;
  if (!suffix || page.title === suffix) return page.title;
  return `${page.title} - ${suffix}`;
}

import type { CompiledPage } from '@docs-kit/core';
import { emptyHierarchy } from '../shared/format';
import type { Hierarchy, SearchRecord } from '../shared/types';

/**
 * One record per heading section of every page (spec 3, search hit): the section group (sidebar
 * group or nav item) is lvl0, the page title lvl1, each heading its level, and the text under it
 * the content, whole (issue 16: every word findable). A hit's URL carries the heading's anchor,
 * so it lands on the right place. The text before the first h2, led by the page's description, is
 * the page's own record.
 */
export function buildRecords(pages: readonly CompiledPage[], groupOf: (routePath: string) => string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const { pageData } = page;
    if (pageData.pageType === '404' || pageData.frontmatter.search === false) continue;
    const lvl0 = groupOf(pageData.routePath);
    const seen = new Set<string>();
    page.sections.forEach((section, index) => {
      const hierarchy = emptyHierarchy();
      hierarchy.lvl0 = lvl0;
      hierarchy.lvl1 = pageData.title;
      section.headings.forEach((heading, i) => {
        const key = `lvl${i + 2}` as keyof Hierarchy;
        if (key in hierarchy) hierarchy[key] = heading ?? null;
      });
      let text = section.text;
      // The description summarises the page in the words readers search with: it leads the intro.
      if (index === 0 && pageData.description && !text.includes(pageData.description))
        text = `${pageData.description} ${text}`.trim();
      if (index === 0 && !text && pageData.pageType === 'home') return;
      const url = section.id ? `${pageData.routePath}#${section.id}` : pageData.routePath;
      if (seen.has(url)) return;
      seen.add(url);
      records.push({
        objectID: url,
        url,
        type: section.depth <= 1 ? 'lvl1' : (`lvl${Math.min(section.depth, 6)}` as SearchRecord['type']),
        hierarchy,
        content: text || null,
        lang: pageData.lang,
        // The version facet Algolia filters on (a versioned site's records only).
        ...(pageData.version ? { version: pageData.version } : {}),
      });
    });
  }
  return records;
}

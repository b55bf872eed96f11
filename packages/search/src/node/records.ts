import type { CompiledPage } from '@docs-kit/core';
import type { Hierarchy, SearchRecord } from '../shared/types';

/** Longest content kept per record: enough for a snippet and for matching the section's words. */
const MAX_CONTENT = 600;

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

/**
 * One record per heading section of every page (spec 3, search hit): the page title is lvl1, the
 * section group (the sidebar group or section name) lvl0, each heading its level, and the text
 * under it the content. A hit's URL carries the heading's anchor, so it lands on the right place.
 */
export function buildRecords(pages: readonly CompiledPage[], groupOf: (routePath: string) => string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const { pageData } = page;
    if (pageData.pageType === '404' || pageData.frontmatter.search === false) continue;
    const lvl0 = groupOf(pageData.routePath);
    page.sections.forEach((section, index) => {
      const hierarchy = emptyHierarchy();
      hierarchy.lvl0 = lvl0;
      hierarchy.lvl1 = pageData.title;
      section.headings.forEach((heading, i) => {
        const key = `lvl${section.depth - section.headings.length + i + 1}` as keyof Hierarchy;
        if (key in hierarchy) hierarchy[key] = heading;
      });
      const type = section.depth === 1 ? 'lvl1' : (`lvl${section.depth}` as SearchRecord['type']);
      const text = section.text.length > MAX_CONTENT ? `${section.text.slice(0, MAX_CONTENT)}…` : section.text;
      if (index === 0 && !text && pageData.pageType === 'home') return;
      records.push({
        objectID: `${pageData.routePath}#${section.id || index}`,
        url: section.id ? `${pageData.routePath}#${section.id}` : pageData.routePath,
        type: text && section.depth === 1 ? 'lvl1' : type,
        hierarchy,
        content: text || null,
        lang: pageData.lang,
      });
    });
  }
  return records;
}

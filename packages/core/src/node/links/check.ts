import { closest } from 'fastest-levenshtein';
import type { PageLink } from '../markdown/remarkLinks';

function safeDecodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface LinkedPage {
  routePath: string;
  filePath: string;
  links: readonly PageLink[];
  ids: readonly string[];
}

export interface DeadLink {
  file: string;
  line?: number;
  column?: number;
  target: string;
  reason: 'page' | 'anchor';
  suggestion?: string;
}

/**
 * Finds links to pages or headings that do not exist. `extraRoutes` are routes that exist without
 * a page of their own (redirect sources, generated files). A folder route may be written with or
 * without its trailing slash.
 */
export function findDeadLinks(pages: readonly LinkedPage[], extraRoutes: readonly string[] = []): DeadLink[] {
  const byRoute = new Map<string, LinkedPage>();
  for (const page of pages) {
    byRoute.set(page.routePath, page);
    if (page.routePath.endsWith('/') && page.routePath !== '/') byRoute.set(page.routePath.slice(0, -1), page);
  }
  const extra = new Set(extraRoutes);
  const allRoutes = pages.map((p) => p.routePath);
  const dead: DeadLink[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const target = byRoute.get(link.route);
      const where = { file: page.filePath, line: link.line, column: link.column };
      if (!target) {
        if (extra.has(link.route)) continue;
        dead.push({
          ...where,
          target: link.raw,
          reason: 'page',
          suggestion: allRoutes.length ? closest(link.route, allRoutes) : undefined,
        });
        continue;
      }
      if (link.hash && !target.ids.includes(safeDecodeComponent(link.hash))) {
        dead.push({
          ...where,
          target: link.raw,
          reason: 'anchor',
          suggestion: target.ids.length ? `${target.routePath}#${closest(link.hash, [...target.ids])}` : undefined,
        });
      }
    }
  }
  return dead;
}

/** One line per dead link: `file:line → target (no such page; did you mean /x?)`. */
export function formatDeadLinks(dead: readonly DeadLink[], root: string): string {
  return dead
    .map((d) => {
      const file = d.file.startsWith(root) ? d.file.slice(root.length + 1) : d.file;
      const what = d.reason === 'page' ? 'no such page' : 'no such heading';
      const hint = d.suggestion ? `; did you mean ${d.suggestion}?` : '';
      return `  ${file}:${d.line ?? 1} → ${d.target} (${what}${hint})`;
    })
    .join('\n');
}

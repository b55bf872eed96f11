/**
 * The real site's search indexes, built the way the build does (tests/content/checks.ts compiles
 * every page with the core compiler), for the relevance evaluation and the size report.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndexFiles, buildRecords, type SearchRecord } from '@docs-kit/search';
import { compileSite } from '../../content/checks';

export const SITE_DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../site/docs');

/** The part of the site a route belongs to, by its first path segment (as the sidebar groups). */
export function groupOf(route: string): string {
  const parts = route.split('/').filter(Boolean);
  const first = parts[0] === 'zh' ? parts[1] : parts[0];
  return first ? first[0]?.toUpperCase() + first.slice(1) : 'Home';
}

export interface SiteIndex {
  /** Every index file, by path under the output folder. */
  files: Map<string, string>;
  records: Map<string, SearchRecord[]>;
  pages: number;
}

export async function buildSiteIndex(): Promise<SiteIndex> {
  const compiled = (await compileSite(SITE_DOCS)).flatMap((p) => (p.compiled ? [p.compiled] : []));
  const files = buildIndexFiles(compiled, ['en', 'zh'], groupOf);
  const all = buildRecords(compiled, groupOf);
  const records = new Map(['en', 'zh'].map((lang) => [lang, all.filter((r) => r.lang === lang)] as const));
  return { files, records, pages: compiled.length };
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage } from '@docs-kit/core';
import type { SearchRecord } from '../shared/types';
import { buildRecords } from './records';

export { buildRecords } from './records';
export type * from '../shared/types';

/** Where the browser fetches a language's index from (relative to the site base). */
export function indexPath(lang: string): string {
  return `search-index/${lang}.json`;
}

/** Drops empty hierarchy levels and the language (implied by the file) to keep the index small. */
function compact(record: SearchRecord): unknown {
  const hierarchy = Object.fromEntries(Object.entries(record.hierarchy).filter(([, v]) => v !== null));
  const { lang: _lang, ...rest } = record;
  return { ...rest, hierarchy, content: record.content ?? undefined };
}

/** The index of each language as the JSON the browser fetches. */
export function buildIndexFiles(
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Map<string, string> {
  const records = buildRecords(pages, groupOf);
  return new Map(langs.map((lang) => [lang, JSON.stringify(records.filter((r) => r.lang === lang).map(compact))]));
}

/** Writes one index file per language under `outDir`. */
export async function writeSearchIndexes(
  outDir: string,
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Promise<void> {
  for (const [lang, json] of buildIndexFiles(pages, langs, groupOf)) {
    const file = path.join(outDir, indexPath(lang));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, json);
  }
}

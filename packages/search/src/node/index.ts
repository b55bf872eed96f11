import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CompiledPage } from '@docs-kit/core';
import { encodeIndex } from '../shared/format';
import { indexPath } from '../shared/paths';
import type { SearchRecord } from '../shared/types';
import { buildRecords, clip, MAX_CONTENT } from './records';

export { decodeIndex, type EncodedIndex, encodeIndex } from '../shared/format';
export { indexPath } from '../shared/paths';
export { queryTerms, tokenize } from '../shared/tokenize';
export type * from '../shared/types';
export { type ExportOptions, type ExportResult, exportRecords, uploadRecords } from './export';
export { buildRecords, MAX_CONTENT } from './records';

/**
 * Size budget of one language's index, gzip-compressed (issue 4: under 100 KB). When the site
 * outgrows it, content is cut shorter (never below `MIN_CONTENT`) until the index fits.
 */
export const INDEX_BUDGET = 100 * 1024 - 1;
const MIN_CONTENT = 120;

function encodeWithinBudget(lang: string, records: readonly SearchRecord[]): string {
  let max = MAX_CONTENT;
  for (;;) {
    const clipped = records.map((r) => ({ ...r, content: r.content ? clip(r.content, max) || null : null }));
    const json = JSON.stringify(encodeIndex(lang, clipped));
    if (max <= MIN_CONTENT || gzipSync(json).length <= INDEX_BUDGET) return json;
    max = Math.max(MIN_CONTENT, Math.floor(max * 0.96));
  }
}

/** The index of each language as the JSON the browser fetches (`search-index/<lang>.json`). */
export function buildIndexFiles(
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Map<string, string> {
  const records = buildRecords(pages, groupOf);
  return new Map(
    langs.map(
      (lang) =>
        [
          lang,
          encodeWithinBudget(
            lang,
            records.filter((r) => r.lang === lang),
          ),
        ] as const,
    ),
  );
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

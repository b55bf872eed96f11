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
  const encode = (max: number) =>
    JSON.stringify(
      encodeIndex(
        lang,
        records.map((r) => ({ ...r, content: r.content ? clip(r.content, max) || null : null })),
      ),
    );
  const full = encode(MAX_CONTENT);
  if (gzipSync(full).length <= INDEX_BUDGET) return full;
  // Binary search for the longest content length that fits: a handful of gzip runs, not dozens.
  let low = MIN_CONTENT;
  let high = MAX_CONTENT;
  let best = encode(MIN_CONTENT);
  while (high - low > 8) {
    const mid = Math.floor((low + high) / 2);
    const json = encode(mid);
    if (gzipSync(json).length <= INDEX_BUDGET) {
      best = json;
      low = mid;
    } else {
      high = mid;
    }
  }
  return best;
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

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage } from '@docs-kit/core';
import { encodeIndex } from '../shared/format';
import { indexPath } from '../shared/paths';
import { buildRecords } from './records';

export { buildRecords, MAX_CONTENT } from './records';
export { exportRecords, type ExportOptions, type ExportResult, uploadRecords } from './export';
export { decodeIndex, encodeIndex, type EncodedIndex } from '../shared/format';
export { indexPath } from '../shared/paths';
export { tokenize, queryTerms } from '../shared/tokenize';
export type * from '../shared/types';

/** The index of each language as the JSON the browser fetches (`search-index/<lang>.json`). */
export function buildIndexFiles(
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Map<string, string> {
  const records = buildRecords(pages, groupOf);
  return new Map(
    langs.map((lang) =>
      [lang, JSON.stringify(encodeIndex(lang, records.filter((r) => r.lang === lang)))] as const,
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

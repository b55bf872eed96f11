import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage } from '@docs-kit/core';
import type { SearchRecord } from '../shared/types';
import { buildRecords } from './records';
import { languageFiles } from './shards';

export {
  decodePage,
  indexDir,
  MANIFEST,
  type Manifest,
  type PageFile,
  pageFile,
} from '../shared/format';
export { queryTerms, tokenize } from '../shared/tokenize';
export type * from '../shared/types';
export { type ExportOptions, type ExportResult, exportRecords, readIndexRecords, uploadRecords } from './export';
export { buildRecords } from './records';

/**
 * Every language's index files (manifest, term shards, page files; see `Manifest`), by path
 * under the output folder. Every word of every section is indexed: nothing is clipped (issue 16).
 */
export function buildIndexFiles(
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Map<string, string> {
  return indexFilesOf(buildRecords(pages, groupOf), langs);
}

/** The index files of records already built (and perhaps changed by plugins), by language. */
export function indexFilesOf(records: readonly SearchRecord[], langs: readonly string[]): Map<string, string> {
  const byLang = new Map<string, SearchRecord[]>(langs.map((lang) => [lang, []]));
  for (const record of records) byLang.get(record.lang)?.push(record);
  return new Map(langs.flatMap((lang) => [...languageFiles(lang, byLang)]));
}

/** Writes the index files of every language under `outDir`. */
export async function writeSearchIndexes(
  outDir: string,
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
): Promise<void> {
  await writeIndexFiles(outDir, buildIndexFiles(pages, langs, groupOf));
}

/** Writes index files (`buildIndexFiles`, `indexFilesOf`) under `outDir`. */
export async function writeIndexFiles(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([file, content]) => writeFile(path.join(outDir, file), content)));
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledPage } from '@docs-kit/core';
import type { SearchRecord } from '../shared/types';
import { IndexCache } from './pageEntry';
import { buildRecords } from './records';
import { languageFiles } from './shards';

export {
  decodePage,
  indexDir,
  type Loader,
  MANIFEST,
  type Manifest,
  type PageFile,
  pageFile,
  readRecords,
} from '../shared/format';
export { queryTerms, tokenize } from '../shared/tokenize';
export type * from '../shared/types';
export { type ExportOptions, type ExportResult, exportRecords, readIndexRecords, uploadRecords } from './export';
export type { MergedPostings } from './merge';
export {
  IndexCache,
  type IndexedPage,
  type Names,
  namesOf,
  type PageEntry,
  type PageTerms,
  pageTerms,
} from './pageEntry';
export { buildRecords } from './records';
export { type IndexFile, indexFiles, pageKey } from './shards';

/**
 * Every language's index files (manifest, term shards, page files; see `Manifest`), by path
 * under the output folder, and on a versioned site every version's: a reader searches the version
 * they read. Every word of every section is indexed: nothing is clipped (issue 16).
 */
export function buildIndexFiles(
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
  versions: readonly string[] = [],
): Map<string, string> {
  return indexFilesOf(buildRecords(pages, groupOf), langs, versions);
}

/**
 * The index files of records already built (and perhaps changed by plugins), by version (a
 * record's `version`, none on an unversioned site) and language. With the `cache` of a previous
 * build, only the pages whose records changed are indexed again; the files are the same. `only`
 * picks the languages (and versions) to give the files of: a build whose other languages' inputs
 * did not change keeps their files (every language's records are still needed, for the twins).
 */
export function indexFilesOf(
  records: readonly SearchRecord[],
  langs: readonly string[],
  versions: readonly string[] = [],
  cache = new IndexCache(),
  only: (lang: string, version: string) => boolean = () => true,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const version of versions.length ? versions : ['']) {
    if (!langs.some((lang) => only(lang, version))) continue;
    const byLang = new Map<string, SearchRecord[]>(langs.map((lang) => [lang, []]));
    for (const record of records) if ((record.version ?? '') === version) byLang.get(record.lang)?.push(record);
    for (const lang of langs.filter((l) => only(l, version)))
      for (const entry of languageFiles(lang, byLang, version, cache)) files.set(...entry);
  }
  return files;
}

/** Writes the index files of every language under `outDir`. */
export async function writeSearchIndexes(
  outDir: string,
  pages: readonly CompiledPage[],
  langs: readonly string[],
  groupOf: (routePath: string) => string,
  versions: readonly string[] = [],
): Promise<void> {
  await writeIndexFiles(outDir, buildIndexFiles(pages, langs, groupOf, versions));
}

/**
 * Writes index files (`buildIndexFiles`, `indexFilesOf`) under `outDir`. One after the other and
 * synchronously: each is a few kilobytes, and an asynchronous write costs three thread-pool round
 * trips (about 4× the CPU time of the main thread, issue 17); it also keeps one file open at a
 * time, where thousands of concurrent writes failed with EMFILE at 10,000 pages.
 */
export async function writeIndexFiles(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
  for (const dir of dirs) mkdirSync(dir, { recursive: true });
  for (const [file, content] of files) writeFileSync(path.join(outDir, file), content);
}

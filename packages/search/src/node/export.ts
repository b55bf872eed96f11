import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST, readRecords } from '../shared/format';
import type { SearchRecord } from '../shared/types';

export interface ExportOptions {
  /** Site origin put before every URL, as DocSearch records hold absolute URLs. @example 'https://rsbuild.rs' */
  siteUrl?: string;
  /** Where to write the records; default `<outDir>/search-records.json`. */
  file?: string;
}

export interface ExportResult {
  file: string;
  records: SearchRecord[];
}

/** The records of one built language index (a folder holding `manifest.json`), in page order. */
export async function readIndexRecords(dir: string): Promise<SearchRecord[]> {
  try {
    return await readRecords(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  } catch (error) {
    throw new Error(`${dir}: ${(error as Error).message}`);
  }
}

/**
 * `docs search-export` (issue 4): reads the built local indexes of `outDir`
 * (`search-index/<lang>/`, per version on a versioned site) and writes every language's records, with their full text, as one
 * JSON array of DocSearch-shaped records, ready to upload to an Algolia index (with
 * `uploadRecords` or the Algolia dashboard). Run it after a build with the local provider.
 */
export async function exportRecords(outDir: string, options: ExportOptions = {}): Promise<ExportResult> {
  // 1. Find the indexes the build wrote: `search-index/<lang>/`, or `<version>/<lang>/` on a
  // versioned site (its records get the `version` the Algolia mode filters on).
  const dir = path.join(outDir, 'search-index');
  const indexes: { dir: string; version?: string }[] = [];
  for (const entry of await subfolders(dir)) {
    const folder = path.join(dir, entry);
    if (existsSync(path.join(folder, MANIFEST))) indexes.push({ dir: folder });
    else for (const lang of await subfolders(folder)) indexes.push({ dir: path.join(folder, lang), version: entry });
  }
  if (!indexes.length)
    throw new Error(`No search index in ${dir}: build the site with search: { provider: 'local' } first.`);
  // 2. Decode each into full records, with absolute URLs when the site's address is known.
  const origin = options.siteUrl?.replace(/\/$/, '') ?? '';
  const records: SearchRecord[] = [];
  for (const index of indexes) {
    for (const record of await readIndexRecords(index.dir))
      records.push({
        ...record,
        objectID: `${record.lang}:${record.url}`,
        url: origin + record.url,
        ...(index.version ? { version: index.version } : {}),
      });
  }
  // 3. Write them as one array.
  const file = options.file ?? path.join(outDir, 'search-records.json');
  await writeFile(file, JSON.stringify(records, null, 2));
  return { file, records };
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * Uploads exported records to an Algolia index, replacing its content, with the official client
 * (needs an API key with write rights, never the search-only key the site ships).
 */
export async function uploadRecords(
  records: readonly SearchRecord[],
  target: { appId: string; apiKey: string; indexName: string },
): Promise<void> {
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(target.appId, target.apiKey);
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records as unknown as Record<string, unknown>[],
  });
}

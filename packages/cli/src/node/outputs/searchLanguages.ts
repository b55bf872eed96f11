/**
 * The search index of an incremental build, one language (and version) at a time (issue 17). A
 * language's files depend on its own pages' records and, through translations, on the names
 * (title and headings) of the other languages' pages: a body edit of an English page leaves the
 * Chinese index as it was. Each language's inputs are hashed; one whose hash is the last build's
 * keeps its files (linked from the previous output, see outputFiles.ts) and is not indexed at all.
 * The others are indexed with the page terms cache of their own (`indexCache`).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledPage, DocsPlugin, SearchRecord, SiteData } from '@docs-kit/core';
import { mapLimit } from '../pool';
import type { OutputFiles } from '../stages/outputFiles';
import { indexCache, type SearchCacheOptions, siteRecords } from './searchIndex';

interface Languages {
  codeState: string;
  /** `version:lang` → the hash of what its files were made from, and their names and content hashes. */
  groups: Record<string, { key: string; files: [name: string, hash: string][] }>;
}

/**
 * What `languageFiles` (packages/search) reads to make one language's files: that language's
 * records, and of the others' the route, title and heading of each section (its twins' names).
 */
function languageKey(records: readonly SearchRecord[], lang: string, version: string, langs: readonly string[]) {
  const hash = createHash('sha256').update(JSON.stringify(langs));
  for (const r of records) {
    if ((r.version ?? '') !== version) continue;
    hash.update(
      JSON.stringify(r.lang === lang ? r : [r.lang, r.url, r.hierarchy.lvl1 ?? null, r.hierarchy.lvl2 ?? null]),
    );
  }
  return hash.digest('hex');
}

/** Writes the local search index through `output`, indexing only the languages whose inputs changed. */
export async function writeSearchIndex(
  output: OutputFiles,
  pages: readonly CompiledPage[],
  site: SiteData,
  plugins: readonly DocsPlugin[],
  options: SearchCacheOptions,
): Promise<void> {
  const { indexFilesOf } = await import('@docs-kit/search');
  const records = await siteRecords(pages, site, plugins);
  const { langs } = site;
  const { versions } = site.multiVersion;
  const stateFile = path.join(options.cacheDir, 'search-languages.json');
  const before = await (options.fresh ? Promise.reject() : readFile(stateFile, 'utf8')).then(
    (text) => JSON.parse(text) as Languages,
    () => undefined,
  );
  const after: Languages = { codeState: options.codeState, groups: {} };
  for (const version of versions.length ? versions : ['']) {
    for (const lang of langs) {
      const id = `${version}:${lang}`;
      const key = languageKey(records, lang, version, langs);
      const last = before?.codeState === options.codeState ? before.groups[id] : undefined;
      let kept = last?.key === key;
      // By content hash too: the files of a build that failed before its swap were never in place.
      for (const [file, hash] of last?.files ?? []) if (kept) kept = await output.reuse(file, hash);
      if (kept && last) {
        after.groups[id] = last;
        continue;
      }
      const name = createHash('sha256').update(id).digest('hex').slice(0, 12);
      const cached = await indexCache({ ...options, name });
      const files = indexFilesOf(records, langs, versions, cached.cache, (l, v) => l === lang && v === version);
      const written = await mapLimit(
        [...files],
        32,
        async ([file, content]): Promise<[string, string]> => [file, await output.write(file, content)],
      );
      await cached.save();
      after.groups[id] = { key, files: written };
    }
  }
  await mkdir(options.cacheDir, { recursive: true });
  await writeFile(stateFile, JSON.stringify(after));
}

/**
 * The search index of an incremental build, for the changed pages only (issue 17). A language's
 * files depend on its own pages' records and, through translations, on the names (title and
 * headings, see `Names`) of the other languages' pages: a body edit of an English page leaves the
 * Chinese index as it was. A page's records are made of what it was compiled from
 * (`BuildPage.hash`) and its section group, so the state kept for the next build holds, per page,
 * that hash and group, its names and its entry in its language's index: a page whose hash and
 * twins are unchanged is neither read nor indexed, and its page file is kept from the previous
 * output. A language none of whose inputs changed keeps all its files and is not indexed at all.
 */
import { createHash } from 'node:crypto';
import type { DocsPlugin, SearchRecord, SiteData } from '@docs-kit/core';
import type { IndexFile, Names, PageEntry } from '@docs-kit/search';
import { readState, writeState } from '../cacheState';
import type { BuildPage } from '../pageCompiler';
import { mapLimit } from '../pool';
import type { OutputFiles } from '../stages/outputFiles';
import { indexCache, type SearchCacheOptions, siteRecords } from './searchIndex';
import { provideTerms, type TermsRequest } from './searchTerms';
import { sectionTitleOf } from './sections';

/** Bump when the state's shape changes. */
const FORMAT = '1';

interface PageState {
  /** What the page's records are made of: its compile hash (see recordsHash) and its section group (lvl0). */
  hash: string;
  lvl0: string;
  /**
   * The hash of its records' names, what its twins' entries depend on; empty when it has no
   * records (not in the index). The names themselves are made again when a twin needs them.
   */
  namesHash: string;
  /** Its entry in its language's index: key, page file hash, sections, and its twins' names' hashes. */
  entry?: [key: string, file: string, sections: number, twins: string];
}

interface SearchState {
  /** The format, the framework code and the site's languages and versions. */
  header: string;
  /** By route. */
  pages: Record<string, PageState>;
  /** `version:lang` → the key of what its files were made from, and their names and content hashes. */
  groups: Record<string, { key: string; files: [name: string, hash: string][] }>;
}

interface Item {
  page: BuildPage;
  /** Its compile hash and section group are the last build's: its names are too. */
  unchanged: boolean;
  route: string;
  lang: string;
  version: string;
  /** Made when the page changed; otherwise its names are the last build's. */
  records?: SearchRecord[];
  /** Its records' names, when made. */
  names?: Names;
  state: PageState;
  before?: PageState;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * What a page's records are made of, as its state keeps it: its compile hash names its sections
 * and page data, unless a plugin's `extendPageData` changed the data after the compile; then what
 * the records read of it (see buildRecords in @docs-kit/search) joins the hash.
 */
function recordsHash(page: BuildPage, extended: boolean): string {
  if (!extended) return page.hash;
  const { title, description, pageType, frontmatter } = page.pageData;
  return sha1(JSON.stringify([page.hash, title, description, pageType, frontmatter.search]));
}
const namesHashOf = (names: Names) => (names.length ? sha1(JSON.stringify(names)) : '');

/** Writes the local search index through `output`, indexing only the pages and languages whose inputs changed. */
export async function writeSearchIndex(
  output: OutputFiles,
  pages: readonly BuildPage[],
  site: SiteData,
  plugins: readonly DocsPlugin[],
  options: SearchCacheOptions,
): Promise<void> {
  const search = await import('@docs-kit/search');
  const { langs } = site;
  const { versions } = site.multiVersion;
  const header = JSON.stringify([FORMAT, options.codeState, langs, versions]);
  const groups = (versions.length ? versions : ['']).flatMap((version) => langs.map((lang) => ({ version, lang })));
  const groupName = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 12);
  /** Writes `files`; one given as a function is the last build's file (`previous`: by name, its content hash), kept if it can be. */
  const writeAll = (files: ReadonlyMap<string, IndexFile>, previous: ReadonlyMap<string, string> = new Map()) =>
    mapLimit([...files], 32, async ([file, content]): Promise<[string, string]> => {
      if (typeof content === 'string') return [file, await output.write(file, content)];
      const hash = previous.get(file);
      if (hash && (await output.reuse(file, hash))) return [file, hash];
      return [file, await output.write(file, content())];
    });
  // Each language's terms file stays open until its cache is saved: closed whatever happens.
  const opened: { close(): void }[] = [];
  const openCache = async (id: string) => {
    const cache = await indexCache({ ...options, name: groupName(id) });
    opened.push(cache);
    return cache;
  };
  try {
    if (plugins.some((plugin) => plugin.extendSearchRecords)) {
      // A plugin's records may depend on any page: every language is indexed, each page's terms cached.
      const records = await siteRecords(pages, site, plugins);
      for (const { version, lang } of groups) {
        const cached = await openCache(`${version}:${lang}`);
        await writeAll(
          search.indexFilesOf(records, langs, versions, cached.cache, (l, v) => l === lang && v === version),
        );
        await cached.save();
      }
      await writeState(options.cacheDir, 'search-pages', { header, pages: {}, groups: {} } satisfies SearchState);
      return;
    }
    // A page's records and names, made once and only when asked for: an unchanged page's never are.
    const recordsOf = (item: Item) => (item.records ??= search.buildRecords([item.page], () => item.state.lvl0));
    const namesOf = (item: Item) => (item.names ??= search.namesOf(recordsOf(item)));
    const stored = options.fresh ? undefined : await readState<SearchState>(options.cacheDir, 'search-pages');
    const last = stored?.header === header ? stored : undefined;
    const after: SearchState = { header, pages: {}, groups: {} };
    const extended = plugins.some((plugin) => plugin.extendPageData);
    // 1. Each page's records only when what they are made of changed; the others' names are the last build's.
    const items: Item[] = [];
    for (const page of pages) {
      const { routePath: route, lang, version } = page.pageData;
      const lvl0 = sectionTitleOf(site, route);
      const before = last?.pages[route];
      const hash = recordsHash(page, extended);
      const unchanged = before?.hash === hash && before.lvl0 === lvl0;
      const state = { hash, lvl0, namesHash: before?.namesHash ?? '' };
      const item: Item = { page, route, lang, version, unchanged, before, state };
      if (!unchanged) state.namesHash = namesHashOf(namesOf(item));
      after.pages[route] = item.state;
      if (item.state.namesHash) items.push(item);
    }
    // 2. Each language (and version) whose inputs changed, with the entries of its unchanged pages
    // kept; the others' entries are made once every page's terms are (3).
    const requests: TermsRequest[] = [];
    const made: (() => Promise<void>)[] = [];
    for (const { version, lang } of groups) {
      const id = `${version}:${lang}`;
      const own = items.filter((i) => i.lang === lang && i.version === version);
      // Its pages' translations, by page key, in the order of the site's languages.
      const twins = langs
        .filter((other) => other !== lang)
        .map(
          (other) =>
            new Map(
              items
                .filter((i) => i.lang === other && i.version === version)
                .map((i) => [search.pageKey(i.route, other), i]),
            ),
        );
      const twinsOf = (item: Item) => twins.flatMap((byKey) => byKey.get(search.pageKey(item.route, lang)) ?? []);
      const key = createHash('sha256').update(header);
      for (const i of own) key.update(`${i.route}\0${i.state.hash}\0${i.state.lvl0}\n`);
      for (const byKey of twins) for (const [page, twin] of byKey) key.update(`${page}\0${twin.state.namesHash}\n`);
      const groupKey = key.digest('hex');
      const before = last?.groups[id];
      let kept = before?.key === groupKey;
      // By content hash too: the files of a build that failed before its swap were never in place.
      for (const [file, hash] of before?.files ?? []) if (kept) kept = await output.reuse(file, hash);
      if (kept && before) {
        for (const i of own) i.state.entry = i.before?.entry;
        after.groups[id] = before;
        continue;
      }
      const cached = await openCache(id);
      const dir = search.indexDir(lang, version);
      const previousFiles = new Map(before?.files);
      const written: [string, string][] = [];
      /** In page order: a kept entry, or how to make a new one once the terms are. */
      const entries: (PageEntry | (() => PageEntry))[] = [];
      for (const item of own) {
        const twinItems = twinsOf(item);
        const twinsKey = twinItems.map((t) => t.state.namesHash).join(' ');
        const last = item.unchanged ? item.before?.entry : undefined;
        let entry: PageEntry | undefined;
        if (last?.[3] === twinsKey) {
          const file = dir + search.pageFile(entries.length, last[1]);
          const hash = previousFiles.get(file);
          entry = cached.cache.stored(last[0], last[1], last[2]);
          if (entry && hash && (await output.reuse(file, hash))) written.push([file, hash]);
          else entry = undefined;
        }
        if (entry) {
          entries.push(entry);
          item.state.entry = [entry.key, entry.hash, entry.sections, twinsKey];
          continue;
        }
        const page = { route: item.route, records: recordsOf(item) };
        const twinNames = twinItems.map(namesOf);
        if (cached.cache.unknown(page, lang, twinNames))
          requests.push({ cache: cached.cache, page, lang, twins: twinNames });
        entries.push(() => {
          const fresh = cached.cache.entry(page, lang, twinNames);
          item.state.entry = [fresh.key, fresh.hash, fresh.sections, twinsKey];
          return fresh;
        });
      }
      made.push(async () => {
        const all = entries.map((entry) => (typeof entry === 'function' ? entry() : entry));
        written.push(...(await writeAll(search.indexFiles(lang, version, all, cached.cache), previousFiles)));
        await cached.save();
        after.groups[id] = { key: groupKey, files: written };
      });
    }
    // 3. Every new page's terms (on another thread when there are many), then each language's files.
    await provideTerms(requests);
    for (const write of made) await write();
    await writeState(options.cacheDir, 'search-pages', after);
  } finally {
    for (const cached of opened) cached.close();
  }
}

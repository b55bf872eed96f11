import {
  encodePostings,
  FIELD,
  folderFile,
  hashOf,
  headingsOf,
  INDEX_VERSION,
  indexDir,
  MANIFEST,
  type Manifest,
  PAGES_PER_FOLDER,
  type PageFile,
  type Posting,
  pageFile,
  type Shard,
  shardFile,
} from '../shared/format';
import { JOIN, tokenize } from '../shared/tokenize';
import type { SearchRecord } from '../shared/types';
import { synonymsOf } from './glossary';
import { addTerms, aliasesOf, type SectionTerms } from './terms';

/**
 * Raw JSON size a term shard grows to before the next one starts (a term's postings are never
 * split): about 5 KB gzip, so a query of three terms fetches a handful of kilobytes. A term whose
 * postings alone pass it has a shard of its own: a frequent word's neighbours would only add to
 * the bytes of every query that has the word.
 */
const SHARD_TARGET = 12 * 1024;

interface IndexedPage {
  route: string;
  records: SearchRecord[];
}

const localePrefix = (route: string, lang: string) =>
  route === `/${lang}` || route.startsWith(`/${lang}/`) ? `/${lang}` : '';

/** Records grouped by page, in order; the page key is its route without the locale prefix. */
function pagesOf(records: readonly SearchRecord[], lang: string): Map<string, IndexedPage> {
  const pages = new Map<string, IndexedPage>();
  for (const record of records) {
    const route = record.url.split('#')[0] ?? record.url;
    const key = route.slice(localePrefix(route, lang).length) || '/';
    const page = pages.get(key) ?? { route, records: [] };
    page.records.push(record);
    pages.set(key, page);
  }
  return pages;
}

/** The first sentence of a text (at most 300 characters). */
function leadOf(text: string): string {
  const end = text.slice(0, 300).search(/[.!?。！？](\s|$)/);
  return end < 0 ? text.slice(0, 300) : text.slice(0, end);
}

/**
 * The terms of each section of a page. The page's own names (title, route segments, title
 * initials) and the title and headings of its translations are terms of its first section: a
 * Chinese query reaches an English page through its Chinese twin's title, and the reverse.
 */
function sectionTerms(page: IndexedPage, lang: string, twins: readonly IndexedPage[]): SectionTerms[] {
  return page.records.map((record, i) => {
    const terms: SectionTerms = new Map();
    addTerms(terms, record.content ?? '', FIELD.body);
    const { headings } = headingsOf(record);
    addTerms(terms, headings[headings.length - 1] ?? '', FIELD.heading);
    if (i === 0) {
      // The lead sentence (the page's description, which `buildRecords` puts first) says what the
      // page is for in the words readers search with: it weighs more than the rest of the body.
      const lead = leadOf(record.content ?? '');
      addTerms(terms, lead, FIELD.lead);
      addTerms(terms, synonymsOf(lead, tokenize(lead)), FIELD.lead);
      const title = record.hierarchy.lvl1 ?? '';
      const names = [title, aliasesOf(page.route, title, localePrefix(page.route, lang))];
      for (const twin of twins) {
        const twinTitle = twin.records[0]?.hierarchy.lvl1 ?? '';
        names.push(twinTitle, aliasesOf('', twinTitle, ''));
        for (const other of twin.records) addTerms(terms, other.hierarchy.lvl2 ?? '', FIELD.heading);
      }
      const text = names.join(' ');
      addTerms(terms, text, FIELD.title);
      addTerms(terms, synonymsOf(text, tokenize(text)), FIELD.title);
    }
    return terms;
  });
}

/**
 * A join that is also a word of the index (`+tailwindcss` and `tailwindcss`) becomes part of the
 * word: a query finds both with the word's own lookup. The other joins stay apart (see `JOIN`).
 */
function foldJoins(postings: Map<string, Posting[]>): void {
  for (const [term, list] of postings) {
    const word = postings.get(term.slice(JOIN.length));
    if (!term.startsWith(JOIN) || !word) continue;
    const bySection = new Map(word.map((p) => [p.section, { ...p }]));
    for (const p of list) {
      const own = bySection.get(p.section);
      if (!own) bySection.set(p.section, { ...p });
      else {
        own.tf += p.tf;
        if (p.field > own.field) own.field = p.field;
      }
    }
    postings.set(
      term.slice(JOIN.length),
      [...bySection.values()].sort((a, b) => a.section - b.section),
    );
    postings.delete(term);
  }
}

/** Sorted terms cut into shards of about `SHARD_TARGET` bytes. */
function shardsOf(postings: Map<string, Posting[]>): { first: string; json: string }[] {
  const shards: { first: string; json: string }[] = [];
  let current: Shard = {};
  let first = '';
  let size = 0;
  const flush = () => {
    if (size) shards.push({ first, json: JSON.stringify(current) });
    current = {};
    size = 0;
  };
  for (const term of [...postings.keys()].sort()) {
    const encoded = encodePostings(postings.get(term) ?? []);
    if (encoded.length >= SHARD_TARGET) flush();
    if (!size) first = term;
    current[term] = encoded;
    size += term.length + 6 + encoded.length;
    if (size >= SHARD_TARGET) flush();
  }
  flush();
  return shards;
}

/**
 * One language's index files, by path under the output folder (see `Manifest`). `all` holds
 * every language's records: the other languages' pages give the cross-language terms.
 */
export function languageFiles(
  lang: string,
  all: ReadonlyMap<string, readonly SearchRecord[]>,
  version = '',
): Map<string, string> {
  const pages = pagesOf(all.get(lang) ?? [], lang);
  const others = [...all].filter(([other]) => other !== lang).map(([other, records]) => pagesOf(records, other));
  const dir = indexDir(lang, version);
  const files = new Map<string, string>();
  const postings = new Map<string, Posting[]>();
  const manifest: Manifest = { v: INDEX_VERSION, lang, sections: [], shards: [], folders: [] };
  const pageHashes: string[] = [];
  let section = 0;
  let number = 0;
  for (const [key, page] of pages) {
    const twins = others.flatMap((o) => o.get(key) ?? []);
    for (const terms of sectionTerms(page, lang, twins)) {
      for (const [term, { field, tf }] of terms) {
        const list = postings.get(term) ?? [];
        list.push({ section, field, tf });
        postings.set(term, list);
      }
      section++;
    }
    const first = page.records[0] as SearchRecord;
    const file: PageFile = [
      page.route,
      first.hierarchy.lvl1 ?? '',
      first.hierarchy.lvl0 ?? '',
      page.records.map((r) => {
        const { depth, headings } = headingsOf(r);
        return [r.url.split('#')[1] ?? '', depth, headings, r.content ?? ''];
      }),
    ];
    const json = JSON.stringify(file);
    const hash = hashOf(json);
    files.set(dir + pageFile(number++, hash), json);
    manifest.sections.push(page.records.length);
    pageHashes.push(hash);
  }
  for (let n = 0; n * PAGES_PER_FOLDER < pageHashes.length; n++) {
    const json = JSON.stringify(pageHashes.slice(n * PAGES_PER_FOLDER, (n + 1) * PAGES_PER_FOLDER));
    const hash = hashOf(json);
    files.set(dir + folderFile(n, hash), json);
    manifest.folders.push(hash);
  }
  foldJoins(postings);
  for (const { first, json } of shardsOf(postings)) {
    const hash = hashOf(json);
    files.set(dir + shardFile(hash), json);
    manifest.shards.push([first, hash]);
  }
  files.set(dir + MANIFEST, JSON.stringify(manifest));
  return files;
}

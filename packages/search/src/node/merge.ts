import { decodePostings, encodePostings, type Posting, shiftPostings } from '../shared/format';
import { forEachTerm, type PageEntry, type PageTerms } from './pageEntry';

/**
 * A language's postings before joins are folded (term → its postings over every page, in page
 * order), with the pages they were merged from: what the next build patches instead of merging
 * every page's terms again (issue 17).
 */
export interface MergedPostings {
  /** Each page's entry key (see `IndexCache.entry`), in page order. */
  pages: string[];
  /** Each page's number of sections, in page order. */
  sections: number[];
  postings: Map<string, string>;
}

/**
 * Above this share of changed pages a full merge is cheaper than decoding and re-encoding the
 * postings of every term they hold.
 */
const MAX_PATCHED_SHARE = 0.25;

/** Every page's terms joined into one postings list per term, sections counted across pages. */
function mergeAll(entries: readonly PageEntry[]): Map<string, string> {
  // Each term's postings, as encoded parts of successive pages, and the last section it is in.
  const lists = new Map<string, { parts: string[]; last: number }>();
  let start = 0;
  for (const entry of entries) {
    forEachTerm(entry.terms, (term, encoded, last) => {
      let list = lists.get(term);
      if (!list) {
        list = { parts: [], last: 0 };
        lists.set(term, list);
      }
      list.parts.push(shiftPostings(encoded, start - list.last));
      list.last = start + last;
    });
    start += entry.sections;
  }
  return new Map([...lists].map(([term, { parts }]) => [term, parts.join('')]));
}

/**
 * `before`'s postings with the changed pages' parts replaced, when every page keeps its place
 * and its number of sections (a body edit): only the terms of the changed pages, as they were and
 * as they are, are decoded and encoded again. A delta-encoded list is the same whichever way it
 * was put together, so the result is what `mergeAll` gives. Undefined when pages moved, or an old
 * page's terms are not known any more.
 */
function patch(
  entries: readonly PageEntry[],
  before: MergedPostings,
  termsOf: (key: string) => PageTerms | undefined,
): Map<string, string> | undefined {
  if (before.pages.length !== entries.length) return undefined;
  const changed: { start: number; end: number; key: string; now: PageTerms }[] = [];
  let start = 0;
  for (const [i, entry] of entries.entries()) {
    if (entry.sections !== before.sections[i]) return undefined;
    const key = before.pages[i] as string;
    if (key !== entry.key) changed.push({ start, end: start + entry.sections, key, now: entry.terms });
    start += entry.sections;
  }
  if (changed.length > entries.length * MAX_PATCHED_SHARE) return undefined;
  const old = changed.map((page) => termsOf(page.key));
  if (old.includes(undefined)) return undefined;
  const added = new Map<string, Posting[]>();
  for (const [i, page] of changed.entries()) {
    forEachTerm(old[i] as PageTerms, (term) => {
      if (!added.has(term)) added.set(term, []);
    });
    forEachTerm(page.now, (term, encoded) => {
      const list = added.get(term) ?? [];
      for (const p of decodePostings(encoded)) list.push({ ...p, section: p.section + page.start });
      added.set(term, list);
    });
  }
  const postings = new Map(before.postings);
  const inChanged = (section: number) => changed.some((page) => section >= page.start && section < page.end);
  for (const [term, own] of added) {
    const kept = decodePostings(postings.get(term) ?? '').filter((p) => !inChanged(p.section));
    const list = [...kept, ...own].sort((a, b) => a.section - b.section);
    if (list.length) postings.set(term, encodePostings(list));
    else postings.delete(term);
  }
  return postings;
}

/** The language's postings of `entries`, patched from `before` (the last build's) where it can be. */
export function mergePostings(
  entries: readonly PageEntry[],
  before: MergedPostings | undefined,
  termsOf: (key: string) => PageTerms | undefined,
): MergedPostings {
  const postings = (before && patch(entries, before, termsOf)) ?? mergeAll(entries);
  return { pages: entries.map((e) => e.key), sections: entries.map((e) => e.sections), postings };
}

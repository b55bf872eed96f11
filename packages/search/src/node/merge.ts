import { cutPostings, shiftPostings } from '../shared/format';
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
  /**
   * The term shards made from them last (see shards.ts): each one's first and last term, number
   * of terms and hash, so that a shard none of whose terms changed is kept instead of made again.
   */
  shards?: [first: string, last: string, count: number, hash: string][];
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
 * and its number of sections (a body edit): in the lists of the terms of the changed pages, as
 * they were and as they are, each page's part is cut out and its new one put in, the postings
 * after it counted from its new last section. A delta-encoded list is the same whichever way it
 * was put together, so the result is what `mergeAll` gives. Undefined when pages moved, or an old
 * page's terms are not known any more.
 */
function patch(
  entries: readonly PageEntry[],
  before: MergedPostings,
  termsOf: (key: string) => PageTerms | undefined,
  changedTerms: Set<string>,
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
  const postings = new Map(before.postings);
  for (const [i, page] of changed.entries()) {
    // The page's part of each term's list, relative to its first section, and its last section.
    const own = new Map<string, { encoded: string; last: number }>();
    forEachTerm(page.now, (term, encoded, last) => own.set(term, { encoded, last }));
    const terms = new Set(own.keys());
    forEachTerm(old[i] as PageTerms, (term) => terms.add(term));
    for (const term of terms) {
      changedTerms.add(term);
      const { head, headLast, tail, tailPrev } = cutPostings(postings.get(term) ?? '', page.start, page.end);
      const part = own.get(term);
      const last = part ? page.start + part.last : headLast;
      const list =
        head +
        (part ? shiftPostings(part.encoded, page.start - headLast) : '') +
        (tail && shiftPostings(tail, tailPrev - last));
      if (list) postings.set(term, list);
      else postings.delete(term);
    }
  }
  return postings;
}

/**
 * The language's postings of `entries`, patched from `before` (the last build's) where it can be,
 * and the terms whose postings may differ from `before`'s (none when merged afresh: all may).
 */
export function mergePostings(
  entries: readonly PageEntry[],
  before: MergedPostings | undefined,
  termsOf: (key: string) => PageTerms | undefined,
): { merged: MergedPostings; changed?: Set<string> } {
  const changed = new Set<string>();
  const patched = before && patch(entries, before, termsOf, changed);
  const merged = {
    pages: entries.map((e) => e.key),
    sections: entries.map((e) => e.sections),
    postings: patched ?? mergeAll(entries),
  };
  return { merged, changed: patched ? changed : undefined };
}

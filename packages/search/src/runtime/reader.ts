import {
  decodePage,
  decodePostings,
  folderFile,
  isManifest,
  type Loader,
  MANIFEST,
  type Manifest,
  PAGES_PER_FOLDER,
  type PageFile,
  type PageFolder,
  type Posting,
  pageFile,
  type Shard,
  shardFile,
} from '../shared/format';
import { isCjk, JOIN } from '../shared/tokenize';
import type { SearchRecord } from '../shared/types';

export type { Loader } from '../shared/format';

/** Index terms a query term reaches: itself, words it starts, or near misses (typos). */
export type MatchKind = 'exact' | 'prefix' | 'fuzzy';
export interface TermMatch {
  term: string;
  kind: MatchKind;
  postings: Posting[];
}

/** At most this many shards are read to complete a prefix or to look for near misses. */
const RANGE_SHARDS = 3;
/** Completions of a prefix kept, the most frequent first. */
const MAX_COMPLETIONS = 24;

/** Optimal string alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** Remembers a load; a failed one is forgotten, so the next search tries again. */
function cached<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    value = load();
    value.catch(() => map.delete(key));
    map.set(key, value);
  }
  return value;
}

/**
 * The reading side of one language's index (see `Manifest`): loads the manifest once, then only
 * the term shards and page files a query needs, each once.
 */
export class IndexReader {
  private manifestLoad?: Promise<{ manifest: Manifest; pageOf: Int32Array }>;
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly folders = new Map<number, Promise<PageFolder>>();
  private readonly pages = new Map<number, Promise<SearchRecord[]>>();
  private readonly postings = new Map<string, Posting[]>();

  constructor(private readonly load: Loader) {}

  /** The manifest, and the page of each section. */
  index(): Promise<{ manifest: Manifest; pageOf: Int32Array }> {
    if (!this.manifestLoad) {
      const load = this.load(MANIFEST).then((data) => {
        if (!isManifest(data)) throw new Error('Not a search index of this version');
        const pageOf = new Int32Array(data.sections.reduce((a, b) => a + b, 0));
        let at = 0;
        data.sections.forEach((count, page) => {
          pageOf.fill(page, at, at + count);
          at += count;
        });
        return { manifest: data, pageOf };
      });
      load.catch(() => {
        if (this.manifestLoad === load) this.manifestLoad = undefined;
      });
      this.manifestLoad = load;
    }
    return this.manifestLoad;
  }

  /** The records of a page, from its page file (named in its page folder). */
  async page(page: number): Promise<SearchRecord[]> {
    const { manifest } = await this.index();
    return cached(this.pages, page, async () => {
      const n = Math.floor(page / PAGES_PER_FOLDER);
      const folder = await cached(
        this.folders,
        n,
        async () => (await this.load(folderFile(n, manifest.folders[n] ?? ''))) as PageFolder,
      );
      const hash = folder[page % PAGES_PER_FOLDER] ?? '';
      return decodePage((await this.load(pageFile(page, hash))) as PageFile, manifest.lang);
    });
  }

  /** Shards `[from, to]` whose terms may start with `prefix` (from the one that may hold it). */
  private range(manifest: Manifest, prefix: string, limit: number): number[] {
    const { shards } = manifest;
    let low = 0;
    let high = shards.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((shards[mid]?.[0] ?? '') <= prefix) low = mid;
      else high = mid - 1;
    }
    const out = [low];
    for (let i = low + 1; i < shards.length && out.length < limit; i++) {
      if (!(shards[i]?.[0] ?? '').startsWith(prefix)) break;
      out.push(i);
    }
    return out;
  }

  private async terms(manifest: Manifest, prefix: string, limit: number): Promise<[string, string][]> {
    const loaded = await Promise.all(
      this.range(manifest, prefix, limit).map((i) =>
        cached(this.shards, i, async () => (await this.load(shardFile(manifest.shards[i]?.[1] ?? ''))) as Shard),
      ),
    );
    return loaded.flatMap((shard) => Object.entries(shard).filter(([term]) => term.startsWith(prefix)));
  }

  private decoded(term: string, values: string): Posting[] {
    let postings = this.postings.get(term);
    if (!postings) {
      postings = decodePostings(values);
      this.postings.set(term, postings);
    }
    return postings;
  }

  /** The postings of exactly this term (none when the index does not hold it). */
  async exact(term: string): Promise<TermMatch[]> {
    const { manifest } = await this.index();
    for (const [key, values] of await this.terms(manifest, term, 1))
      if (key === term) return [{ term: key.replace(JOIN, ''), kind: 'exact', postings: this.decoded(key, values) }];
    return [];
  }

  /** Two words typed in a row, as the index holds their join: a join, or a word when it is one. */
  async joined(join: string): Promise<TermMatch[]> {
    const matches = await this.exact(JOIN + join);
    return matches.length ? matches : this.exact(join);
  }

  /**
   * What a query term reaches: the term itself (and a plural its singular); the words it begins
   * when it is the word being typed (`typing`) or has no exact match; and only when none of these
   * exists, words one or two edits away (typos), so a near miss never competes with an exact hit
   * of the same term. A term that is complete reads one shard.
   */
  async lookup(term: string, { typing = true, looseness = 0 } = {}): Promise<TermMatch[]> {
    const { manifest } = await this.index();
    const cjk = isCjk(term);
    const matches: TermMatch[] = [];
    const own = await this.terms(manifest, term, 1);
    for (const [key, values] of own)
      if (key === term) matches.push({ term, kind: 'exact', postings: this.decoded(key, values) });
    // Not a word of the index: perhaps two words written apart ("tailwindcss" for "Tailwind CSS").
    if (!matches.length && !cjk && term.length >= 4) matches.push(...(await this.exact(JOIN + term)));
    const completions: [string, string][] = [];
    // A plural reaches its singular ("ports" finds "port") as strongly as a completion does.
    const singular = !cjk && term.length >= 4 && /[^s]s$/.test(term) ? term.slice(0, -1) : '';
    if (singular)
      for (const [key, values] of await this.terms(manifest, singular, 1))
        if (key === singular) completions.push([key, values]);
    if ((cjk || term.length >= 2) && (typing || !matches.length)) {
      for (const [key, values] of await this.terms(manifest, term, RANGE_SHARDS))
        if (key !== term) completions.push([key, values]);
    }
    // The most frequent first: an encoded list's length grows with its number of postings.
    completions.sort((a, b) => b[1].length - a[1].length);
    for (const [key, values] of completions.slice(0, MAX_COMPLETIONS))
      matches.push({ term: key, kind: 'prefix', postings: this.decoded(key, values) });
    if ((matches.length && !looseness) || cjk || term.length < 4) return matches;
    const max = (term.length >= 8 ? 2 : 1) + looseness;
    for (const [key, values] of await this.terms(manifest, term.slice(0, 2 - Math.min(looseness, 1)), RANGE_SHARDS)) {
      if (key !== term && !key.startsWith(term) && editDistance(term, key, max) <= max)
        matches.push({ term: key, kind: 'fuzzy', postings: this.decoded(key, values) });
    }
    return matches;
  }
}

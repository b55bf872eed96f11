import { FIELD, type Field } from '../shared/format';
import type { MatchKind, TermMatch } from './reader';

/** Issue 16 ranking: title > heading > lead sentence > body; exact > prefix > near miss. */
const FIELD_WEIGHT: Record<Field, number> = { [FIELD.body]: 1, [FIELD.lead]: 2, [FIELD.heading]: 3, [FIELD.title]: 6 };
const KIND_WEIGHT: Record<MatchKind, number> = { exact: 1, prefix: 0.45, fuzzy: 0.25 };
/** More occurrences in a section count, with diminishing returns. */
const TF_WEIGHT = [0, 1, 1.3, 1.5];
const COHESION = 0.5;
/** Two query words found in a row: a hint for ordering, weaker than a word of its own. */
const PHRASE_WEIGHT = 0.3;

export interface RankedSection {
  section: number;
  score: number;
  /** The strongest field any query term matched in: a heading or title hit is shown as such. */
  field: Field;
  terms: string[];
}

export interface RankedPage {
  page: number;
  score: number;
  /** How many of its sections match. */
  matched: number;
  /** Its matching sections, best first (made when asked: most ranked pages are never shown). */
  sections(): RankedSection[];
}

/**
 * Pages ranked by a page-level score (issue 16), each with its matching sections, best first. For
 * each query term a page counts its best section only, so a page with many sections that repeat a
 * word does not crowd out the page about it; a page matching more of the query's terms ranks
 * higher (in proportion to the share matched, from a quarter for none: one strong title match may
 * still beat several weak body matches).
 *
 * Scores live in typed arrays indexed by section (issue 16, keystroke to results): a frequent
 * word's completions reach most sections of a large site, and an object per section and term made
 * each keystroke spend its time collecting garbage.
 */
export function rank(
  queryTerms: readonly { term: string; matches: TermMatch[]; phrase?: boolean }[],
  pageOf: Int32Array,
): RankedPage[] {
  const sections = pageOf.length;
  const pageCount = sections ? (pageOf[sections - 1] ?? 0) + 1 : 0;
  const terms = queryTerms.filter((q) => q.matches.length);
  const count = terms.length;
  // Two query words written together in the text (see `LocalIndex`) add to a page's score without
  // counting as terms of their own.
  const words = terms.filter((q) => !q.phrase).length;
  const total = new Float64Array(sections);
  /** The strongest field any term matched in a section; -1 for a section no term reaches. */
  const fieldOf = new Int8Array(sections).fill(-1);
  /** For each section and query term, the match (its index + 1) that scored best there. */
  const matchOf = new Int32Array(sections * count);
  /** For each page and query term, its best section's score. */
  const pageBest = new Float64Array(pageCount * count);
  const best = new Float64Array(sections);
  const bestField = new Int8Array(sections);
  const bestMatch = new Int32Array(sections);
  terms.forEach(({ term: typed, matches, phrase }, q) => {
    // A section's score for this query term: its best match (not the sum of a prefix's completions).
    const touched: number[] = [];
    matches.forEach(({ term, kind, postings }, m) => {
      const df = postings.length;
      const idf = Math.log(1 + (sections - df + 0.5) / (df + 0.5));
      // A completion much longer than what was typed is a weaker guess.
      const weight =
        idf *
        KIND_WEIGHT[kind] *
        (kind === 'prefix' ? 0.5 + (0.5 * typed.length) / term.length : 1) *
        (phrase ? PHRASE_WEIGHT : 1);
      for (const { section, field, tf } of postings) {
        const score = weight * FIELD_WEIGHT[field] * (TF_WEIGHT[tf] ?? 1);
        if (!bestMatch[section]) touched.push(section);
        else if (score <= (best[section] ?? 0)) continue;
        best[section] = score;
        bestField[section] = field;
        bestMatch[section] = m + 1;
      }
    });
    for (const section of touched) {
      const score = best[section] ?? 0;
      total[section] = (total[section] ?? 0) + score;
      fieldOf[section] = Math.max(fieldOf[section] ?? -1, bestField[section] ?? 0);
      matchOf[section * count + q] = bestMatch[section] ?? 0;
      bestMatch[section] = 0;
      const at = (pageOf[section] ?? 0) * count + q;
      if (score > (pageBest[at] ?? 0)) pageBest[at] = score;
    }
  });
  const sectionOf = (section: number): RankedSection => {
    const found: string[] = [];
    for (let q = 0; q < count; q++) {
      const m = matchOf[section * count + q] ?? 0;
      if (m) found.push(terms[q]?.matches[m - 1]?.term ?? '');
    }
    return { section, score: total[section] ?? 0, field: (fieldOf[section] ?? 0) as Field, terms: found };
  };
  const ranked: RankedPage[] = [];
  for (let first = 0; first < sections; ) {
    const page = pageOf[first] ?? 0;
    let end = first;
    let matched = 0;
    let top = 0;
    for (; end < sections && pageOf[end] === page; end++) {
      if ((fieldOf[end] ?? -1) < 0) continue;
      matched++;
      top = Math.max(top, total[end] ?? 0);
    }
    if (matched) {
      let sum = 0;
      let found = 0;
      for (let q = 0; q < count; q++) {
        const score = pageBest[page * count + q] ?? 0;
        sum += score;
        if (score > 0 && !terms[q]?.phrase) found++;
      }
      // Terms found together in one section count a little more than terms spread over the page.
      const score = (sum + top * COHESION) * (0.25 + (0.75 * found) / Math.max(1, words));
      const [from, to] = [first, end];
      const sectionsOfPage = () => {
        const out: RankedSection[] = [];
        for (let section = from; section < to; section++)
          if ((fieldOf[section] ?? -1) >= 0) out.push(sectionOf(section));
        return out.sort((a, b) => b.score - a.score || a.section - b.section);
      };
      ranked.push({ page, score, matched, sections: sectionsOfPage });
    }
    first = end;
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

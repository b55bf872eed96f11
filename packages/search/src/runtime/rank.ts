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
  sections: RankedSection[];
}

/**
 * Pages ranked by a page-level score (issue 16), each with its matching sections, best first. For
 * each query term a page counts its best section only, so a page with many sections that repeat a
 * word does not crowd out the page about it; a page matching more of the query's terms ranks
 * higher (in proportion to the share matched, from a quarter for none: one strong title match may
 * still beat several weak body matches).
 */
export function rank(
  queryTerms: readonly { term: string; matches: TermMatch[]; phrase?: boolean }[],
  pageOf: Int32Array,
): RankedPage[] {
  const sections = pageOf.length;
  const terms = queryTerms.filter((q) => q.matches.length);
  // Two query words written together in the text (see `LocalIndex`) add to a page's score without
  // counting as terms of their own.
  const words = terms.filter((q) => !q.phrase).length;
  const pages = new Map<number, { best: number[]; sections: Map<number, RankedSection> }>();
  terms.forEach(({ term: typed, matches, phrase }, q) => {
    // A section's score for this query term: its best match (not the sum of a prefix's completions).
    const scores = new Map<number, { score: number; field: Field; term: string }>();
    for (const { term, kind, postings } of matches) {
      const df = postings.length;
      const idf = Math.log(1 + (sections - df + 0.5) / (df + 0.5));
      // A completion much longer than what was typed is a weaker guess.
      const weight =
        KIND_WEIGHT[kind] *
        (kind === 'prefix' ? 0.5 + (0.5 * typed.length) / term.length : 1) *
        (phrase ? PHRASE_WEIGHT : 1);
      for (const { section, field, tf } of postings) {
        const score = idf * weight * FIELD_WEIGHT[field] * (TF_WEIGHT[tf] ?? 1);
        const current = scores.get(section);
        if (!current || score > current.score) scores.set(section, { score, field, term });
      }
    }
    for (const [section, { score, field, term }] of scores) {
      const page = pageOf[section] ?? 0;
      let entry = pages.get(page);
      if (!entry) {
        entry = { best: new Array(terms.length).fill(0), sections: new Map() };
        pages.set(page, entry);
      }
      entry.best[q] = Math.max(entry.best[q] ?? 0, score);
      const ranked = entry.sections.get(section) ?? { section, score: 0, field, terms: [] };
      ranked.score += score;
      if (field > ranked.field) ranked.field = field;
      ranked.terms.push(term);
      entry.sections.set(section, ranked);
    }
  });
  const ranked: RankedPage[] = [];
  for (const [page, entry] of pages) {
    const matched = entry.best.filter((s, q) => s > 0 && !terms[q]?.phrase).length;
    const sections = [...entry.sections.values()].sort((a, b) => b.score - a.score);
    // Terms found together in one section count a little more than terms spread over the page.
    const together = (sections[0]?.score ?? 0) * COHESION;
    const score = (entry.best.reduce((a, b) => a + b, 0) + together) * (0.25 + (0.75 * matched) / Math.max(1, words));
    ranked.push({ page, score, sections });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

import { FIELD, type Field } from '../shared/format';
import { STOP_WORDS, tokenize } from '../shared/tokenize';

/** A section's terms: for each, the strongest field it appears in and how often. */
export type SectionTerms = Map<string, { field: Field; tf: number }>;

function add(into: SectionTerms, term: string, field: Field): void {
  const entry = into.get(term);
  if (!entry) into.set(term, { field, tf: 1 });
  else {
    entry.tf++;
    if (field > entry.field) entry.field = field;
  }
}

/** `styles` gives `style` (and a join, `+injectstyles`, `+injectstyle`): the reverse of the reader's plural reaching a singular (see `lookup`). */
const PLURAL = /^\+?[a-z]{3,}[^s]s$/;

export function addTerms(into: SectionTerms, text: string, field: Field): void {
  for (const term of tokenize(text, true)) {
    if (STOP_WORDS.has(term)) continue;
    add(into, term, field);
    // A title, heading or lead word also answers to its singular ("injectStyles" to "style"); in
    // the body that would only double the index.
    if (field !== FIELD.body && PLURAL.test(term)) add(into, term.slice(0, -1), field);
  }
}

/**
 * The names a reader calls a page by besides its title (issue 16): its route's segments
 * (`/config/output/source-map` gives `config`, `output`, `source-map`, `sourcemap`, `sm`) and,
 * for a title of several words, its initials ("Hot Module Replacement" gives `hmr`, "Create React App"
 * `cra`), so abbreviations find the page.
 */
export function aliasesOf(route: string, title: string, localePrefix: string): string {
  const rest = localePrefix && route.startsWith(localePrefix) ? route.slice(localePrefix.length) : route;
  const segments = rest.split('/').filter(Boolean);
  const names = segments.flatMap((s) => {
    const parts = s.split('-');
    return parts.length > 1 ? [s, parts.join(''), parts.map((p) => p[0]).join('')] : [s];
  });
  const words = title
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s\-/]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  if (words.length >= 2 && words.length <= 5) names.push(words.map((w) => w[0]).join(''));
  return names.join(' ');
}

/**
 * Turning text into search terms, the same way at build time, in the browser and for queries
 * (issue 4): words for Latin scripts (with the parts of `camelCase` and `dotted.names`), and for
 * Chinese both the words of `Intl.Segmenter` and every two-character run, so a query matches
 * whatever way the segmenter cut the page's text.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/g;
/** Letters, digits and the joiners that keep `v1.0`, `dev.assetPrefix` or `@rsbuild/core` whole. */
const LATIN_WORD = /[\p{L}\p{N}_$@][\p{L}\p{N}_$@./-]*/gu;

const SIMPLE_WORD = /^[a-z\d]+$/;
const NON_ASCII = /[^\u0020-\u007e\s]/;

/** Words that say nothing about what a reader looks for; dropped unless the query is only these. */
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which why with you your 的 了 是 在 和 与 及 吗 呢 如何 怎么 怎样 什么 一个 修改 设置'.split(
    ' ',
  ),
);

export function isCjk(term: string): boolean {
  return CJK.test(term);
}

let segmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Case, width and accent folding: `Ｔａｉｌｗｉｎｄ` and `tailwind` are one term. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** `output.sourceMap` gives `output.sourcemap`, `output`, `sourcemap`, `source` and `map`. */
function pushLatin(word: string, out: string[]): void {
  // Fast path: most words are plain lower-case words.
  if (SIMPLE_WORD.test(word)) {
    out.push(word);
    return;
  }
  const trimmed = word.replace(/[./-]+$/, '');
  if (!trimmed) return;
  out.push(trimmed.toLowerCase());
  const segments = trimmed.split(/[./@_$-]+/).filter(Boolean);
  for (const segment of segments) {
    if (segments.length > 1) out.push(segment.toLowerCase());
    const parts = segment
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(' ')
      .filter(Boolean);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
}

/**
 * The segmenter's words longer than two characters of each run (shorter ones are among the run's
 * two-character terms already). The runs are segmented as one string, one per line: a line break
 * always ends a word, so each run is cut exactly as on its own, and a page's text costs one call
 * to the segmenter instead of one per run (most of the time indexing a Chinese page took).
 */
function segmenterWords(runs: readonly string[]): string[][] {
  const words = runs.map((): string[] => []);
  const seg = getSegmenter();
  const long = runs.flatMap((run, i) => (run.length > 2 ? [i] : []));
  if (!seg || !long.length) return words;
  const text = long.map((i) => runs[i]).join('\n');
  let at = 0;
  let end = (runs[long[0] as number] as string).length;
  for (const { segment, index, isWordLike } of seg.segment(text)) {
    while (index > end) end += 1 + (runs[long[++at] as number] as string).length;
    if (isWordLike && segment.length > 2) words[long[at] as number]?.push(segment);
  }
  return words;
}

function pushCjk(run: string, words: readonly string[], out: string[]): void {
  if (run.length === 1) {
    out.push(run);
    return;
  }
  for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  out.push(...words);
}

/**
 * Marks the join of two words (`+tailwindcss`). Joins are many (every word pair of the text):
 * kept apart from the words, they sort before every word, so completing what a reader types
 * never reads them; a query term the index lacks as a word is looked up as a join.
 */
export const JOIN = '+';

/**
 * The terms of a text, in order, lower-cased; may repeat (a camelCase word gives itself and its
 * parts). For the index (`joinPairs`), two Latin words in a row also give their join (marked by
 * `JOIN`), so that `tailwindcss` finds "Tailwind CSS". Never throws, whatever the input holds
 * (HTML, regular-expression characters, emoji).
 */
export function tokenize(text: string, joinPairs = false): string[] {
  const out: string[] = [];
  const source = NON_ASCII.test(text) ? text.normalize('NFKC') : text;
  let last = 0;
  const handleLatin = (chunk: string) => {
    let previous = '';
    for (const match of chunk.matchAll(LATIN_WORD)) {
      pushLatin(match[0], out);
      const word = match[0].toLowerCase();
      const gap = chunk.slice((match.index ?? 0) - 1, match.index ?? 0);
      if (joinPairs && previous && gap === ' ' && /^[a-z]+$/.test(previous) && /^[a-z\d]+$/.test(word))
        out.push(JOIN + previous + word);
      previous = word;
    }
  };
  if (!CJK.test(source)) {
    handleLatin(source);
    return out;
  }
  const runs = [...source.matchAll(CJK_RUN)];
  const words = segmenterWords(runs.map((match) => match[0]));
  runs.forEach((match, i) => {
    handleLatin(source.slice(last, match.index));
    pushCjk(match[0], words[i] as string[], out);
    last = (match.index ?? 0) + match[0].length;
  });
  handleLatin(source.slice(last));
  return out;
}

/** The terms of a query: its tokens without stop words (kept when the query has nothing else). */
export function queryTerms(query: string): string[] {
  const all = [...new Set(tokenize(query.slice(0, 256)))];
  const meaningful = all.filter((t) => !STOP_WORDS.has(t));
  return meaningful.length ? meaningful : all;
}

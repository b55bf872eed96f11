/**
 * Highlight and snippet values in Algolia's format: the text HTML-escaped, matches wrapped in
 * `<mark>`. The text of a page or a query is never markup: the view decodes these values back to
 * text (`parseHighlight`), so `<img onerror=…>` in a query or a page shows as typed.
 */
import { isCjk, normalize } from '../shared/tokenize';

export const HIGHLIGHT_PRE = '<mark>';
export const HIGHLIGHT_POST = '</mark>';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const WORD_CHAR = /[\p{L}\p{N}_$]/u;

/** Character ranges of `text` matched by the terms: word starts for Latin, anywhere for Chinese. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const folded = normalize(text);
  // NFKC can change lengths; fall back to plain lower-casing so offsets stay aligned.
  const haystack = folded.length === text.length ? folded : text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    const cjk = isCjk(term);
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(term, from);
      if (at < 0) break;
      from = at + 1;
      if (!cjk && at > 0 && WORD_CHAR.test(haystack[at - 1] ?? '') && !/[A-Z]/.test(text[at] ?? '')) continue;
      let end = at + term.length;
      if (!cjk)
        while (end < text.length && WORD_CHAR.test(haystack[end] ?? '') && !/[A-Z]/.test(text[end] ?? '')) end++;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function render(text: string, ranges: readonly [number, number][], offset = 0): string {
  let out = '';
  let at = offset;
  for (const [start, end] of ranges) {
    if (end <= offset || start >= offset + text.length) continue;
    const s = Math.max(start, offset);
    const e = Math.min(end, offset + text.length);
    out +=
      escapeHtml(text.slice(at - offset, s - offset)) +
      HIGHLIGHT_PRE +
      escapeHtml(text.slice(s - offset, e - offset)) +
      HIGHLIGHT_POST;
    at = e;
  }
  return out + escapeHtml(text.slice(at - offset));
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** The whole text, escaped, with every match marked. */
export function highlight(text: string, terms: readonly string[]): Highlighted {
  const ranges = matchRanges(text, terms);
  const lower = normalize(text);
  const matchedWords = terms.filter((t) => lower.includes(t));
  const matchLevel = !ranges.length ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { value: render(text, ranges), matchLevel, matchedWords };
}

/** Word boundaries of a text: spaces for Latin scripts, each character for Chinese. */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  const re = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff]|[^\s\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff]+/g;
  for (const match of text.matchAll(re)) starts.push(match.index ?? 0);
  return starts;
}

/**
 * About `words` words of the text around its first match (Chinese counts two characters a word),
 * escaped and marked, with `…` where text was cut.
 */
export function snippet(text: string, terms: readonly string[], words: number): Highlighted {
  const ranges = matchRanges(text, terms);
  const starts = wordStarts(text);
  const cjk = isCjk(text);
  const count = cjk ? words * 2 : words;
  if (starts.length <= count) return { ...highlight(text, terms) };
  const first = ranges[0]?.[0] ?? 0;
  let index = starts.findIndex((s, i) => s <= first && (starts[i + 1] ?? Number.POSITIVE_INFINITY) > first);
  if (index < 0) index = 0;
  let from = Math.max(0, index - Math.floor(count / 4));
  from = Math.min(from, Math.max(0, starts.length - count));
  const start = starts[from] ?? 0;
  const end = starts[from + count] ?? text.length;
  const piece = text.slice(start, end).trimEnd();
  const value = (start > 0 ? '…' : '') + render(piece, ranges, start) + (end < text.length ? '…' : '');
  const full = highlight(text, terms);
  return { value, matchLevel: full.matchLevel, matchedWords: full.matchedWords };
}

/** Splits a highlight value into text parts, marked or not: the inverse of the above, text only. */
export function parseHighlight(value: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  const decode = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '',
    );
  let rest = value;
  for (;;) {
    const open = rest.indexOf(HIGHLIGHT_PRE);
    if (open < 0) break;
    const close = rest.indexOf(HIGHLIGHT_POST, open);
    if (close < 0) break;
    if (open > 0) parts.push({ text: decode(rest.slice(0, open)), marked: false });
    parts.push({ text: decode(rest.slice(open + HIGHLIGHT_PRE.length, close)), marked: true });
    rest = rest.slice(close + HIGHLIGHT_POST.length);
  }
  if (rest) parts.push({ text: decode(rest), marked: false });
  return parts;
}

/**
 * The relevance evaluation (issue 4, quality bars): each query of `relevance/<lang>.json` is run
 * through the local engine over the real site; a query scores when one of its expected pages is
 * the first (top-1) or among the first three (top-3) pages of the results, in result order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchRecord } from '@docs-kit/search';
import { memoryIndex } from './memory';

export interface Case {
  query: string;
  expected: string[];
}

export interface Evaluation {
  lang: string;
  total: number;
  top1: number;
  top3: number;
  misses: { query: string; expected: string[]; got: string[] }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadCases(lang: string): Case[] {
  return JSON.parse(readFileSync(path.join(here, 'relevance', `${lang}.json`), 'utf8')) as Case[];
}

const pageOf = (url: string) => url.split('#')[0] ?? url;

export async function evaluate(
  lang: string,
  files: ReadonlyMap<string, string>,
  records: readonly SearchRecord[],
  cases: readonly Case[],
): Promise<Evaluation> {
  const { index } = memoryIndex(files, lang);
  const known = new Set(records.map((r) => pageOf(r.url)));
  // Pages not written yet are left out, so the figures follow the site as it lands.
  const live = cases.filter((c) => c.expected.some((p) => known.has(p)));
  let top1 = 0;
  let top3 = 0;
  const misses: Evaluation['misses'] = [];
  for (const c of live) {
    const { hits } = await index.search(c.query, { hitsPerPage: 20, snippetWords: 10 });
    const pages = [...new Set(hits.map((h) => pageOf(h.url)))];
    const rank = pages.findIndex((p) => c.expected.includes(p));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    else misses.push({ query: c.query, expected: c.expected, got: pages.slice(0, 3) });
  }
  return { lang, total: live.length, top1, top3, misses };
}

export function formatEvaluation(e: Evaluation): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, e.total)).toFixed(1)}%`;
  const lines = [`${e.lang}: ${e.total} queries, top-1 ${pct(e.top1)} (${e.top1}), top-3 ${pct(e.top3)} (${e.top3})`];
  for (const m of e.misses)
    lines.push(`  miss: ${m.query} → expected ${m.expected[0]}, got ${m.got.join(' ') || 'nothing'}`);
  return lines.join('\n');
}

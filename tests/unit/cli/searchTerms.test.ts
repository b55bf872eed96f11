/**
 * A cold build makes its pages' search terms on a worker thread while the main thread bundles and
 * renders (issue 17). The terms must be the ones the main thread would have made, every page's
 * before the index asks for them; a handful are left to the main thread; a failure is the build's.
 */
import type { SearchRecord } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';
import { provideTerms, type TermsRequest } from '../../../packages/cli/src/node/outputs/searchTerms';
import { IndexCache, type IndexedPage } from '../../../packages/search/src/node/pageEntry';

function record(url: string, title: string, content: string, heading: string | null = null): SearchRecord {
  return {
    objectID: url,
    url,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    lang: 'en',
  };
}

/** `count` pages of two sections each, in English and Chinese words, each twinned with a Chinese title. */
const sitePages = (count: number): { page: IndexedPage; twins: TermsRequest['twins'] }[] =>
  Array.from({ length: count }, (_, i) => ({
    page: {
      route: `/guide/page-${i}`,
      records: [
        record(`/guide/page-${i}`, `Page ${i} setup`, `Configure the dev server for page ${i}. 构建工具 ${i}`),
        record(`/guide/page-${i}#options`, `Page ${i} setup`, `Options of plugins, number ${i * 7}.`, 'Options'),
      ],
    },
    twins: [[[`页面 ${i}`, null]]],
  }));

const requestsOf = (cache: IndexCache, count: number): TermsRequest[] =>
  sitePages(count).map(({ page, twins }) => ({ cache, page, lang: 'en', twins }));

describe('search terms off the main thread', () => {
  it('gives every page the terms the main thread would make, before the index asks', async () => {
    const offThread = new IndexCache();
    const requests = requestsOf(offThread, 150);
    await provideTerms(requests);
    // Made already: `entry` only looks them up.
    expect(requests.filter((r) => offThread.unknown(r.page, r.lang, r.twins))).toEqual([]);
    const inline = new IndexCache();
    const expected = requestsOf(inline, 150).map((r) => inline.entry(r.page, r.lang, r.twins));
    const got = requests.map((r) => offThread.entry(r.page, r.lang, r.twins));
    expect(got).toEqual(expected);
    expect(got[3]?.terms).toContain('server\t');
  });

  it('leaves a few pages to the main thread', async () => {
    const cache = new IndexCache();
    const requests = requestsOf(cache, 3);
    await provideTerms(requests);
    expect(requests.every((r) => cache.unknown(r.page, r.lang, r.twins))).toBe(true);
  });

  it('fails with the worker’s error', async () => {
    const cache = new IndexCache();
    const requests = requestsOf(cache, 120);
    // A record without its hierarchy: making its terms throws.
    (requests[100] as TermsRequest).page = { route: '/broken', records: [{ url: '/broken' } as SearchRecord] };
    await expect(provideTerms(requests)).rejects.toThrow(/hierarchy|undefined/);
  });
});

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { evaluate, formatEvaluation, loadCases } from './evaluate';
import { buildSiteIndex, type SiteIndex } from './siteIndex';

/**
 * Relevance over the real site (issue 4): top-1 and top-3 hit rates of the evaluation set in
 * `relevance/<lang>.json`, and the index size per language. Prints the figures; asserts floors.
 */
describe('search relevance on the site', () => {
  let site: SiteIndex;

  it('builds the index of every language', async () => {
    site = await buildSiteIndex();
    for (const [lang, json] of site.files) {
      console.log(
        `index ${lang}: ${site.records.get(lang)?.length} records, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB raw, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip`,
      );
    }
    expect(site.pages).toBeGreaterThan(0);
    for (const json of site.files.values()) expect(gzipSync(json).length).toBeLessThan(100 * 1024);
  }, 300_000);

  for (const lang of ['en', 'zh']) {
    it(`finds the expected ${lang} page in the top 3 for at least 90% of queries`, () => {
      const cases = loadCases(lang);
      expect(cases.length).toBeGreaterThanOrEqual(60);
      const result = evaluate(lang, site.records.get(lang) ?? [], cases);
      console.log(formatEvaluation(result));
      if (result.total < 20) return; // the site's pages are still landing
      expect(result.top3 / result.total).toBeGreaterThanOrEqual(0.9);
      expect(result.top1 / result.total).toBeGreaterThanOrEqual(0.75);
    });
  }
});

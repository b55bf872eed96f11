import { gzipSync } from 'node:zlib';
import { buildSiteIndex } from '/work/main/tests/unit/search/siteIndex';
import { LocalIndex } from '/work/main/packages/search/src/runtime/local';
const t0 = Date.now();
const idx = await buildSiteIndex();
console.log('pages', idx.pages, 'ms', Date.now() - t0);
for (const [lang, json] of idx.files) console.log(lang, json.length, gzipSync(json).length, idx.records.get(lang)!.length);
const en = new LocalIndex(idx.records.get('en')!);
const zh = new LocalIndex(idx.records.get('zh')!);
for (const q of process.argv.slice(2)) {
  const e = /[\u4e00-\u9fff]/.test(q) ? zh : en;
  const t = performance.now();
  const r = e.search(q, { hitsPerPage: 20, snippetWords: 10 });
  const ms = (performance.now() - t).toFixed(1);
  const pages = [...new Set(r.hits.map((h) => h.url.split('#')[0]))].slice(0, 4);
  console.log(q, ms + 'ms', r.nbHits, pages.join(' '), '|', r.hits[0]?._snippetResult?.content?.value);
}

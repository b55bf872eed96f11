import { gzipSync } from 'node:zlib';
import { buildSiteIndex } from '/work/main/tests/unit/search/siteIndex';
const idx = await buildSiteIndex();
for (const [lang, json] of idx.files) {
  const d = JSON.parse(json);
  const content = d.records.map((r: any) => r[4]).join('');
  const heads = JSON.stringify(d.records.map((r: any) => r[3]));
  const pages = JSON.stringify(d.pages);
  console.log(lang, 'content', content.length, gzipSync(content).length, 'heads', heads.length, gzipSync(heads).length, 'pages', pages.length, gzipSync(pages).length, 'recs', d.records.length);
  const lens = d.records.map((r: any) => r[4].length).sort((a: number, b: number) => a - b);
  console.log('median', lens[lens.length >> 1], 'p90', lens[Math.floor(lens.length * 0.9)]);
}

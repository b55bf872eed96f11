// node bench/pagefind.mjs <built site dir>
// Issue 16's comparison: Pagefind (the npm package, its binary and its browser runtime) on the same built
// site and the same relevance sets as our engine. Indexes a copy of the site with `pagefind --site`, then in
// Chromium runs every query of tests/unit/search/relevance/<lang>.json through Pagefind's JS API on a page of
// that language, and reports top-1/top-3 and the gzip bytes of the first query (runtime, wasm, metadata,
// index chunks, and the fragments of the first 5 results, as its UI shows 5).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from './lib/browser.mjs';
import { serveStatic } from './lib/static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = '1.6.0';
const site = path.resolve(process.argv[2] ?? path.join(ROOT, 'site/dist'));
const cache = path.join(process.env.DOCS_BENCH_CACHE ?? path.join(os.homedir(), '.cache/docs-bench'), 'pagefind');
if (!fs.existsSync(path.join(cache, 'node_modules/pagefind'))) {
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(path.join(cache, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', `pagefind@${VERSION}`], { cwd: cache, stdio: 'inherit' });
}
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-site-'));
fs.cpSync(site, copy, { recursive: true });
execFileSync(path.join(cache, 'node_modules/.bin/pagefind'), ['--site', copy], { stdio: 'inherit' });

const pageOf = (url) =>
  url
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
const server = await serveStatic(copy);
const b = await launch();
const out = {};
try {
  for (const lang of ['en', 'zh']) {
    const cases = JSON.parse(fs.readFileSync(path.join(ROOT, `tests/unit/search/relevance/${lang}.json`), 'utf8'));
    const { ctx, page } = await b.newPage();
    let bytes = 0;
    page.on('response', async (res) => {
      if (!res.url().includes('/pagefind/')) return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      // .pf_* files are stored gzip-compressed already; the JS and wasm are counted as gzip -6.
      bytes += /\.pf_/.test(res.url()) ? body.length : gzipSync(body).length;
    });
    await page.goto(`${server.url}${lang === 'en' ? '/' : '/zh/'}`, { waitUntil: 'load' });
    const run = (q, n) =>
      page.evaluate(
        async ([q, n]) => {
          window.pf ??= await import('/pagefind/pagefind.js');
          const r = await window.pf.search(q);
          return Promise.all(r.results.slice(0, n).map(async (x) => (await x.data()).url));
        },
        [q, n],
      );
    await run(cases[0].query, 5);
    await new Promise((r) => setTimeout(r, 500));
    const first = bytes;
    let top1 = 0;
    let top3 = 0;
    const misses = [];
    for (const c of cases) {
      const urls = (await run(c.query, 3)).map(pageOf);
      const rank = urls.findIndex((u) => c.expected.includes(u));
      if (rank === 0) top1++;
      if (rank >= 0 && rank < 3) top3++;
      else misses.push(`${c.query} → ${urls.join(' ') || 'nothing'}`);
    }
    out[lang] = {
      queries: cases.length,
      top1: top1 / cases.length,
      top3: top3 / cases.length,
      firstQueryGzip: first,
      misses,
    };
    await ctx.close();
  }
} finally {
  await b.close();
  await server.close();
  fs.rmSync(copy, { recursive: true, force: true });
}
for (const [lang, r] of Object.entries(out)) {
  console.log(
    `pagefind ${lang}: ${r.queries} queries, top-1 ${(100 * r.top1).toFixed(1)}%, top-3 ${(100 * r.top3).toFixed(1)}%, first query ${(r.firstQueryGzip / 1024).toFixed(1)} KB`,
  );
  for (const m of r.misses.slice(0, 15)) console.log(`  miss: ${m}`);
}

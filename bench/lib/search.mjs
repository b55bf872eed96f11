// Issue 16's search figures of a built site, read from its output folder the way the browser reads it:
// the gzip bytes of the index files a first query and a 3-query session fetch (each file once, as the
// browser caches them), and the share of the words of every section that the index finds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The search package ships TypeScript: tsx (a dependency of the CLI) compiles it on the fly.
const require = createRequire(path.join(ROOT, 'packages/cli/package.json'));
const { register } = await import(pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
register();
const src = (file) => pathToFileURL(path.join(ROOT, 'packages/search/src', file)).href;
const { LocalIndex } = await import(src('runtime/local.ts'));
const { decodePostings, isManifest, MANIFEST, readRecords, shardFile } = await import(src('shared/format.ts'));

/** True when `outDir` holds a search index in the format this code reads (an older one is built again). */
export function hasCurrentIndex(outDir) {
  try {
    return isManifest(JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/en', MANIFEST), 'utf8')));
  } catch {
    return false;
  }
}
const { STOP_WORDS, tokenize } = await import(src('shared/tokenize.ts'));

const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;

/** A language's engine over `<out>/search-index/<lang>/`, counting the gzip bytes of each file it reads. */
function engine(dir) {
  const seen = new Set();
  const counter = { bytes: 0, files: 0 };
  const index = new LocalIndex(async (file) => {
    const buf = fs.readFileSync(path.join(dir, file));
    if (!seen.has(file)) {
      seen.add(file);
      counter.bytes += gz(buf);
      counter.files++;
    }
    return JSON.parse(buf.toString('utf8'));
  });
  return { index, counter };
}

const OPTIONS = { hitsPerPage: 20, snippetWords: 10 };

/** Every term of every section's stored text, looked up in the shards as shipped: the share found. */
async function findable(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  const postings = new Map();
  for (const [, hash] of manifest.shards) {
    const shard = JSON.parse(fs.readFileSync(path.join(dir, shardFile(hash)), 'utf8'));
    for (const [term, values] of Object.entries(shard))
      postings.set(term, new Set(decodePostings(values).map((p) => p.section)));
  }
  let words = 0;
  let found = 0;
  const missing = [];
  const records = await readRecords(async (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  records.forEach(({ content }, section) => {
    for (const term of new Set(tokenize(content ?? ''))) {
      if (STOP_WORDS.has(term)) continue;
      words++;
      if (postings.get(term)?.has(section)) found++;
      else if (missing.length < 5) missing.push(term);
    }
  });
  return { words, found, share: words ? found / words : 1, missing };
}

/**
 * `queries[lang]`: the session, its first query first. Returns per language the first query's and the
 * session's gzip bytes and files, the index's total size, and the findable share.
 */
export async function measureSearchIndex(outDir, queries) {
  const out = {};
  for (const [lang, list] of Object.entries(queries)) {
    const dir = path.join(outDir, 'search-index', lang);
    if (!fs.existsSync(path.join(dir, MANIFEST))) {
      out[lang] = null;
      continue;
    }
    const { index, counter } = engine(dir);
    const firstHits = (await index.search(list[0], OPTIONS)).hits.length;
    const first = { query: list[0], gzip: counter.bytes, files: counter.files, hits: firstHits };
    for (const query of list.slice(1)) await index.search(query, OPTIONS);
    const session = { queries: list, gzip: counter.bytes, files: counter.files };
    const all = fs.readdirSync(dir);
    const total = all.reduce((n, f) => n + gz(fs.readFileSync(path.join(dir, f))), 0);
    const manifest = gz(fs.readFileSync(path.join(dir, MANIFEST)));
    out[lang] = {
      first,
      session,
      files: all.length,
      totalGzip: total,
      manifestGzip: manifest,
      findable: await findable(dir),
    };
  }
  return out;
}

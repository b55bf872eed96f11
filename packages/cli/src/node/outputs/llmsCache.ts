/**
 * The llms files of an incremental build (issue 17): work for the changed pages only. A page's
 * `.md` copy is named by the page's compile hash (`BuildPage.hash`: settings, place, source), so
 * an unchanged page's copy is kept from the previous output by its content hash, without making
 * its text. `llms-full.txt` is the previous one with the changed pages' parts replaced: the state
 * keeps each page's byte range in it, and runs of unchanged pages are copied as one slice, where
 * joining 8,000 pages' Markdown cost half a second. Everything the state says is checked against
 * the previous output (content hashes), so a stale state only means more work, never other bytes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltPage, ResolvedConfig, SiteData, ThemeDefinition } from '@docs-kit/core';
import { readState, writeState } from '../cacheState';
import { mapLimit } from '../pool';
import { contentHash, type OutputFiles } from '../stages/outputFiles';
import { FULL_SEPARATOR, fullHeader, type LlmsOptions, llmsPlan, markdownPath, pageMarkdown } from './llms';

/** Bump when the state's shape or the files' layout changes. */
const FORMAT = '1';

/** A page's part of `llms-full.txt`: its route, compile hash and byte range (its header included). */
type Piece = [route: string, hash: string, start: number, end: number];

interface LlmsState {
  /** What every file depends on besides the pages: the format, the framework code, the site's URL. */
  header: string;
  /** Each page's `.md` copy: route → its compile hash and the copy's content hash. */
  pages: Record<string, [hash: string, content: string]>;
  /** Each `llms-full.txt`, by path: its content hash and its pages' parts. */
  full: Record<string, { hash: string; pieces: Piece[] }>;
}

/** Where an incremental build keeps its state, and the previous output it splices from. */
export interface LlmsCache {
  cacheDir: string;
  /** The framework code's state (see buildStamp.ts): other code, other files. */
  codeState: string;
  /** The previous output, whose `llms-full.txt` files are spliced. */
  outDir: string;
  /** Make every file (`--force`), writing the state for the next build without reading it. */
  fresh?: boolean;
}

const SEPARATOR = Buffer.from(FULL_SEPARATOR);
const hashOf = (page: BuiltPage) => (page as BuiltPage & { hash?: string }).hash;

/** The llms files of `buildLlmsFiles` (same bytes), made and written for the changed pages only. */
export async function writeLlmsFiles(
  output: OutputFiles,
  pages: readonly BuiltPage[],
  site: SiteData,
  config: Pick<ResolvedConfig, 'siteUrl'>,
  options: LlmsOptions,
  components: ThemeDefinition['components'],
  cache: LlmsCache,
): Promise<void> {
  const { documents, languages, url } = llmsPlan(pages, site, config);
  const header = JSON.stringify([FORMAT, cache.codeState, url('/')]);
  const stored = cache.fresh ? undefined : await readState<LlmsState>(cache.cacheDir, 'llms');
  const last = stored?.header === header ? stored : undefined;
  const after: LlmsState = { header, pages: {}, full: {} };
  const textOf = (page: BuiltPage) => pageMarkdown(page, site.base, components);
  if (options.pages !== false) {
    await mapLimit(documents, 16, async (page) => {
      const route = page.pageData.routePath;
      const hash = hashOf(page);
      const kept = last?.pages[route];
      if (hash !== undefined && kept?.[0] === hash && (await output.reuse(markdownPath(route), kept[1]))) {
        after.pages[route] = kept;
        return;
      }
      const written = await output.write(markdownPath(route), await textOf(page));
      if (hash !== undefined) after.pages[route] = [hash, written];
    });
  }
  for (const { prefix, index, pages: inOrder } of languages) {
    await output.write(`${prefix}/llms.txt`, index);
    if (options.full === false) continue;
    const file = `${prefix}/llms-full.txt`;
    const before = last?.full[file];
    const pieces = inOrder.map((page) => [page.pageData.routePath, hashOf(page)] as const);
    // The same pages in the same order: the previous file, as it is.
    if (
      before?.pieces.length === pieces.length &&
      pieces.every(([route, hash], i) => before.pieces[i]?.[0] === route && before.pieces[i]?.[1] === hash) &&
      (await output.reuse(file, before.hash))
    ) {
      after.full[file] = before;
      continue;
    }
    // The previous file, when it holds the bytes the state recorded: hashed only when the output's
    // manifest cannot vouch for it (24 MB at 4,000 pages per language: ~30 ms).
    const previous = async (hash: string) => {
      const bytes = await readFile(path.join(cache.outDir, file)).catch(() => undefined);
      return bytes && ((await output.holds(file, hash)) || contentHash(bytes) === hash) ? bytes : undefined;
    };
    const spliced = await splice(inOrder, before, previous, (page) =>
      textOf(page).then((text) => fullHeader(url(page.pageData.routePath)) + text),
    );
    after.full[file] = { hash: await output.write(file, spliced.content), pieces: spliced.pieces };
  }
  await writeState(cache.cacheDir, 'llms', after);
}

/**
 * `llms-full.txt` of `inOrder`: the parts of unchanged pages sliced from the previous file (read
 * only when its content hash is the recorded one), the others made by `partOf`.
 */
async function splice(
  inOrder: readonly BuiltPage[],
  before: LlmsState['full'][string] | undefined,
  previous: (hash: string) => Promise<Buffer | undefined>,
  partOf: (page: BuiltPage) => Promise<string>,
): Promise<{ content: Buffer; pieces: Piece[] }> {
  const byRoute = new Map(before?.pieces.map((piece) => [piece[0], piece]));
  const reusable = (page: BuiltPage) => {
    const piece = byRoute.get(page.pageData.routePath);
    return piece && piece[1] === hashOf(page) ? piece : undefined;
  };
  let old: Buffer | undefined;
  if (before && inOrder.some(reusable)) old = await previous(before.hash);
  const chunks: Buffer[] = [];
  const pieces: Piece[] = [];
  // The slice of the previous file being extended while consecutive pages are unchanged.
  let run: [number, number] | undefined;
  const flush = () => {
    if (run && old) chunks.push(old.subarray(...run));
    run = undefined;
  };
  let size = 0;
  for (const [i, page] of inOrder.entries()) {
    const start = size + (i ? SEPARATOR.length : 0);
    const piece = old && reusable(page);
    if (piece) {
      const [, , from, to] = piece;
      // The pages were neighbours: the separator between them is in the slice already.
      if (run && i && run[1] + SEPARATOR.length === from) run[1] = to;
      else {
        flush();
        if (i) chunks.push(SEPARATOR);
        run = [from, to];
      }
      size = start + (to - from);
    } else {
      flush();
      if (i) chunks.push(SEPARATOR);
      const bytes = Buffer.from(await partOf(page));
      chunks.push(bytes);
      size = start + bytes.length;
    }
    const hash = hashOf(page);
    if (hash !== undefined) pieces.push([page.pageData.routePath, hash, start, size]);
  }
  flush();
  return { content: Buffer.concat(chunks, size), pieces };
}

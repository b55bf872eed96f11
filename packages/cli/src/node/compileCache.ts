/**
 * The compile stage's state on disk (issue 17). Each compiled page is kept whole in a file of its
 * own, named by the settings, its place and its source's hash (a body file); the light part of
 * every page the last build compiled (page data but its outline, links, ids, assets, warnings,
 * partials, code keys) is kept in one index, with the hash of the source it was compiled from and
 * that source's size and time. A build reads the index once: a page whose source has the size and
 * time it had (as the build's fingerprint found them, buildStamp.ts) costs the parse of its index
 * line, where reading and parsing one 36 KB file per page cost 2.4 s of the main thread (and most
 * of 1.5 s of GC) at 8,000 pages.
 *
 * A page taken from the index reads its code, code blocks, sections, Markdown and outline from its
 * body file only when a stage asks for them, and keeps none of it but the outline (the file's text
 * is held weakly): enumerable getters, so every consumer (stages, plugins' hooks, a spread, a
 * worker message) works unchanged, at the price of hiding the cost, and the main thread never holds
 * every page's code. A body file has one JSON line per part, so a getter parses only its own part
 * (code: a string, where the whole page is 36 KB of objects).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsError, type RouteEntry } from '@docs-kit/core';
import { SETTLE_MS } from '@docs-kit/core/file-stamps';
import type { BuildPage, CompiledMarkdownPage } from './pageCompiler';

/**
 * What a page holds that later stages rarely need for an unchanged page: kept out of the index.
 * Its outline (`pageData.toc`) too, a third of what is left (only overview pages read others').
 */
const HEAVY = ['code', 'codeBlocks', 'sections', 'markdown'] as const;
export type LightPage = Omit<CompiledMarkdownPage, (typeof HEAVY)[number]>;

/**
 * A page as a compile worker sends it: its light part, and its body file's text (`bodyText`) as
 * bytes, moved rather than copied. The build's thread would otherwise take every page's code, code
 * blocks and sections in as objects, only to write them out again as that text.
 */
export interface SerializedPage {
  light: LightPage;
  body: Uint8Array;
}
/** The body file's line of the outline: after the source's hash, the light part and the heavy parts. */
const TOC_LINE = 2 + HEAVY.length;

/** A body file's content: a page as compiled from the source whose hash is `source`. */
interface Body {
  source: string;
  page: CompiledMarkdownPage;
}

/** A source file's size and modification time; null when saved too recently to be trusted. */
type Stamp = [size: number, mtimeMs: number] | null;

/** A line of the index: a page's light part and where the rest of it is. */
interface IndexEntry {
  /** The hash of the source the page was compiled from. */
  source: string;
  stamp: Stamp;
  /** The page's file and its `BuildPage.hash` (which names the file too). */
  file: string;
  hash: string;
  /** The body file's name. */
  body: string;
  page: LightPage;
}

const INDEX = 'index.json';

/** 32 hex digits of the SHA-256 of `parts`, one after the other. */
export function hash32(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32);
}

export interface CompileCache {
  /** The page cached under `name` when its source has the size and time it had: nothing read. */
  unchanged(name: string, route: RouteEntry): BuildPage | undefined;
  /** The page cached under `name` for the source whose hash is `source`, from the index or its body file. */
  cached(name: string, route: RouteEntry, source: string, hash: string): BuildPage | undefined;
  /** The HTML of the code blocks of the page's last compile, by code key, for its recompile to keep. */
  highlighted(name: string): Map<string, string> | undefined;
  /**
   * Keeps a page just compiled; the page as the build holds it (lazy: reading its heavy parts back
   * when asked, so a cold build's main thread does not hold every page's code).
   */
  store(
    name: string,
    route: RouteEntry,
    source: string,
    hash: string,
    page: CompiledMarkdownPage | SerializedPage,
  ): Promise<BuildPage>;
  /** Writes the index of the pages asked for since the cache was opened, and deletes every other file. */
  save(): Promise<void>;
}

/**
 * Opens the cache in `dir`. `lazy`: pages from the index, and pages just compiled once kept, read
 * their heavy parts when asked (a build); otherwise each is read whole at once (dev, whose pages
 * may outlive a body file that a build running beside it deletes). `states`: the sources' sizes
 * and times when the caller took them already; otherwise each source is stated.
 */
export function openCompileCache(
  dir: string,
  options: { lazy: boolean; markdown: boolean; states?: ReadonlyMap<string, [size: number, mtimeMs: number]> },
): CompileCache {
  const { lazy } = options;
  // A build without Markdown output has none: the key stays absent, as in a fresh compile.
  const heavy = options.markdown ? HEAVY : HEAVY.filter((key) => key !== 'markdown');
  // Name → entry and its line in the index file, read at the first page asked for.
  let index: Map<string, { entry: IndexEntry; line: string }> | undefined;
  // The index this cache writes: the lines of the pages asked for, as read or made anew.
  const next = new Map<string, { entry: IndexEntry; line: string }>();
  const bodies = new Set<string>();
  const stamps = new Map<string, Stamp>();
  // Lines made anew (pages compiled, or whose source's time changed), and the file's lines that a
  // later line of the same page replaced.
  const added: string[] = [];
  let replaced = 0;

  /**
   * The index is a JSON array left open, an entry per line: parsed at once (a JSON.parse per line
   * took three times as long), each entry's line kept to write it again as it was. A build that
   * compiled a few pages appends their lines (a later line of a page replaces an earlier one)
   * instead of writing the whole index again, 19 MB at 8,000 pages; see `save`.
   */
  function readIndex(): Map<string, { entry: IndexEntry; line: string }> {
    if (index) return index;
    index = new Map();
    let text: string;
    let entries: [string, IndexEntry][];
    try {
      text = readFileSync(path.join(dir, INDEX), 'utf8');
      entries = JSON.parse(`${text}\n]`);
    } catch {
      return index; // none yet, or cut short by a build stopped while appending: pages come from their own files
    }
    const lines = text.split('\n');
    entries.forEach(([name, entry], i) => {
      const line = lines[i + 1] as string;
      // A slice shares the file's text, where a replace copied every line (13 MB at 4,000 pages per language).
      index?.set(name, { entry, line: line.endsWith(',') ? line.slice(0, -1) : line });
    });
    replaced = entries.length - index.size;
    return index;
  }

  const entryOf = (name: string): IndexEntry | undefined => (next.get(name) ?? readIndex().get(name))?.entry;

  function keep(name: string, entry: IndexEntry, line?: string): void {
    const made = line ?? JSON.stringify([name, entry]);
    if (!line) added.push(made);
    next.set(name, { entry, line: made });
    bodies.add(entry.body);
  }

  function readBody(file: string): string {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch (error) {
      throw new DocsError(`The compile cache lost a page's file: ${(error as Error).message}`, {
        hint: 'Build again; if it happens again, build with --force.',
      });
    }
  }

  function pageOf(entry: IndexEntry, route: RouteEntry): BuildPage {
    entry.page.pageData.pagePath = route.filePath;
    if (!lazy) {
      const { page } = parseBody(readBody(entry.body));
      page.pageData.pagePath = route.filePath;
      return { ...page, hash: entry.hash };
    }
    // The file's text is held weakly: parts read one after the other (a page's code, then its code
    // blocks) read the file once, and the collector takes it back when the stage moves on.
    let ref: WeakRef<{ text: string }> | undefined;
    const text = () => {
      let held = ref?.deref();
      if (!held) {
        held = { text: readBody(entry.body) };
        ref = new WeakRef(held);
      }
      return held.text;
    };
    // The outline, once read or set, stays as a value (small; a plugin's `extendPageData` may change
    // it). Redefined in place, it keeps its place among the page data's keys (they are serialized).
    const pageData = { ...entry.page.pageData };
    const settle = (toc: unknown) => {
      Object.defineProperty(pageData, 'toc', { value: toc, enumerable: true, writable: true });
      return toc;
    };
    Object.defineProperty(pageData, 'toc', {
      enumerable: true,
      configurable: true,
      get: () => settle(lineOf(text(), TOC_LINE)),
      set: settle,
    });
    const page = { ...entry.page, pageData, hash: entry.hash } as BuildPage;
    for (const key of heavy)
      Object.defineProperty(page, key, { enumerable: true, get: () => lineOf(text(), HEAVY.indexOf(key) + 2) });
    return page;
  }

  return {
    unchanged(name, route) {
      let state = options.states?.get(route.filePath);
      if (!state) {
        const info = statSync(route.filePath, { throwIfNoEntry: false });
        state = info && [info.size, info.mtimeMs];
      }
      // A file saved this close to now may be saved again within its timestamp's tick.
      const stamp: Stamp = state && state[1] < Date.now() - SETTLE_MS ? [state[0], state[1]] : null;
      stamps.set(name, stamp);
      const indexed = readIndex().get(name);
      if (!stamp || !indexed?.entry.stamp || indexed.entry.file !== route.filePath) return undefined;
      const { entry, line } = indexed;
      if (entry.stamp?.[0] !== stamp[0] || entry.stamp[1] !== stamp[1]) return undefined;
      keep(name, entry, line);
      return pageOf(entry, route);
    },
    cached(name, route, source, hash) {
      const entry = entryOf(name);
      const stamp = stamps.get(name) ?? null;
      if (entry?.source === source) {
        keep(name, { ...entry, stamp, file: route.filePath, hash });
        return pageOf({ ...entry, hash }, route);
      }
      // Not in the index (a page dev compiled, or an index lost): its body file, if any.
      const body = hash32(name, source);
      let cached: Body;
      try {
        cached = parseBody(readFileSync(path.join(dir, `${body}.json`), 'utf8'));
      } catch {
        return undefined;
      }
      if (cached.source !== source) return undefined;
      cached.page.pageData.pagePath = route.filePath;
      keep(name, { source, stamp, file: route.filePath, hash, body: `${body}.json`, page: lightOf(cached.page) });
      return { ...cached.page, hash };
    },
    highlighted(name) {
      const entry = entryOf(name);
      if (!entry) return undefined;
      try {
        const { codeKeys } = entry.page;
        const codeBlocks: string[] = lineOf(readBody(entry.body), HEAVY.indexOf('codeBlocks') + 2);
        return new Map(codeKeys.map((key, i) => [key, codeBlocks[i] as string]));
      } catch {
        return undefined;
      }
    },
    async store(name, route, source, hash, page) {
      const body = `${hash32(name, source)}.json`;
      const serialized = 'body' in page;
      await writeCacheFile(path.join(dir, body), serialized ? page.body : bodyText({ source, page }));
      const stamp = stamps.get(name) ?? null;
      const light = serialized ? page.light : lightOf(page);
      const entry: IndexEntry = { source, stamp, file: route.filePath, hash, body, page: light };
      keep(name, entry);
      return lazy || serialized ? pageOf(entry, route) : { ...page, hash };
    },
    async save() {
      const old = readIndex();
      // Appending leaves the lines of pages no longer compiled (their files are deleted below):
      // the whole index is written again when a page is gone, or when replaced lines would make
      // up more than a quarter of it.
      const appendable =
        old.size > 0 && [...old.keys()].every((name) => next.has(name)) && replaced + added.length <= old.size / 4;
      if (appendable && added.length) await appendFile(path.join(dir, INDEX), `,\n${added.join(',\n')}`);
      else if (!appendable) {
        const text = `[\n${[...next.values()].map((e) => e.line).join(',\n')}`;
        // Written aside and renamed: a build stopped halfway leaves the last index whole.
        const temp = path.join(dir, `${INDEX}.${process.pid}`);
        await writeCacheFile(temp, text);
        await rename(temp, path.join(dir, INDEX));
      }
      const files = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        files.filter((f) => f !== INDEX && !bodies.has(f)).map((f) => rm(path.join(dir, f), { force: true })),
      );
    },
  };
}

/**
 * A body file's text, one JSON line each: its source's hash, the light part (its outline left
 * out), each heavy part, the outline.
 */
export function bodyText({ source, page }: Body): string {
  const parts = [source, lightOf(page), ...HEAVY.map((key) => page[key] ?? null), page.pageData.toc];
  return parts.map((v) => JSON.stringify(v)).join('\n');
}

/** A body file's content, whole. */
export function parseBody(text: string): Body {
  const [source, light, ...parts] = text.split('\n').map((line) => JSON.parse(line));
  const page = { ...light } as CompiledMarkdownPage;
  HEAVY.forEach((key, i) => {
    if (parts[i] !== null) Object.assign(page, { [key]: parts[i] });
  });
  page.pageData.toc = parts[HEAVY.length];
  return { source, page };
}

/** Line `n` of a body file's text, parsing that line only. */
function lineOf(text: string, n: number) {
  let start = 0;
  for (let line = n; line > 0; line--) start = text.indexOf('\n', start) + 1;
  const end = text.indexOf('\n', start);
  return JSON.parse(end === -1 ? text.slice(start) : text.slice(start, end)) ?? undefined;
}

/** The page without its heavy parts, its outline left out (null, holding its place among the keys). */
export function lightOf(page: CompiledMarkdownPage): LightPage {
  const { code: _code, codeBlocks: _blocks, sections: _sections, markdown: _markdown, ...light } = page;
  return { ...light, pageData: { ...light.pageData, toc: null as unknown as LightPage['pageData']['toc'] } };
}

/**
 * Writes a cache file, making its folder only when it is missing: a `mkdir` per page took most
 * of a second of the main thread in a cold build of 800 pages.
 */
async function writeCacheFile(file: string, text: string | Uint8Array): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

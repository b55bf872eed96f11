import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledPage, type CompileWarning, DocsError, type LoadedConfig, type RouteEntry } from '@docs-kit/core';
import { type CompileCache, hash32, openCompileCache, type SerializedPage } from './compileCache';
import { compileWithMarkdown } from './compileWithMarkdown';
import { loadMarkdownPlugins, resolveMarkdownPlugins } from './markdownPlugins';
import { mergePartials, partialModuleSource, partialRoute } from './partials';
import { themeOf } from './theme/load';
import { pageComponentNames } from './theme/siteExports';
import { type CompilePool, createCompilePool } from './workerPool';

/** The Markdown output's module (remark's whole parser and printer): loaded only when asked for, never in dev. */
const markdownOutput = () => import('./outputs/markdown');

/** A compiled page as a compile produces it: with its Markdown when a plugin asked for it. */
export type CompiledMarkdownPage = CompiledPage & { markdown?: string };

/**
 * A compiled page as the build uses it. `hash` names everything it was compiled from (the settings,
 * its place, its source and its partials'): later stages key their own caches by it instead of
 * hashing the page's module and code blocks again, which cost most of a second at 8,000 pages.
 */
export type BuildPage = CompiledMarkdownPage & { hash: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Bump when the compile output changes shape, so old cache entries are not reused. */
const CACHE_VERSION = '16';

/**
 * A page's path without its language folder (`v1/en/guide/x.md` → `v1/guide/x.md`): the same for
 * a page and its translations, which share most of their code blocks.
 */
export function translationKey(route: RouteEntry): string {
  const segments = route.relativePath.split('/');
  const at = segments.slice(0, 2).indexOf(route.lang);
  return at === -1 ? route.relativePath : segments.filter((_, i) => i !== at).join('/');
}

export interface PageCompiler {
  /** A page, with the headings, links and ids of the `.md`/`.mdx` partials it renders merged in. */
  compile(route: RouteEntry): Promise<BuildPage>;
  /** The module of a partial a page imports (`./_part.mdx`), for esbuild. */
  partialModule(file: string): Promise<string>;
  /** Reads the site theme's exports again (dev, after the theme changed): a new component is usable. */
  refreshComponents(): Promise<void>;
  /** Forget cached results for a file (dev, after it changed). */
  invalidate(filePath: string): void;
  /** Starts the worker threads now, so that the first page compiled later does not wait for them. */
  warm(): void;
  /** Stops the worker threads, if any were started. */
  close(): Promise<void>;
  /**
   * Writes the cache's index of the pages compiled and deletes the entries of others (after a
   * build has compiled every page).
   */
  save(): Promise<void>;
  /** The source file of a page asset (`assets/files/x.1a2b3c4d.png`) of a page compiled so far. */
  assetFile(output: string): string | undefined;
}

export interface PageCompilerOptions {
  /** Where compile results are kept between runs; none: in memory only. */
  cacheDir?: string;
  /**
   * Pages from the disk cache, and pages compiled once written to it, read their code, code
   * blocks, sections and Markdown only when asked (see compileCache.ts); a build's, whose cache no
   * other compile prunes while it runs.
   */
  lazy?: boolean;
  /** The sources' sizes and times, when the build took them already (buildStamp.ts `sourceStates`). */
  sourceStates?: ReadonlyMap<string, [size: number, mtimeMs: number]>;
  /** Worker threads to compile on; 0 compiles on this thread. */
  workers?: number;
  /**
   * Pages to compile on this thread before starting the workers: starting them costs more than a
   * few pages do, so a rebuild that changed a handful of pages never waits for them.
   */
  inlineFirst?: number;
  /** Also convert each page to clean Markdown (`BuildPage.markdown`), cached with it. */
  markdown?: boolean;
  /** Told of a page's compile warnings each time it is compiled or read from the disk cache. */
  onWarnings?: (warnings: CompileWarning[]) => void;
}

/** What compiling `route`'s page needs to know of the site: its place, languages, versions and Markdown settings. */
export function pageInput(loaded: LoadedConfig, route: RouteEntry, source: string) {
  const { config } = loaded;
  return {
    filePath: route.filePath,
    source,
    relativePath: route.relativePath,
    routePath: route.path,
    lang: route.lang,
    defaultLang: config.lang,
    langs: loaded.langs,
    version: route.version,
    multiVersion: loaded.multiVersion,
    base: config.base,
    showLineNumbers: config.markdown.showLineNumbers,
    defaultWrapCode: config.markdown.defaultWrapCode,
    slugify: config.markdown.slugify,
  };
}

/**
 * Compiles pages, remembering results in memory and on disk with their source's hash, so a rebuild
 * with nothing changed compiles nothing, dev recompiles only the file that changed, and a page
 * recompiled keeps the HTML of the code blocks it still has.
 */
export function createPageCompiler(loaded: LoadedConfig, options: PageCompilerOptions = {}): PageCompiler {
  // Workers start only once a page actually needs compiling: a warm rebuild never pays for them.
  let pool: CompilePool | undefined;
  const workers = options.workers ?? 0;
  let inlineLeft = options.inlineFirst ?? 0;
  let closed = false;
  const memory = new Map<string, Promise<BuildPage>>();
  const markdown = options.markdown ?? false;
  const assets = new Map<string, string>();
  const markdownPlugins = resolveMarkdownPlugins(loaded);
  if (markdownPlugins.notice) console.warn(markdownPlugins.notice);
  // A function (a plugin value, or the slugify option) is not part of the cache key and cannot
  // cross to a worker: with one, compile afresh on this thread. Module plugins are keyed and
  // loaded by the workers themselves (markdownPlugins.ts).
  const hasFunctions = !!markdownPlugins.notice || typeof loaded.config.markdown.slugify === 'function';
  const cacheDir = hasFunctions ? undefined : options.cacheDir;
  const cache: CompileCache | undefined = cacheDir
    ? openCompileCache(cacheDir, { lazy: options.lazy ?? false, markdown, states: options.sourceStates })
    : undefined;
  const usesWorkers = workers > 0 && !hasFunctions;
  const loadPlugins = () => (inlinePlugins ??= loadMarkdownPlugins(markdownPlugins));
  let inlinePlugins: ReturnType<typeof loadMarkdownPlugins> | undefined;
  const { config } = loaded;
  const theme = themeOf(loaded);
  // The theme's components and the site theme's own: read before the first compile, and again
  // when dev sees the site theme change (`refreshComponents`).
  const readSetup = () =>
    Promise.all([pageComponentNames(loaded), markdown && markdownOutput()]).then(([components, output]) => ({
      components,
      siteComponents: [...components].filter((name) => !Object.hasOwn(theme.definition.components, name)),
      settings: JSON.stringify([
        CACHE_VERSION,
        config.base,
        config.lang,
        loaded.langs,
        loaded.multiVersion,
        config.markdown,
        markdownPlugins.key,
        [...components],
        theme.definition.name,
        output ? output.MARKDOWN_VERSION : false,
      ]),
    }));
  let setup = readSetup();

  async function compileFresh(route: RouteEntry): Promise<BuildPage> {
    const { components, siteComponents, settings } = await setup;
    // The page's cache entry, named by the settings and the page's place.
    const name = hash32(settings, route.relativePath, route.path);
    // A page whose source has the size and time it had when it was last compiled: nothing to read.
    const unchanged = cache?.unchanged(name, route);
    if (unchanged) return unchanged;
    // Pages and cache entries are read synchronously: for files this small, an async read's promise
    // and thread-pool round trips cost twice the CPU time (an edit reads 800 entries: 170 → 90 ms),
    // and each read holds this thread for a fraction of a millisecond.
    let bytes: Buffer;
    try {
      bytes = readFileSync(route.filePath);
    } catch (error) {
      throw new DocsError(`Cannot read the page: ${(error as Error).message}`, { file: route.filePath });
    }
    let source: string;
    try {
      source = UTF8.decode(bytes);
    } catch {
      // A lenient decode finds the first bad byte's line, for the message.
      const lenient = bytes.toString('utf8');
      throw new DocsError('The page is not valid UTF-8 text.', {
        file: route.filePath,
        line: lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length,
        hint: 'Save the file as UTF-8.',
      });
    }
    const sourceHash = hash32(source);
    const hash = hash32(name, route.filePath, sourceHash);
    const reused = cache?.cached(name, route, sourceHash, hash);
    if (reused) return reused;
    // The code blocks of the page's last compile: an edit takes them as they were instead of
    // loading the highlighter.
    const highlighted = cache?.highlighted(name);
    const input = { ...pageInput(loaded, route, source), siteComponents, highlighted };
    // Never after close: a pool started then would keep the process alive.
    if (usesWorkers && !closed && inlineLeft-- <= 0) pool ??= createCompilePool(workers, theme.nodeEntry);
    let compiled: CompiledMarkdownPage | SerializedPage;
    if (pool) {
      const { remark, rehype } = markdownPlugins;
      // A lazy cache holds the page's light part only: the rest comes as its file's text.
      const serialize = cache && options.lazy ? sourceHash : undefined;
      const worker = { components: [...components], markdown, plugins: { remark, rehype }, serialize };
      compiled = await pool.compile({ ...input, ...worker }, translationKey(route));
    } else {
      const plugins = await loadPlugins();
      compiled = await compileWithMarkdown(
        { ...input, components, plugins },
        markdown ? theme.definition.components : undefined,
      );
    }
    if (cache) return cache.store(name, route, sourceHash, hash, compiled);
    // Only a cache makes a worker send a page serialized.
    return { ...(compiled as CompiledMarkdownPage), hash };
  }

  /** A page or partial, compiled (or from the caches) without its partials. */
  function compileOne(route: RouteEntry): Promise<BuildPage> {
    let pending = memory.get(route.filePath);
    if (!pending) {
      pending = compileFresh(route);
      pending.then(
        (page) => {
          for (const asset of page.assets) if (asset.output) assets.set(asset.output, asset.file);
          if (page.warnings.length) options.onWarnings?.(page.warnings);
        },
        () => undefined,
      );
      memory.set(route.filePath, pending);
      pending.catch(() => memory.delete(route.filePath));
    }
    return pending;
  }

  /** `seen`: the partials being merged above this one, so one that renders itself is an error. */
  async function compileMerged(route: RouteEntry, seen: readonly string[]): Promise<BuildPage> {
    const page = await compileOne(route);
    const partials = await Promise.all(
      page.partials.map(async ({ file, after }) => {
        if (seen.includes(file))
          throw new DocsError(`The partial ${path.basename(file)} renders itself (through ${seen.length} imports).`, {
            file: route.filePath,
            hint: 'A partial cannot import the page or partial that imports it.',
          });
        return { after, page: await compileMerged(partialRoute(loaded, file), [...seen, file]) };
      }),
    );
    if (!partials.length) return page;
    return { ...mergePartials(page, partials), hash: hash32(page.hash, ...partials.map((p) => p.page.hash)) };
  }

  return {
    compile: (route) => compileMerged(route, [route.filePath]),
    async partialModule(file) {
      return partialModuleSource(await compileMerged(partialRoute(loaded, file), [file]));
    },
    assetFile(output) {
      return assets.get(output);
    },
    warm() {
      // A dev server restarting may close the compiler before the warm-up comes.
      if (usesWorkers && !closed) pool ??= createCompilePool(workers, theme.nodeEntry);
    },
    async refreshComponents() {
      const before = await setup.then((s) => s.settings).catch(() => '');
      setup = readSetup();
      // Pages compiled before a new export existed could only have failed; the others are the same.
      if ((await setup).settings !== before) memory.clear();
    },
    invalidate(filePath) {
      memory.delete(filePath);
    },
    async close() {
      closed = true;
      await pool?.close();
      pool = undefined;
    },
    async save() {
      await cache?.save();
    },
  };
}

/**
 * esbuild runs skipped when nothing they read changed (issue 17: one edited page must not bundle
 * the whole site again). Each run records what it read: every virtual module it loaded (site data,
 * routes, entries, bundled pages, partials, sidebars), by a hash of its source, and every file, by
 * size and modification time (as buildStamp.ts compares them). The next run into the same cache
 * recomputes those modules, stats those files, and when all match (and the options, esbuild's
 * version and the framework's code are the same) copies the outputs it kept instead of bundling:
 * the same inputs give the same import graph, so the outputs are the ones esbuild would write.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { version as esbuildVersion, type Metafile } from 'esbuild';
import type { VirtualModules } from '../bundle/docsPlugin';

/** Bump when what a trace records changes, so older traces are never trusted. */
const TRACE_VERSION = '1';

type FileState = [file: string, size: number, mtimeMs: number];

interface Trace {
  version: string;
  key: string;
  /** Virtual module (`kind:id`) → hash of the source esbuild loaded. */
  modules: [id: string, hash: string][];
  files: FileState[];
  /** The run's metafile, output paths relative to its output folder. */
  metafile: Metafile;
}

export interface BundleCacheOptions {
  /** The cache's own folder (one per bundle: client, server). */
  dir: string;
  /** False with `--force`: bundle, and keep the result for the next build. */
  enabled: boolean;
  /** Everything else the run depends on (its options, the framework's code state), serializable. */
  key: unknown;
  /** Where the run writes its outputs. */
  outdir: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A module's source by its recorded id, from the same functions the run is given. */
async function moduleSource(modules: VirtualModules, id: string): Promise<string | undefined> {
  const at = id.indexOf(':');
  const kind = id.slice(0, at);
  const arg = id.slice(at + 1);
  if (kind === 'siteData') return modules.siteData();
  if (kind === 'routes') return modules.routes();
  if (kind === 'entry') return modules.entry();
  if (kind === 'pageRuntime') return modules.pageRuntime?.();
  if (kind === 'page') return modules.page?.(arg);
  if (kind === 'partial') return modules.partial?.(arg);
  if (kind === 'sidebar') return modules.sidebar?.(arg);
  return undefined;
}

/** `modules`, each call noted in `seen` by id with its source's hash. */
function recording(modules: VirtualModules, seen: Map<string, string>): VirtualModules {
  const note = (id: string, source: string) => {
    seen.set(id, digest(source));
    return source;
  };
  const { page, partial, sidebar, pageRuntime } = modules;
  return {
    siteData: () => note('siteData:', modules.siteData()),
    routes: () => note('routes:', modules.routes()),
    entry: () => note('entry:', modules.entry()),
    pageRuntime: pageRuntime && (() => note('pageRuntime:', pageRuntime())),
    page: page && (async (file) => note(`page:${file}`, await page(file))),
    partial: partial && (async (file) => note(`partial:${file}`, await partial(file))),
    sidebar: sidebar && ((id) => note(`sidebar:${id}`, sidebar(id))),
  };
}

async function fileState(file: string): Promise<FileState | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info && [file, info.size, info.mtimeMs];
}

/** `metafile` with `move` applied to its output paths (keys, imports, CSS bundles), and to its inputs' if asked. */
function movePaths(metafile: Metafile, move: (file: string) => string, inputs = false): Metafile {
  const file = (name: string) => (name.includes(':') ? name : move(name));
  return {
    inputs: inputs
      ? Object.fromEntries(Object.entries(metafile.inputs).map(([name, input]) => [file(name), input]))
      : metafile.inputs,
    outputs: Object.fromEntries(
      Object.entries(metafile.outputs).map(([name, output]) => [
        file(name),
        {
          ...output,
          imports: output.imports.map((i) => (i.external ? i : { ...i, path: file(i.path) })),
          ...(output.cssBundle && { cssBundle: file(output.cssBundle) }),
        },
      ]),
    ),
  };
}

/** `metafile` with the paths esbuild wrote relative to its working folder `dir` made absolute. */
export function absoluteMetafile(metafile: Metafile, dir: string): Metafile {
  return movePaths(metafile, (file) => path.resolve(dir, file), true);
}

/** `metafile`'s output paths moved from under `from` to under `to`. */
function rebase(metafile: Metafile, from: string, to: string): Metafile {
  return movePaths(metafile, (file) => path.join(to, path.relative(from, file)));
}

/** True when every module and file the trace recorded is as it was. */
async function unchanged(trace: Trace, modules: VirtualModules): Promise<boolean> {
  const [files, sources] = await Promise.all([
    Promise.all(trace.files.map(([file]) => fileState(file))),
    Promise.all(trace.modules.map(([id]) => moduleSource(modules, id))),
  ]);
  const sameFiles = files.every((state, i) => {
    const [, size, mtimeMs] = trace.files[i] as FileState;
    return state?.[1] === size && state[2] === mtimeMs;
  });
  return sameFiles && sources.every((source, i) => source !== undefined && digest(source) === trace.modules[i]?.[1]);
}

async function copyOutputs(metafile: Metafile, from: string, to: string): Promise<void> {
  const files = Object.keys(metafile.outputs).map((file) => path.relative(from, file));
  const dirs = new Set(files.map((file) => path.dirname(path.join(to, file))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all(files.map((file) => copyFile(path.join(from, file), path.join(to, file))));
}

/**
 * Runs `run` (an esbuild build given `modules`, returning its metafile with absolute paths), or
 * takes its outputs from the cache when nothing it read last time changed (`reused`). Either way the
 * outputs are in `outdir` afterwards, as esbuild wrote them.
 */
export async function cachedBundle(
  options: BundleCacheOptions,
  modules: VirtualModules,
  run: (modules: VirtualModules) => Promise<Metafile>,
): Promise<{ metafile: Metafile; reused: boolean }> {
  const { dir, outdir } = options;
  const traceFile = path.join(dir, 'trace.json');
  const outputsDir = path.join(dir, 'out');
  const key = digest(JSON.stringify([TRACE_VERSION, esbuildVersion, options.key]));
  if (options.enabled) {
    const trace = await readFile(traceFile, 'utf8').then(
      (text) => JSON.parse(text) as Trace,
      () => undefined,
    );
    if (trace?.version === TRACE_VERSION && trace.key === key && (await unchanged(trace, modules))) {
      // A cache another build is rewriting at this moment is bundled afresh instead.
      const copied = await copyOutputs(trace.metafile, outputsDir, outdir).then(
        () => true,
        () => false,
      );
      if (copied) return { metafile: rebase(trace.metafile, outputsDir, outdir), reused: true };
    }
  }
  const seen = new Map<string, string>();
  const metafile = await run(recording(modules, seen));
  // Kept as esbuild wrote them: later steps change some outputs in place (linkPageCss).
  await rm(dir, { recursive: true, force: true });
  await copyOutputs(metafile, outdir, outputsDir);
  const inputs = Object.keys(metafile.inputs).filter((file) => path.isAbsolute(file) && !file.includes(':'));
  const trace: Trace = {
    version: TRACE_VERSION,
    key,
    modules: [...seen].sort(([a], [b]) => (a < b ? -1 : 1)),
    files: (await Promise.all(inputs.map(fileState))).filter((s): s is FileState => !!s),
    metafile: rebase(metafile, outdir, outputsDir),
  };
  await writeFile(traceFile, JSON.stringify(trace));
  return { metafile, reused: false };
}

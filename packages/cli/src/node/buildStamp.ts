/**
 * `docs build` when nothing changed. After each successful build a stamp records what the build
 * read (the config and its local imports, every file of the docs folder, the framework's code and
 * lockfiles, whatever esbuild bundled, the git commit behind last-updated times) and the identity
 * of the output folder it wrote. A later build that finds the same inputs and the same output
 * folder has nothing to do. Files are compared by size and modification time, as make does.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoadedConfig } from '@docs-kit/core';
import type { Metafile } from 'esbuild';
import { resolve } from 'import-meta-resolve';
import { resolveMarkdownPlugins } from './markdownPlugins';
import { lockfiles, packageRoot } from './packageFiles';

/** Bump when what the stamp covers changes, so older stamps are never trusted. */
const STAMP_VERSION = '1';

type FileState = [file: string, size: number, mtimeMs: number];

interface Stamp {
  version: string;
  /** Config, options, git commit and the docs folder's file states, hashed. */
  fingerprint: string;
  /** Every other file the build read, with the state it had. */
  files: FileState[];
  /** The output folder as the build left it (a folder swapped in has a new inode). */
  output: { dir: string; ino: number; mtimeMs: number };
}

/** The framework packages whose code runs during a build (the theme comes from the config). */
const FRAMEWORK_PACKAGES = ['@docs-kit/core', '@docs-kit/search'];

async function fileState(file: string): Promise<FileState | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info ? [file, info.size, info.mtimeMs] : undefined;
}

/**
 * Every file under `dir` (recursively), sorted, with its state. Stated synchronously: a promise
 * and a thread-pool round trip per file cost 200 ms of this thread at 8,000 pages, a stat 10 µs.
 */
async function treeStates(dir: string): Promise<FileState[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}node_modules`))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const states: FileState[] = [];
  for (const file of files) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info) states.push([file, info.size, info.mtimeMs]);
  }
  return states;
}

/** The docs folder's file states each build's fingerprint took, for its compile (see `sourceStates`). */
const docsStates = new WeakMap<LoadedConfig, Map<string, [size: number, mtimeMs: number]>>();

/**
 * The size and time of each file of the docs folder, as the fingerprint of the build of `loaded`
 * found them before anything was read: the compile takes a page whose source has the size and time
 * its cache entry recorded without stating it again (8,000 stats, 100 ms).
 */
export function sourceStates(loaded: LoadedConfig): ReadonlyMap<string, [size: number, mtimeMs: number]> | undefined {
  return docsStates.get(loaded);
}

/**
 * The sizes and times of what decides how esbuild resolves and compiles without being one of its
 * inputs: the lockfiles (an install), the site's package.json and tsconfig.json.
 */
export async function installState(siteDir: string): Promise<FileState[]> {
  const files = [...lockfiles(siteDir), path.join(siteDir, 'package.json'), path.join(siteDir, 'tsconfig.json')];
  return (await Promise.all(files.map(fileState))).filter((s): s is FileState => !!s);
}

async function gitCommit(dir: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: dir });
    return stdout.trim();
  } catch {
    return '';
  }
}

function stampFile(loaded: LoadedConfig): string {
  return path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'build-stamp.json');
}

/** The folders of the code that runs during a build: this CLI, the framework packages, the theme. */
function frameworkDirs(loaded: LoadedConfig): string[] {
  const dirs = [
    path.resolve(fileURLToPath(import.meta.url), '../../..'),
    ...FRAMEWORK_PACKAGES.map((name) => packageRoot(fileURLToPath(resolve(name, import.meta.url)))),
  ].map((dir) => path.join(dir, 'src'));
  // The theme's node entry runs in the build (texts, Markdown fallbacks): all of its folder counts.
  if (loaded.theme) dirs.push(loaded.theme.root);
  return dirs;
}

/** The framework's code as its files' sizes and times, hashed: when it changes, pages render again. */
export async function frameworkState(loaded: LoadedConfig): Promise<string> {
  const states = (await Promise.all(frameworkDirs(loaded).map((dir) => treeStates(dir)))).flat();
  return createHash('sha256').update(JSON.stringify(states)).digest('hex');
}

/** What a build of this site into `outDir` reads, before it starts reading it. */
export async function buildFingerprint(loaded: LoadedConfig, outDir: string): Promise<string> {
  const hash = createHash('sha256').update(STAMP_VERSION).update(outDir).update(process.version);
  // Functions (plugins) do not serialize: a site with plugins of its own never reuses a build.
  hash.update(JSON.stringify(loaded.config));
  // A local plugin file named in the config is read by the compile, not imported by the config.
  hash.update(resolveMarkdownPlugins(loaded).key);
  if (loaded.config.themeConfig.lastUpdated) hash.update(await gitCommit(loaded.docsDir));
  const docs = await treeStates(loaded.docsDir);
  docsStates.set(loaded, new Map(docs.map(([file, size, mtimeMs]) => [file, [size, mtimeMs]])));
  hash.update(JSON.stringify(docs));
  return hash.digest('hex');
}

/** True when the last build into `outDir` read exactly what this one would, and its output is intact. */
export async function isUpToDate(loaded: LoadedConfig, outDir: string, fingerprint: string): Promise<boolean> {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(await readFile(stampFile(loaded), 'utf8')) as Stamp;
  } catch {
    return false;
  }
  if (stamp.version !== STAMP_VERSION || stamp.fingerprint !== fingerprint || stamp.output.dir !== outDir) return false;
  const output = await stat(outDir).catch(() => undefined);
  if (!output || output.ino !== stamp.output.ino || output.mtimeMs !== stamp.output.mtimeMs) return false;
  const now = await Promise.all(stamp.files.map(([file]) => fileState(file)));
  return now.every((state, i) => {
    const [, size, mtimeMs] = stamp.files[i] as FileState;
    return state?.[1] === size && state[2] === mtimeMs;
  });
}

/** Records a successful build (see the top of this file). */
export async function writeStamp(
  loaded: LoadedConfig,
  outDir: string,
  fingerprint: string,
  metafiles: readonly Metafile[],
): Promise<void> {
  const framework = frameworkDirs(loaded);
  const bundled = metafiles.flatMap((m) => Object.keys(m.inputs)).filter((input) => !input.includes(':'));
  const files = new Set([
    ...loaded.dependencies,
    ...lockfiles(loaded.siteDir),
    ...bundled.map((input) => path.resolve(input)),
  ]);
  const states = [
    ...(await Promise.all([...files].map(fileState))),
    ...(await Promise.all(framework.map((dir) => treeStates(dir)))).flat(),
  ].filter((s): s is FileState => !!s);
  const output = await stat(outDir);
  const stamp: Stamp = {
    version: STAMP_VERSION,
    fingerprint,
    files: states,
    output: { dir: outDir, ino: output.ino, mtimeMs: output.mtimeMs },
  };
  await mkdir(path.dirname(stampFile(loaded)), { recursive: true });
  await writeFile(stampFile(loaded), JSON.stringify(stamp));
}

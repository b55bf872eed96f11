/**
 * TypeScript entries turned into plain ES modules (issue 17), for worker threads and for the `docs`
 * command itself. tsx cost each process about a second of start-up and a loader thread of its own,
 * busy through every import. esbuild bundles our TypeScript into one module graph instead, with
 * the npm packages it imports statically as ES modules taken from the very files Node would load
 * (see `packagesPlugin`), so the bundle runs the same code as the sources do.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { settled, stamp } from '@docs-kit/core/file-stamps';
import { build, type Loader, type Metafile, type Plugin } from 'esbuild';
import { resolve } from 'import-meta-resolve';
import { lockfiles, packageRoot } from './packageFiles';
import {
  entryUrls,
  keptPrecompiled,
  PRECOMPILED_DIR,
  type PrecompileRecord,
  RECORD_VERSION,
  recordFile,
} from './precompiled.mjs';

/** A file tsx would have to compile: `.ts`, `.tsx`, `.mts`, `.cts`. */
export const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/**
 * Packages that must stay one copy for every module graph of the process: core hands zod's `z`
 * to themes, whose own bundles build their options' schemas with it. Each is imported by its
 * entry from one module of its own (sharedBundle), the same file for every graph.
 */
const SHARED_PACKAGES = new Set(['zod']);

/**
 * A shared package's entry (`url`) bundled alone into one module, built once per entry file (pnpm's
 * folder names carry the version): Node took about 60 ms to load zod's eighty modules one by one
 * (every command pays it, a one-page rebuild included), 25 ms as one.
 */
function sharedBundle(url: string): Promise<string> {
  // One at a time: esbuild resolves the package for every module importing it at once, and two
  // writes of the same temporary file raced (the second rename found it gone) on a new machine.
  let building = sharedBundles.get(url);
  if (!building) {
    building = buildSharedBundle(url);
    sharedBundles.set(url, building);
    const done = () => sharedBundles.delete(url);
    building.then(done, done);
  }
  return building;
}
const sharedBundles = new Map<string, Promise<string>>();

async function buildSharedBundle(url: string): Promise<string> {
  const file = path.join(
    PRECOMPILED_DIR,
    'shared',
    `${createHash('sha256').update(url).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    const result = await build({
      entryPoints: [fileURLToPath(url)],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    // Written beside and renamed into place: a process starting at the same time never reads half of it.
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.${process.pid}.tmp`, result.outputFiles[0]?.contents ?? '');
    await rename(`${file}.${process.pid}.tmp`, file);
  }
  return file;
}

const packageTypes = new Map<string, { name?: string; type?: string }>();
/** The `name` and `type` of the package.json the file at `url` belongs to. */
function packageOf(url: string): { name?: string; type?: string } {
  const root = packageRoot(fileURLToPath(url));
  let manifest = packageTypes.get(root);
  if (!manifest) {
    manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name?: string; type?: string };
    packageTypes.set(root, manifest);
  }
  return manifest;
}

/**
 * An ES module package imported statically is bundled, from the very file Node would load (its
 * own imports resolved the same way from where it sits, pnpm's layout included): Node's loader
 * took 300 ms of CPU to load the Markdown toolchain's 200 modules one by one, 55 ms as one
 * bundle. CommonJS packages (which require files at run time) and packages imported dynamically
 * (Shiki and its hundreds of grammars, loaded only when needed) stay imports of their file, by
 * absolute URL; SHARED_PACKAGES are imports of their shared bundle, added to `shared`. The
 * workspace's `@docs-kit/*` packages ship TypeScript and are bundled.
 */
const packagesPlugin = (shared: Set<string>): Plugin => ({
  name: 'packages',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async ({ path: specifier, importer, kind }) => {
      if (kind === 'entry-point' || specifier.startsWith('@docs-kit/') || isBuiltin(specifier)) return undefined;
      // TypeScript sources' own files (imported without extensions) are esbuild's to find: ours in
      // the workspace, and the `@docs-kit/*` packages' when installed from the registry or tarballs.
      const fromPackage = importer.split(path.sep).includes('node_modules') && !TYPESCRIPT_FILE.test(importer);
      if (/^[./]/.test(specifier) && !fromPackage) return undefined;
      const url = resolve(specifier, pathToFileURL(importer).href);
      if (kind === 'import-statement' && url.startsWith('file:')) {
        const { name = '', type } = packageOf(url);
        const esm = url.endsWith('.mjs') || (type === 'module' && url.endsWith('.js'));
        if (esm && !SHARED_PACKAGES.has(name)) return { path: fileURLToPath(url) };
        if (esm && specifier === name) {
          const file = await sharedBundle(url);
          shared.add(file);
          return { path: pathToFileURL(file).href, external: true };
        }
      }
      return { path: url, external: true };
    });
  },
});

/** What `import.meta.url` becomes in a bundled module: a constant each module declares (sourceUrls). */
const SOURCE_URL = '__docsSourceUrl';
/**
 * Stand-ins for the `import.meta` members a bundle cannot keep (they would name the bundle's
 * folder): a package's text may mention them in comments, so a real use is found where esbuild
 * replaced one in code, in the output.
 */
const NO_STAND_IN = Object.fromEntries(
  ['resolve', 'dirname', 'filename'].map((member) => [`import.meta.${member}`, `__docsNoStandIn_${member}`]),
);

/** esbuild's loader for a source file, by its extension. */
const loaderOf = (file: string): Loader =>
  file.endsWith('x') ? (TYPESCRIPT_FILE.test(file) ? 'tsx' : 'jsx') : TYPESCRIPT_FILE.test(file) ? 'ts' : 'js';

/**
 * `import.meta.url` keeps naming the source file, not the bundle in the temporary folder, so code
 * that finds files beside itself (a worker's module, the CLI's package.json, its dependencies)
 * runs the same from either. Other `import.meta` members have no such stand-in: a source using one
 * is refused here rather than failing later, far from its cause.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path: file }) => {
      const code = await readFile(file, 'utf8');
      if (!code.includes('import.meta')) return { contents: code, loader: loaderOf(file) };
      // An installed package's text names other members in comments (MDX's, import-meta-resolve's);
      // those bundled here were read for a real use (none).
      const other = !file.split(path.sep).includes('node_modules') && /import\.meta\.(?!url\b)\w+/.exec(code);
      if (other) throw new Error(`${file}: \`${other[0]}\` cannot be precompiled; derive it from import.meta.url.`);
      // On the first line, so that the source's own line numbers stay as they are.
      const declaration = `const ${SOURCE_URL} = ${JSON.stringify(pathToFileURL(file).href)};`;
      return { contents: `${declaration}${code}`, loader: loaderOf(file) };
    });
  },
};

/**
 * Records what the modules in `dir` were built from, for keptPrecompiled: the bundled sources, the
 * manifests of their packages (an `exports` edit resolves differently) and the lockfiles above
 * them (an install moves the npm files the modules import). Nothing is kept when a source was
 * saved while it was bundled: the next precompile bundles again.
 */
async function keepRecord(
  entries: Record<string, string>,
  dir: string,
  metafile: Metafile,
  shared: Set<string>,
  startedAt: number,
) {
  const sources = Object.keys(metafile.inputs).map((input) => path.resolve(input));
  const manifests = new Set(sources.map((file) => path.join(packageRoot(file), 'package.json')));
  const locks = Object.values(entries).flatMap((file) => lockfiles(path.dirname(file)));
  // An installed package's files change only with an install, which its manifest and the lockfiles show.
  const ours = sources.filter((file) => !file.split(path.sep).includes('node_modules'));
  const inputs = stamp(new Set([...ours, ...manifests, ...locks]));
  if (!settled(inputs, startedAt)) return;
  // The shared bundles too: one deleted since (a temporary-folder sweep) is built again. Not asked
  // to be settled: this run may just have written them (whole, then renamed into place), and on a
  // new machine the first run would then keep no record and the second bundle everything again.
  const record: PrecompileRecord = { version: RECORD_VERSION, dir, inputs: { ...inputs, ...stamp(shared) } };
  const file = recordFile(entries);
  // Written whole, then renamed: a process starting at the same time never reads half a record.
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(record));
  await rename(`${file}.${process.pid}.tmp`, file);
}

/** Bundles entries in a process of its own (see precompile). */
const PRECOMPILE_BIN = fileURLToPath(new URL('../../bin/precompile.mjs', import.meta.url));

/**
 * Each entry's (name → file) module URL, bundled by bundleEntries. While none of the files they
 * were built from changed (keepRecord), the modules built before are returned without bundling.
 * Otherwise they are bundled in a process of its own: esbuild's service, started for them at the
 * beginning of a build, stayed through the whole compile stage (about 60 MB of a first 400-page
 * build's 513 MB peak).
 */
export async function precompile(entries: Record<string, string>): Promise<Record<string, string>> {
  const kept = keptPrecompiled(entries);
  if (kept) return kept;
  // A file saved this close to the call is not trusted (keepRecord), however long the child takes to start.
  const args = [PRECOMPILE_BIN, JSON.stringify(entries), String(Date.now())];
  const answer = await new Promise<{ urls?: Record<string, string>; error?: string }>((resolve) => {
    execFile(process.execPath, args, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout));
      } catch {
        resolve({ error: `${error?.message ?? 'precompile failed'}\n${stderr}`.trim() });
      }
    });
  });
  if (!answer.urls) throw new Error(answer.error);
  return answer.urls;
}

/**
 * Bundles `entries` (name → file) into a folder named by the output's hash under the system's
 * temporary folder, and returns each entry's module URL. The same sources give the same folder,
 * written once; changed sources give a new one, so a stale module is never loaded.
 */
export async function bundleEntries(
  entries: Record<string, string>,
  /** When the bundling was asked for: a file saved since, or just before, is not recorded. */
  startedAt = Date.now(),
): Promise<Record<string, string>> {
  const out = '/precompiled';
  const shared = new Set<string>();
  const result = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: out,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'import.meta.url': SOURCE_URL, ...NO_STAND_IN },
    plugins: [packagesPlugin(shared), sourceUrls],
  });
  for (const file of result.outputFiles) {
    const member = /__docsNoStandIn_(resolve|dirname|filename)\b/.exec(file.text)?.[1];
    if (member)
      throw new Error(
        `${path.basename(file.path)}: a bundled package uses \`import.meta.${member}\`, which would name the temporary folder; import it dynamically so it stays external.`,
      );
  }
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.hash);
  const dir = path.join(PRECOMPILED_DIR, hash.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    // Written beside and renamed into place: a process starting at the same time never sees half of it.
    const draft = `${dir}.${process.pid}.${Date.now()}`;
    await mkdir(draft, { recursive: true });
    await Promise.all(
      result.outputFiles.map((file) => writeFile(path.join(draft, path.relative(out, file.path)), file.contents)),
    );
    await rename(draft, dir).catch(() => rm(draft, { recursive: true, force: true }));
  }
  await keepRecord(entries, dir, result.metafile, shared, startedAt);
  return entryUrls(dir, entries);
}

let typescript: Promise<void> | undefined;
/**
 * tsx, registered once per thread, for what precompile cannot cover: a site's own TypeScript named
 * at run time (a Markdown plugin that may read files beside itself, a package a config imports).
 */
export function registerTypeScript(): Promise<void> {
  typescript ??= import('tsx/esm/api').then(({ register }) => void register());
  return typescript;
}

/**
 * TypeScript entries turned into plain ES modules for worker threads (issue 17). A worker does not
 * inherit the main thread's tsx loader; registering it in each worker cost a second of start-up
 * and a loader thread of its own, busy through every import. esbuild bundles our TypeScript into
 * one module graph instead, and leaves each npm dependency an import of the very file Node would
 * load, so the workers run the same code as the main thread does.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { resolve } from 'import-meta-resolve';

/** A file tsx would have to compile: `.ts`, `.tsx`, `.mts`, `.cts`. */
export const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/**
 * Packages stay external, named by the absolute URL Node resolves from the importing file: pnpm
 * gives each package its own dependencies, which the bundle's folder could not resolve by name.
 * The workspace's `@docs-kit/*` packages ship TypeScript and are bundled.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer, kind }) => {
      if (kind === 'entry-point' || specifier.startsWith('@docs-kit/') || isBuiltin(specifier)) return undefined;
      return { path: resolve(specifier, pathToFileURL(importer).href), external: true };
    });
  },
};

/**
 * Bundles `entries` (name → file) into a folder named by the output's hash under the system's
 * temporary folder, and returns each entry's module URL. The same sources give the same folder,
 * written once; changed sources give a new one, so a stale module is never loaded.
 */
export async function precompile(entries: Record<string, string>): Promise<Record<string, string>> {
  const out = '/precompiled';
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
    logLevel: 'silent',
    plugins: [externalPackages],
  });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.hash);
  const dir = path.join(os.tmpdir(), 'docs-kit-workers', hash.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    // Written beside and renamed into place: a process starting at the same time never sees half of it.
    const draft = `${dir}.${process.pid}.${Date.now()}`;
    await mkdir(draft, { recursive: true });
    await Promise.all(
      result.outputFiles.map((file) => writeFile(path.join(draft, path.relative(out, file.path)), file.contents)),
    );
    await rename(draft, dir).catch(() => rm(draft, { recursive: true, force: true }));
  }
  return Object.fromEntries(
    Object.keys(entries).map((name) => [name, pathToFileURL(path.join(dir, `${name}.mjs`)).href]),
  );
}

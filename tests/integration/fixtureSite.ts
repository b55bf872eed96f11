/**
 * The integration tests' fixture sites, built or copied into temporary folders so that no run writes
 * into tests/fixtures or depends on what an earlier run left there.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildResult, buildSite } from '@docs-kit/cli';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** A copy of a fixture site in a new temporary folder, without its installed packages or its output. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `docs-${name}-`));
  await cp(path.join(FIXTURES, name), dir, {
    recursive: true,
    filter: (src) => !src.includes('node_modules') && !src.endsWith('dist'),
  });
  return dir;
}

export interface BuiltFixture {
  /** The site built: the fixture itself, or its copy with `copy: true`. */
  siteDir: string;
  outDir: string;
  result: BuildResult;
  /** A file of the output, as text. */
  read(file: string): string;
  /** Removes the output and, for a copy, the copied site. */
  remove(): Promise<void>;
}

/**
 * Builds a fixture site. With `copy: true` it builds a copy into the copy's default `dist`, for a test
 * that edits the site or runs other commands on it; otherwise it builds the fixture in place into a
 * temporary output folder.
 */
export async function buildFixture(name: string, { copy = false } = {}): Promise<BuiltFixture> {
  const siteDir = copy ? await copyFixture(name) : path.join(FIXTURES, name);
  const outDir = copy ? path.join(siteDir, 'dist') : await mkdtemp(path.join(os.tmpdir(), `docs-${name}-out-`));
  const result = await buildSite(copy ? { siteDir } : { siteDir, outDir });
  return {
    siteDir,
    outDir,
    result,
    read: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    remove: () => rm(copy ? siteDir : outDir, { recursive: true, force: true }),
  };
}

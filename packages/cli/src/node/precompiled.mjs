// What precompile.ts kept, read in plain JavaScript: bin/docs.mjs checks for its precompiled CLI
// before anything can load TypeScript.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unchanged } from '@docs-kit/core/file-stamps';

/** Precompiled modules, one folder per output hash, and a record per set of entries. */
export const PRECOMPILED_DIR = path.join(os.tmpdir(), 'docs-kit-workers');

/** The `docs` command's own entry (see bin/docs.mjs): its module exports bundleEntries too. */
export const CLI_ENTRIES = { cli: fileURLToPath(new URL('../cli.ts', import.meta.url)) };

/** Bump when precompile bundles differently, so older records are never trusted. */
export const RECORD_VERSION = 2;

/** The record of the last precompile of `entries` (name → file). */
export function recordFile(entries) {
  const key = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
  return path.join(PRECOMPILED_DIR, `record-${key}.json`);
}

/** Each entry's module URL in the folder `dir`. */
export function entryUrls(dir, entries) {
  return Object.fromEntries(
    Object.keys(entries).map((name) => [name, pathToFileURL(path.join(dir, `${name}.mjs`)).href]),
  );
}

/**
 * The module URLs of `entries` precompiled earlier, when none of the files that went into them
 * (sources, package manifests, lockfiles) changed size or modification time since; else undefined.
 */
export function keptPrecompiled(entries) {
  let record;
  try {
    record = JSON.parse(readFileSync(recordFile(entries), 'utf8'));
  } catch {
    return undefined;
  }
  if (record.version !== RECORD_VERSION || !unchanged(record.inputs)) return undefined;
  const urls = entryUrls(record.dir, entries);
  return Object.values(urls).every((url) => existsSync(fileURLToPath(url))) ? urls : undefined;
}

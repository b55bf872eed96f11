import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bump when configs are bundled differently (esbuild options, plugins), so older bundles are redone. */
const BUNDLE_VERSION = 2;

/**
 * A file saved this close to the start of a bundling may have been read before the save: its
 * bundle is not kept. Kernel timestamps lag the clock by a tick, hence the wide margin.
 */
const SETTLE_MS = 1000;

/** Each input's size and modification time, `null` for a file that does not exist. */
type Stamps = Record<string, [number, number] | null>;

interface BundleRecord {
  version: number;
  /** The bundle's file name, in the bundles' folder. */
  out: string;
  /** The config file and the local files it imports. */
  dependencies: string[];
  inputs: Stamps;
}

/** A bundle is kept per config file (`-c` may name another one than the site's). */
const recordFile = (outDir: string, file: string): string =>
  path.join(outDir, `bundle-${createHash('sha1').update(file).digest('hex').slice(0, 12)}.json`);

/** esbuild also reads the tsconfig beside the config (its `paths` change what an import means). */
const inputsOf = (file: string, dependencies: readonly string[]): string[] => [
  ...dependencies,
  path.join(path.dirname(file), 'tsconfig.json'),
  path.join(path.dirname(file), 'package.json'),
];

function stamp(files: readonly string[]): Stamps {
  const stamps: Stamps = {};
  for (const file of files) {
    const stat = statSync(file, { throwIfNoEntry: false });
    stamps[file] = stat ? [stat.size, stat.mtimeMs] : null;
  }
  return stamps;
}

function readRecord(outDir: string, file: string): BundleRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordFile(outDir, file), 'utf8')) as BundleRecord;
    return record.version === BUNDLE_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bundle of `file` an earlier load kept, when none of the files it was built from changed
 * size or modification time since: a 1 MB config (10,000 sidebar links) then loads without esbuild.
 */
export function keptBundle(outDir: string, file: string): { outFile: string; dependencies: string[] } | undefined {
  const record = readRecord(outDir, file);
  if (!record) return undefined;
  const now = stamp(Object.keys(record.inputs));
  const same = Object.entries(record.inputs).every(([input, was]) => {
    const is = now[input];
    return is && was ? is[0] === was[0] && is[1] === was[1] : is === was;
  });
  return same ? { outFile: path.join(outDir, record.out), dependencies: record.dependencies } : undefined;
}

/**
 * Records a fresh bundle for the next load, in place of the previous one (whose file goes); false,
 * keeping nothing, when an input was saved while it was bundled.
 */
export async function keepBundle(
  outDir: string,
  file: string,
  outFile: string,
  dependencies: string[],
  startedAt: number,
): Promise<boolean> {
  const inputs = stamp(inputsOf(file, dependencies));
  if (Object.values(inputs).some((s) => s && s[1] >= startedAt - SETTLE_MS)) return false;
  const previous = readRecord(outDir, file);
  const record: BundleRecord = { version: BUNDLE_VERSION, out: path.basename(outFile), dependencies, inputs };
  // Written whole, then renamed: another process loading the same config never reads half a record.
  const temporary = `${recordFile(outDir, file)}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, recordFile(outDir, file));
  if (previous && previous.out !== record.out) await rm(path.join(outDir, previous.out), { force: true });
  return true;
}

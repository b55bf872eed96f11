import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Stamps, settled, stamp, unchanged } from '../fileStamps.mjs';

/** Bump when configs are bundled differently (esbuild options, plugins), so older bundles are redone. */
const BUNDLE_VERSION = 3;

interface BundleRecord {
  version: number;
  /** The bundle's file name, in the bundles' folder. */
  out: string;
  /** The config file and the local files it imports. */
  dependencies: string[];
  /** Whether it imports a package written in TypeScript (see LoadConfigOptions.loadTypeScript). */
  typescript: boolean;
  inputs: Stamps;
}

/** What a load learns from bundling, kept with the bundle. */
type BundleFacts = Pick<BundleRecord, 'dependencies' | 'typescript'>;

/** A bundle is kept per config file (`-c` may name another one than the site's). */
const recordFile = (outDir: string, file: string): string =>
  path.join(outDir, `bundle-${createHash('sha1').update(file).digest('hex').slice(0, 12)}.json`);

/** esbuild also reads the tsconfig beside the config (its `paths` change what an import means). */
const inputsOf = (file: string, dependencies: readonly string[]): string[] => [
  ...dependencies,
  path.join(path.dirname(file), 'tsconfig.json'),
  path.join(path.dirname(file), 'package.json'),
];

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
export function keptBundle(outDir: string, file: string): ({ outFile: string } & BundleFacts) | undefined {
  const record = readRecord(outDir, file);
  if (!record || !unchanged(record.inputs)) return undefined;
  return { outFile: path.join(outDir, record.out), dependencies: record.dependencies, typescript: record.typescript };
}

/**
 * Records a fresh bundle for the next load, in place of the previous one (whose file goes); false,
 * keeping nothing, when an input was saved while it was bundled.
 */
export async function keepBundle(
  outDir: string,
  file: string,
  outFile: string,
  { dependencies, typescript }: BundleFacts,
  startedAt: number,
): Promise<boolean> {
  const inputs = stamp(inputsOf(file, dependencies));
  if (!settled(inputs, startedAt)) return false;
  const previous = readRecord(outDir, file);
  const record: BundleRecord = {
    version: BUNDLE_VERSION,
    out: path.basename(outFile),
    dependencies,
    typescript,
    inputs,
  };
  // Written whole, then renamed: another process loading the same config never reads half a record.
  const temporary = `${recordFile(outDir, file)}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, recordFile(outDir, file));
  if (previous && previous.out !== record.out) await rm(path.join(outDir, previous.out), { force: true });
  return true;
}

// Plain JavaScript, so that the `docs` bin can check its precompiled CLI (packages/cli, precompile.ts)
// before anything can load TypeScript; the config's bundle cache uses the same checks.
import { statSync } from 'node:fs';

/**
 * A file saved this close to the start of a bundling may have been read before the save: its
 * bundle is not kept. Kernel timestamps lag the clock by a tick, hence the wide margin.
 */
export const SETTLE_MS = 1000;

/** Each file's size and modification time, `null` for a file that does not exist. */
export function stamp(files) {
  const stamps = {};
  for (const file of files) {
    const info = statSync(file, { throwIfNoEntry: false });
    stamps[file] = info ? [info.size, info.mtimeMs] : null;
  }
  return stamps;
}

/** True when every file still has the size and modification time (or the absence) it was stamped with. */
export function unchanged(stamps) {
  const now = stamp(Object.keys(stamps));
  return Object.entries(stamps).every(([file, was]) => {
    const is = now[file];
    return is && was ? is[0] === was[0] && is[1] === was[1] : is === was;
  });
}

/** True when no file was saved within SETTLE_MS of `startedAt` or after it: its stamps can be trusted. */
export function settled(stamps, startedAt) {
  return Object.values(stamps).every((s) => !s || s[1] < startedAt - SETTLE_MS);
}

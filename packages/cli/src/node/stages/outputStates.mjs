// Checks every file an output manifest lists against the disk on a thread of its own (see
// outputFiles.ts): one stat per file is ~0.2 s of a one-page edit at 4,000 pages per language,
// done here while the main thread compiles and bundles. Plain JavaScript, like renderWorker.mjs:
// it imports nothing but Node's own modules, so it starts in a few milliseconds.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const { outDir, manifest } = workerData;
/** The files whose size or modification time is not the recorded one (or that are gone). */
const changed = [];
for (const [file, [, size, mtimeMs]] of Object.entries(JSON.parse(manifest).files)) {
  const now = statSync(`${outDir}${path.sep}${file}`, { throwIfNoEntry: false });
  if (now?.size !== size || now.mtimeMs !== mtimeMs) changed.push(file);
}
parentPort.postMessage(changed);

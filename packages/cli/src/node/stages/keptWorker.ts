/**
 * A worker thread that finds which files of the previous output are no longer as its manifest
 * recorded them (see `checkKept` in keptFiles.ts): one stat per file, tens of thousands of them.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { KeptCheck } from './keptFiles';

const { outDir, manifest } = workerData as KeptCheck;
try {
  const { files } = JSON.parse(Buffer.from(manifest).toString()) as { files: Record<string, [string, number, number]> };
  const changed: string[] = [];
  for (const file in files) {
    const [, size, mtimeMs] = files[file] as [string, number, number];
    const now = statSync(`${outDir}${path.sep}${file}`, { throwIfNoEntry: false });
    if (now?.size !== size || now.mtimeMs !== mtimeMs) changed.push(file);
  }
  parentPort?.postMessage(changed);
} catch (error) {
  parentPort?.postMessage({ error: String((error as Error)?.stack ?? error) });
}

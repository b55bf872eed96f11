import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { precompile } from '../precompile';

/** What the worker is given: the output folder and the manifest's bytes as the build read them. */
export interface KeptCheck {
  outDir: string;
  manifest: Uint8Array;
}

/**
 * Below this many files of the previous output, each is stated when a stage asks for it: a
 * thread's start (about 40 ms of a core) would cost more than the stats.
 */
const OFF_THREAD_FILES = 2000;

/**
 * The files of the previous output that are no longer as its manifest recorded them (size and
 * modification time), found on a worker thread: undefined for a small output, or when the worker
 * fails (then each file is stated where it is asked for). At 8,000 pages per language an edit
 * keeps ~35,000 files, and stating each one on the build's thread, as the stages ask, took ~0.3 s
 * of the one-page edit's ~2.5 s; the stats are made here while that thread reads the caches and
 * compiles, with the other core idle, and the stages find the answer waiting. A file changed
 * between this check and the end of the build is seen as a build running then would have seen it.
 */
export async function changedSinceLeft(check: KeptCheck, files: number): Promise<Set<string> | undefined> {
  if (files < OFF_THREAD_FILES) return undefined;
  let worker: Worker | undefined;
  try {
    const urls = await precompile({ keptWorker: fileURLToPath(new URL('./keptWorker.ts', import.meta.url)) });
    const started = new Worker(new URL(urls.keptWorker as string), { workerData: check });
    worker = started;
    const reply = await new Promise<string[] | { error: string }>((resolve, reject) => {
      started.once('message', resolve);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`The output check stopped (exit code ${code}).`)));
    });
    return Array.isArray(reply) ? new Set(reply) : undefined;
  } catch {
    // Not bundled, not started or failed: each file is stated where a stage asks for it.
    return undefined;
  } finally {
    await worker?.terminate();
  }
}

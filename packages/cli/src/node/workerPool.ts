import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocsError } from '@docs-kit/core';
import type { SerializedPage } from './compileCache';
import type { WorkerData, WorkerInput, WorkerReply } from './compileWorker';
import type { CompiledMarkdownPage } from './pageCompiler';
import { precompile, TYPESCRIPT_FILE } from './precompile';

export interface CompilePool {
  /** Jobs of the same `affinity` go to the same worker, which keeps what they share (code blocks). */
  /** The page, or its light part and its cache file's text when `input.serialize` asked for them. */
  compile(input: WorkerInput, affinity?: string): Promise<CompiledMarkdownPage | SerializedPage>;
  close(): Promise<void>;
}

interface Job {
  input: WorkerInput;
  resolve: (page: CompiledMarkdownPage | SerializedPage) => void;
  reject: (error: Error) => void;
}

/** Three semi-spaces' worth (V8 sizes the young generation as 3 × semi-space): 32 MB each. */
const YOUNG_GENERATION_MB = 96;

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

/** The worker's module and the theme's node entry, as plain JavaScript (see precompile.ts). */
async function workerModules(themeNode: string): Promise<{ worker: string; data: WorkerData }> {
  const entries: Record<string, string> = {
    compileWorker: fileURLToPath(new URL('./compileWorker.ts', import.meta.url)),
  };
  if (TYPESCRIPT_FILE.test(themeNode)) entries.theme = themeNode;
  const urls = await precompile(entries);
  return { worker: urls.compileWorker as string, data: { theme: urls.theme ?? pathToFileURL(themeNode).href } };
}

/**
 * Worker threads running `compileWorker.ts`, precompiled. Jobs go to the least busy worker; a
 * compile error comes back as the DocsError the main thread would throw. A worker that dies fails
 * only its own jobs and is replaced, so the build never waits on a dead one.
 */
export function createCompilePool(size: number, themeNode: string): CompilePool {
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = [];
  /** The worker each affinity's jobs go to. */
  const assigned = new Map<string, Slot>();
  const ready = workerModules(themeNode).then((code) => {
    if (!closing) for (let i = 0; i < size; i++) slots.push(start(code));
  });
  // A pool closed before its first job never awaits this: its failure must not go unhandled.
  ready.catch(() => undefined);

  function start(code: { worker: string; data: WorkerData }): Slot {
    const worker = new Worker(new URL(code.worker), {
      workerData: code.data,
      // Parsing and highlighting allocate many short-lived objects: with V8's default young
      // generation a third of a worker's time went to scavenges; 32 MB semi-spaces cut that to a
      // fraction for a few MB more per worker.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, jobs: new Map() };
    slot.worker.on('message', (reply: WorkerReply) => {
      const job = slot.jobs.get(reply.id);
      slot.jobs.delete(reply.id);
      if (!job) return;
      if (reply.ok) job.resolve(reply.result);
      else {
        const { message, docs, ...where } = reply.error;
        job.reject(docs ? new DocsError(message, where) : new Error(message));
      }
    });
    const fail = (error: Error) => {
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
      const index = slots.indexOf(slot);
      if (index !== -1 && !closing) slots[index] = start(code);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (!closing && slots.includes(slot)) fail(new Error(`A compile worker stopped (exit code ${code}).`));
    });
    return slot;
  }

  return {
    async compile(input, affinity) {
      await ready;
      // The first job of an affinity goes to the least busy worker, and the next ones follow it: a
      // fixed spread (a hash of the affinity) left one worker idle for seconds while the other
      // still had a queue.
      let slot = affinity === undefined ? undefined : assigned.get(affinity);
      if (!slot || !slots.includes(slot)) {
        slot = slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
        if (affinity !== undefined) assigned.set(affinity, slot);
      }
      const id = nextId++;
      return new Promise((resolve, reject) => {
        slot.jobs.set(id, { input, resolve, reject });
        slot.worker.postMessage({ id, input });
      });
    },
    async close() {
      closing = true;
      await ready.catch(() => undefined);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

import { Worker } from 'node:worker_threads';
import { type CompiledPage, DocsError } from '@docs-kit/core';
import type { WorkerInput, WorkerReply } from './compileWorker';

export interface CompilePool {
  compile(input: WorkerInput): Promise<CompiledPage>;
  close(): Promise<void>;
}

/**
 * Worker threads running `compileWorker.ts` (through tsx, like the CLI itself: see compileWorker.mjs). Jobs go to the
 * least busy worker; a compile error comes back as the same DocsError the main thread would throw.
 */
export function createCompilePool(size: number): CompilePool {
  const workers = Array.from({ length: size }, () => ({
    worker: new Worker(new URL('./compileWorker.mjs', import.meta.url)),
    pending: 0,
  }));
  const callbacks = new Map<number, { resolve: (page: CompiledPage) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  for (const slot of workers) {
    slot.worker.on('message', (reply: WorkerReply) => {
      slot.pending--;
      const callback = callbacks.get(reply.id);
      callbacks.delete(reply.id);
      if (!callback) return;
      if (reply.ok) callback.resolve(reply.result);
      else {
        const { message, docs, ...where } = reply.error;
        callback.reject(docs ? new DocsError(message, where) : new Error(message));
      }
    });
    slot.worker.on('error', (error) => {
      for (const [, callback] of callbacks) callback.reject(error);
      callbacks.clear();
    });
  }
  return {
    compile(input) {
      const slot = workers.reduce((a, b) => (b.pending < a.pending ? b : a));
      slot.pending++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        callbacks.set(id, { resolve, reject });
        slot.worker.postMessage({ id, input });
      });
    },
    async close() {
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}

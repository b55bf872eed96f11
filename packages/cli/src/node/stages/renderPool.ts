import { Worker } from 'node:worker_threads';
import type { PageData } from '@docs-kit/core';

/** What the server bundle's `render` gives for one page: its body and what it asked for with useHead. */
export interface RenderedBody {
  html: string;
  head: { title?: string; description?: string };
}

export interface RenderPool {
  /** The theme's init script the server bundle exports, if any (rejects when the bundle fails to load). */
  themeInitScript: Promise<string | undefined>;
  /** Renders `url` with the page module at `moduleUrl`, or with an empty page of `pageData` (404 pages). */
  render(url: string, page: { moduleUrl: string } | { pageData: PageData }): Promise<RenderedBody>;
  close(): Promise<void>;
}

/**
 * Page modules a worker imports before it is replaced. Node never unloads an ES module, so a thread
 * that rendered every page would hold every page's module (about 70 KB each) to the end: at 10,000
 * pages per language, gigabytes. A fresh worker costs about as much as a few dozen pages take.
 */
const PAGES_PER_WORKER = 400;

/**
 * A worker past its share renders on when no more than these pages per worker are left: a fresh
 * worker costs a few dozen pages' time (it imports the whole server bundle), too much for the last
 * few pages (802 pages took a third worker for the last four).
 */
const LAST_PAGES = PAGES_PER_WORKER / 4;

interface Job {
  resolve: (body: RenderedBody) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  rendered: number;
  retired: boolean;
}

type Reply =
  | { ready: true; themeInitScript?: string }
  | { ready: false; error: string }
  | { id: number; html: string; head: RenderedBody['head'] }
  | { id: number; error: string };

/**
 * Worker threads that render pages with the server bundle at `serverUrl` (see renderWorker.mjs).
 * Rendering leaves this thread free to write the files, and each worker is retired after
 * `PAGES_PER_WORKER` pages, its page modules with it, so memory stays flat at any page count.
 * `pages`: how many pages the pool will be asked for at most, so that the last few are not left to
 * a fresh worker.
 */
export function createRenderPool(serverUrl: string, size: number, pages = Number.POSITIVE_INFINITY): RenderPool {
  let nextId = 0;
  let closing = false;
  let loaded: (script: string | undefined) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const themeInitScript = new Promise<string | undefined>((resolve, reject) => {
    loaded = resolve;
    failed = reject;
  });
  // Read by the caller before the first render; never an unhandled rejection if it is not.
  themeInitScript.catch(() => undefined);
  const slots: Slot[] = [];

  function start(): Slot {
    const worker = new Worker(new URL('./renderWorker.mjs', import.meta.url), { workerData: { serverUrl } });
    const slot: Slot = { worker, jobs: new Map(), rendered: 0, retired: false };
    // A worker that dies fails its own jobs (and the init script, before it is known) and is
    // replaced, so no later page waits on it.
    const fail = (error: Error) => {
      failed(error);
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
      const index = slots.indexOf(slot);
      if (index !== -1 && !closing) slots[index] = start();
    };
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        // A bundle that fails to load fails each page sent to this worker too, with the same message.
        if (reply.ready) loaded(reply.themeInitScript);
        else failed(new Error(reply.error));
        return;
      }
      const job = slot.jobs.get(reply.id);
      slot.jobs.delete(reply.id);
      if ('html' in reply) job?.resolve(reply);
      else job?.reject(new Error(reply.error));
      if (slot.retired && slot.jobs.size === 0) void worker.terminate();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing && (!slot.retired || slot.jobs.size))
        fail(new Error(`A render worker stopped (exit code ${code}).`));
    });
    return slot;
  }

  /**
   * The least busy worker, after replacing one that has rendered its share. A second one starts
   * only when the first is busy: a rebuild that renders a page or two never pays for it.
   */
  function pick(): Slot {
    if (slots.length < size && slots.every((slot) => slot.jobs.size > 0)) slots.push(start());
    let index = 0;
    slots.forEach((slot, i) => {
      if (slot.jobs.size < (slots[index] as Slot).jobs.size) index = i;
    });
    const slot = slots[index] as Slot;
    if (slot.rendered < PAGES_PER_WORKER || pages - nextId <= LAST_PAGES * size) return slot;
    slot.retired = true;
    if (slot.jobs.size === 0) void slot.worker.terminate();
    slots[index] = start();
    return slots[index] as Slot;
  }

  slots.push(start());
  return {
    themeInitScript,
    render(url, page) {
      const slot = pick();
      slot.rendered++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        slot.jobs.set(id, { resolve, reject });
        slot.worker.postMessage({ id, url, ...page });
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { IndexCache, IndexedPage, Names, PageTerms } from '@docs-kit/search';
import { precompile } from '../precompile';

/** A page whose terms `cache.entry` would have to make (`IndexCache.unknown`). */
export interface TermsRequest {
  cache: IndexCache;
  page: IndexedPage;
  lang: string;
  twins: Names[];
}

export interface TermsBatch {
  id: number;
  jobs: { page: IndexedPage; lang: string; twins: Names[] }[];
}
export type TermsReply = { id: number; terms: PageTerms[] } | { id: number; error: string };

/**
 * Below this many pages the terms are made where they are asked for: starting a thread (about
 * 50 ms) would cost more than it spares a one-page edit.
 */
const OFF_THREAD_PAGES = 100;
/** Pages per message: each reply lets the main thread take the next batch's records in hand. */
const BATCH = 32;

/**
 * Makes the terms of `requests` on a worker thread and gives them to their caches (`provide`),
 * so that the caller's `entry` calls find them made. The terms are most of a cold build's search
 * index (issue 17: 1 s of 1.6 s at 800 pages) and need nothing the main thread holds but the
 * records, so they are made beside the bundle and render stages (esbuild and the renderers keep
 * the cores busy much of that time: the build gains a few tenths of a second, not the whole
 * second). Few requests are left to `entry`.
 */
export async function provideTerms(requests: readonly TermsRequest[]): Promise<void> {
  if (requests.length < OFF_THREAD_PAGES) return;
  const urls = await precompile({ termsWorker: fileURLToPath(new URL('./termsWorker.ts', import.meta.url)) });
  const worker = new Worker(new URL(urls.termsWorker as string));
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = 0;
      worker.on('message', (reply: TermsReply) => {
        if ('error' in reply) return reject(new Error(reply.error));
        reply.terms.forEach((terms, i) => {
          const { cache, page, lang, twins } = requests[reply.id + i] as TermsRequest;
          cache.provide(page, lang, twins, terms);
        });
        if (--pending === 0) resolve();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The search terms worker stopped (exit code ${code}).`)));
      for (let id = 0; id < requests.length; id += BATCH) {
        pending++;
        const jobs = requests.slice(id, id + BATCH).map(({ page, lang, twins }) => ({ page, lang, twins }));
        worker.postMessage({ id, jobs } satisfies TermsBatch);
      }
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * A worker thread that makes pages' search terms (see searchTerms.ts): the costliest part of the
 * search index, made here while the main thread bundles and renders.
 */
import { parentPort } from 'node:worker_threads';
import { pageTerms } from '@docs-kit/search';
import type { TermsBatch, TermsReply } from './searchTerms';

parentPort?.on('message', ({ id, jobs }: TermsBatch) => {
  try {
    const terms = jobs.map(({ page, lang, twins }) => pageTerms(page, lang, twins));
    parentPort?.postMessage({ id, terms } satisfies TermsReply);
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies TermsReply);
  }
});

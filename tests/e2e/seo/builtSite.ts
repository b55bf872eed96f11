/**
 * The documentation site as the e2e run's global setup built it (see ../globalSetup.ts), served by
 * `docs preview` on 127.0.0.1.
 */
import { startPreviewServer } from '@docs-kit/cli';
import { inject } from 'vitest';
import type { BuiltPage } from '../globalSetup';

export interface BuiltSite {
  url: string;
  outDir: string;
  pages: BuiltPage[];
  /** Fetches a path of the served site. */
  get(route: string): Promise<Response>;
  close(): Promise<void>;
}

export async function serveBuiltSite(): Promise<BuiltSite> {
  const { outDir, pages } = inject('builtSite');
  const langs = [...new Set(pages.map((p) => p.lang))];
  const server = await startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1', langs, defaultLang: 'en' });
  const url = server.url.replace(/\/$/, '');
  return { url, outDir, pages, get: (route) => fetch(`${url}${route}`), close: () => server.close() };
}

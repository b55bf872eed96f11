/**
 * The built documentation site, served by `docs preview` on 127.0.0.1 for the browser tests.
 * `pnpm test` builds it before the e2e project runs; a lone run of one e2e file builds it itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startPreviewServer } from '@docs-kit/cli';
import { specRoutes as englishRoutes } from '../spec/routes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_DIR = path.join(ROOT, 'site');

/** Every route of the spec in both languages. */
export function specRoutes(): string[] {
  const routes = englishRoutes();
  return [...routes, ...routes.map((r) => (r === '/' ? '/zh/' : `/zh${r}`))];
}

export async function serveSite(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(SITE_DIR, 'dist', 'index.html'))) await buildSite({ siteDir: SITE_DIR });
  return startPreviewServer({ siteDir: SITE_DIR, port: 0 });
}

/**
 * The documentation site built afresh into a temporary folder (so the outputs under test are the
 * current code's, whatever state site/dist is in) and served by `docs preview` on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildResult, buildSite, startPreviewServer } from '@docs-kit/cli';
import { SITE_DIR } from '../site';

export interface BuiltSite {
  url: string;
  outDir: string;
  result: BuildResult;
  /** Fetches a path of the served site. */
  get(route: string): Promise<Response>;
  close(): Promise<void>;
}

export async function buildAndServe(siteDir = SITE_DIR): Promise<BuiltSite> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-seo-'));
  const result = await buildSite({ siteDir, outDir });
  const server = await startPreviewServer({
    dir: outDir,
    port: 0,
    host: '127.0.0.1',
    langs: result.site.langs,
    defaultLang: result.site.lang,
  });
  const url = server.url.replace(/\/$/, '');
  return {
    url,
    outDir,
    result,
    get: (route) => fetch(`${url}${route}`),
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

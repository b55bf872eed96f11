import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { DocsError } from '@docs-kit/core';
import { loadSiteConfig } from '../theme/load';
import { type Listening, listen, redirectToBase, refuseMalformed } from './listen';
import { createStaticHandler } from './staticHandler';

export interface PreviewOptions {
  /** Folder to serve; defaults to the site's output folder. */
  dir?: string;
  siteDir?: string;
  port?: number;
  host?: string;
  base?: string;
  langs?: string[];
  defaultLang?: string;
  multiVersion?: { default: string; versions: string[] };
}

/**
 * `docs preview`: serves the built site on 127.0.0.1:4173 unless told otherwise, under its base
 * (`home`: the site's first page, `/docs/` with `base: '/docs/'`, where `/` redirects).
 */
export async function startPreviewServer(
  options: PreviewOptions = {},
): Promise<Listening & { server: Server; home: string }> {
  let { dir, base = '/', langs, defaultLang = 'en', multiVersion } = options;
  if (!dir || !langs) {
    const loaded = await loadSiteConfig(options.siteDir ?? process.cwd());
    dir ??= loaded.outDir;
    base = loaded.config.base;
    langs ??= loaded.langs;
    defaultLang = loaded.config.lang;
    multiVersion ??= loaded.multiVersion;
  }
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    throw new DocsError(`Nothing to preview in ${dir}.`, { hint: 'Run `docs build` first.' });
  }
  const handle = await createStaticHandler({ root: dir, base, langs, defaultLang, multiVersion });
  const server = createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    if (redirectToBase(req, res, base)) return;
    handle(req, res).catch((error: unknown) => {
      console.error('[docs] preview:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  refuseMalformed(server);
  const listening = await listen(server, options.port ?? 4173, options.host ?? '127.0.0.1');
  return { ...listening, server, home: `${listening.url}${base}` };
}

import { createReadStream } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultPrefixRedirect, joinRoute, splitRoute } from '@docs-kit/core';
import { lookup } from 'mrmime';
import { type Resolution, resolveFile } from './resolveFile';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Headers every response carries; the CSP that the built site satisfies is documented in the README. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;
const MAX_COMPRESS = 8 * 1024 * 1024;

export interface StaticOptions {
  /** Folder to serve. */
  root: string;
  /** Site base path (`/`). */
  base: string;
  /** Languages whose prefix has its own 404 page. */
  langs: readonly string[];
  defaultLang: string;
  /** A versioned site's versions: each non-default version has its 404 pages under its prefix. */
  multiVersion?: { default: string; versions: readonly string[] };
}

/** Compressed bodies by file; the promise is shared, so concurrent first requests compress once. */
type Cached = { etag: string; gzip?: Promise<Buffer>; br?: Promise<Buffer> };

/**
 * Serves a built site: clean URLs, a real 404 status with the language's 404 page, ETag and
 * Last-Modified with 304s, brotli or gzip for text, long-lived caching for hashed assets and
 * revalidation for HTML. Only GET and HEAD; paths that could leave the folder are refused.
 */
export async function createStaticHandler(options: StaticOptions) {
  const root = await realpath(options.root);
  const compressed = new Map<string, Cached>();
  const base = options.base;

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: { file: string; size: number; mtime: Date },
    status = 200,
  ) {
    const type = lookup(file.file) ?? 'application/octet-stream';
    const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
    const relative = path.relative(root, file.file).split(path.sep).join('/');
    // Search shards and page files carry their content hash too (`search-index/en/t.1x2y3z4.json`).
    const hashed = relative.startsWith('assets/') || /^search-index\/.+\.[\da-z]{7}\.json$/.test(relative);
    res.setHeader(
      'Content-Type',
      type.startsWith('text/') || type.includes('javascript') || type.includes('json')
        ? `${type}; charset=utf-8`
        : type,
    );
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (status === 200) {
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', file.mtime.toUTCString());
      const since = req.headers['if-modified-since'];
      if (
        req.headers['if-none-match'] === etag ||
        (since && !req.headers['if-none-match'] && new Date(since) >= new Date(file.mtime.toUTCString()))
      ) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    res.statusCode = status;
    res.setHeader('Vary', 'Accept-Encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    if (encoding && COMPRESSIBLE.test(type) && file.size > 512 && file.size < MAX_COMPRESS) {
      let cached = compressed.get(file.file);
      if (!cached || cached.etag !== etag) {
        cached = { etag };
        compressed.set(file.file, cached);
      }
      if (!cached[encoding]) {
        const entry = cached;
        const pending = readFile(file.file).then((raw) =>
          encoding === 'br' ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gz(raw, { level: 6 }),
        );
        entry[encoding] = pending;
        // A failed read is not remembered: the next request tries again.
        pending.catch(() => {
          if (entry[encoding] === pending) entry[encoding] = undefined;
        });
      }
      const body = await (cached[encoding] as Promise<Buffer>);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', file.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file.file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  function plain(res: ServerResponse, status: number, text: string) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  }

  const scheme = {
    lang: options.defaultLang,
    langs: options.langs,
    multiVersion: options.multiVersion ?? { default: '', versions: [] },
  };
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    const url = req.url ?? '/';
    if (url.length > 8192) return plain(res, 414, 'URI Too Long');
    const rawPath = url.split('?')[0]?.split('#')[0] ?? '/';
    if (!rawPath.startsWith(base) && `${rawPath}/` !== base) return plain(res, 404, 'Not Found');
    // Leading slashes collapse to one: `///x` must never become a `//x` (another host) redirect.
    const inSite = `/${rawPath.slice(base.length).replace(/^\/+/, '')}`;
    // Spec 2.1: a path under the default language's (or version's) prefix is the same page without it.
    const unprefixed = defaultPrefixRedirect(inSite, scheme);
    if (unprefixed) {
      res.statusCode = 301;
      res.setHeader('Location', `${base.replace(/\/$/, '')}${unprefixed}`);
      return void res.end();
    }
    const resolution: Resolution = await resolveFile(root, inSite);
    if (resolution.kind === 'bad-request') return plain(res, 400, 'Bad Request');
    if (resolution.kind === 'redirect') {
      res.statusCode = 301;
      res.setHeader('Location', `${base.replace(/\/$/, '')}${resolution.location}`);
      return void res.end();
    }
    if (resolution.kind === 'file') return send(req, res, resolution);
    const { version, lang } = splitRoute(inSite, scheme);
    const notFoundPath = joinRoute({ version, lang, path: '/404.html' }, scheme);
    const notFound = (await resolveFile(root, notFoundPath)) as Resolution;
    if (notFound.kind === 'file') return send(req, res, notFound, 404);
    return plain(res, 404, 'Not Found');
  };
}

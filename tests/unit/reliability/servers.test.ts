/**
 * The preview server and the static handler are safe to expose (issue 7): they bind 127.0.0.1,
 * never serve a file outside their folder, answer malformed requests with an error status and
 * stay up, and send the right types, validators, encodings and cache headers.
 */
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticHandler, startPreviewServer } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED, OTHER_METHODS, rawGet, rawRequest, TRAVERSALS } from './helpers';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-FOLDER';
const SCRIPT = `export const x = ${JSON.stringify('y'.repeat(4000))};\n`;
let tmp: string;
let dir: string;
let preview: Awaited<ReturnType<typeof startPreviewServer>>;
let url: string;

/** A built site in miniature: pages, a 404 page, hashed assets, and a secret beside the folder. */
async function makeSite(): Promise<void> {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docs-servers-'));
  dir = path.join(tmp, 'dist');
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Home</title>${'<p>home</p>'.repeat(100)}`,
    'guide/index.html': '<!doctype html><title>Guide</title><p>guide</p>',
    'guide/second.html': '<!doctype html><title>Second</title><p>second</p>',
    '404.html': '<!doctype html><title>404</title><h1>PAGE NOT FOUND</h1>',
    'assets/main-ABC123.js': SCRIPT,
    'assets/main-ABC123.css': `body{color:red}${'.a{margin:0}'.repeat(100)}`,
    'search-index/en.json': JSON.stringify([{ title: 'x'.repeat(1000) }]),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'robots.txt': 'User-agent: *\n',
    'feeds/rss.xml': '<?xml version="1.0"?><rss></rss>',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await mkdir(path.join(tmp, 'elsewhere'));
  await writeFile(path.join(tmp, 'elsewhere', 'secret.txt'), SECRET);
  // Symlinks inside the folder that point outside it.
  await symlink(path.join(tmp, 'elsewhere'), path.join(dir, 'outside'));
  await symlink(path.join(tmp, 'secret.txt'), path.join(dir, 'leak.txt'));
  const old = new Date('2024-01-01T00:00:00Z');
  await utimes(path.join(dir, 'guide/second.html'), old, old);
}

beforeAll(async () => {
  await makeSite();
  preview = await startPreviewServer({ dir, langs: ['en'], port: 0 });
  url = preview.url;
});

afterAll(async () => {
  await preview?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('binding', () => {
  it('listens on 127.0.0.1 unless told otherwise', () => {
    expect((preview.server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('path traversal', () => {
  it.each(TRAVERSALS)('%s → 400 or 404, never the file outside', async (target) => {
    const answer = await rawGet(preview.port, target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(SECRET);
  });

  it('still serves the pages after every attempt', async () => {
    const response = await fetch(`${url}/guide/second`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('second');
  });
});

describe('malformed requests', () => {
  it.each(MALFORMED)('$name: an error status, and the server stays up', async ({ payload }) => {
    const answer = await rawRequest(preview.port, payload);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it.each(OTHER_METHODS)('%s: refused with an error status, and the server stays up', async (method) => {
    const answer = await rawGet(preview.port, '/', method);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 405) expect(answer.head).toMatch(/^Allow: GET, HEAD$/im);
    expect(answer.body).not.toContain('home');
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('survives a client that hangs up mid-request and one that never finishes', async () => {
    const half = rawRequest(preview.port, 'GET /guide/ HTTP/1.1\r\nHost: x\r\n', 300).catch(() => 'timeout');
    expect(await half).toBe('timeout');
    expect((await fetch(`${url}/guide/`)).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await rawGet(preview.port, '/guide/', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.head).toMatch(/^Content-Length: \d+$/im);
    expect(answer.body).toBe('');
  });
});

describe('response headers', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/guide/second', 'text/html; charset=utf-8'],
    ['/assets/main-ABC123.js', 'text/javascript; charset=utf-8'],
    ['/assets/main-ABC123.css', 'text/css; charset=utf-8'],
    ['/search-index/en.json', 'application/json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('%s is served as %s', async (route, type) => {
    const response = await fetch(`${url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a missing page with status 404 and the 404 page', async () => {
    const response = await fetch(`${url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('PAGE NOT FOUND');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('sends an ETag and Last-Modified, and 304 for a matching If-None-Match or If-Modified-Since', async () => {
    const first = await fetch(`${url}/guide/second`);
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(lastModified).toBe(new Date('2024-01-01T00:00:00Z').toUTCString());
    const byTag = await fetch(`${url}/guide/second`, { headers: { 'if-none-match': etag as string } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const byDate = await fetch(`${url}/guide/second`, { headers: { 'if-modified-since': lastModified as string } });
    expect(byDate.status).toBe(304);
    const stale = await fetch(`${url}/guide/second`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    const older = await fetch(`${url}/guide/second`, {
      headers: { 'if-modified-since': new Date('2023-01-01T00:00:00Z').toUTCString() },
    });
    expect(older.status).toBe(200);
  });

  it('compresses text with brotli or gzip, as the client accepts', async () => {
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const answer = await rawRequest(
        preview.port,
        `GET /assets/main-ABC123.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(200);
      expect(answer.head).toMatch(new RegExp(`^Content-Encoding: ${encoding}$`, 'im'));
      expect(answer.head).toMatch(/^Vary: Accept-Encoding$/im);
      expect(decode(Buffer.from(answer.body, 'latin1')).toString()).toBe(SCRIPT);
    }
    const identity = await rawGet(preview.port, '/assets/main-ABC123.js');
    expect(identity.head).not.toMatch(/Content-Encoding/i);
    expect(identity.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, and makes HTML revalidate', async () => {
    const asset = await fetch(`${url}/assets/main-ABC123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/guide/', '/guide/second']) {
      const page = await fetch(`${url}${route}`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('redirects a folder without its slash to the folder URL', async () => {
    const response = await fetch(`${url}/guide`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/guide/');
  });
});

describe('createStaticHandler under another server', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const handle = await createStaticHandler({ root: dir, base: '/docs/', langs: ['en'], defaultLang: 'en' });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps traversal out under a base path too', async () => {
    for (const target of TRAVERSALS) {
      const withBase = target.startsWith('/') ? `/docs${target}` : target;
      const answer = await rawGet(port, withBase);
      expect([400, 404], withBase).toContain(answer.status);
      expect(answer.body).not.toContain(SECRET);
    }
    expect((await rawGet(port, '/docs/guide/second')).status).toBe(200);
    expect((await rawGet(port, '/guide/second')).status).toBe(404);
  });
});

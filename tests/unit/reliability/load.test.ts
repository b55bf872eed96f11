/**
 * The preview server under load, the `pnpm test` sample (issue 7): 2,000 requests over 10
 * connections on 127.0.0.1, zero errors and zero non-2xx for existing pages and assets. The
 * 20,000-request run over 50 connections against `docs preview` of the real site is in
 * tests/stress/load.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPreviewServer } from '@docs-kit/cli';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLoad } from './load';

let tmp: string;
let preview: Awaited<ReturnType<typeof startPreviewServer>>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docs-load-'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Home</title>${'<p>home page text</p>'.repeat(200)}`,
    'guide/index.html': `<!doctype html><title>Guide</title>${'<p>guide</p>'.repeat(300)}`,
    'guide/second.html': '<!doctype html><title>Second</title><p>second</p>',
    '404.html': '<!doctype html><title>404</title>',
    'assets/main-ABC.js': `export const a = ${JSON.stringify('x'.repeat(20_000))};`,
    'assets/main-ABC.css': 'body{margin:0}'.repeat(500),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
    await writeFile(path.join(tmp, file), content);
  }
  preview = await startPreviewServer({ dir: tmp, langs: ['en'], port: 0 });
});

afterAll(async () => {
  await preview?.close();
  await rm(tmp, { recursive: true, force: true });
});

it('serves 2,000 requests over 10 connections with no error and no non-2xx', async () => {
  const result = await runLoad(
    preview.url,
    ['/', '/guide/', '/guide/second', '/assets/main-ABC.js', '/assets/main-ABC.css'],
    {
      amount: 2000,
      connections: 10,
      maxSeconds: 60,
    },
  );
  console.log(`[load sample] ${result.requests} requests, ${result.perSecond} req/s, p99 ${result.p99} ms`);
  expect(result.requests).toBeGreaterThanOrEqual(2000);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  // The server is still there afterwards.
  expect((await fetch(`${preview.url}/guide/`)).status).toBe(200);
}, 90_000);

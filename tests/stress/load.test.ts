/**
 * `docs preview` under load (issue 7): the real binary serving the built site on 127.0.0.1, and
 * autocannon sending 20,000 requests over 50 connections across every route of the spec in both
 * languages and the entry assets: zero errors, zero non-2xx. `pnpm test:stress` builds the site
 * first; the figures are printed for the benchmark report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITE_DIR, specRoutes } from '../e2e/site';
import { DOCS_BIN, runDocs } from '../unit/reliability/helpers';
import { runLoad } from '../unit/reliability/load';

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  if (!existsSync(path.join(SITE_DIR, 'dist', 'index.html'))) expect((await runDocs(['build', SITE_DIR])).code).toBe(0);
  child = spawn(process.execPath, [DOCS_BIN, 'preview', SITE_DIR, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`docs preview did not start: ${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Preview: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.on('exit', (code) => reject(new Error(`docs preview exited with ${code}: ${out}`)));
  });
});

afterAll(() => {
  child?.kill();
});

it('20,000 requests over 50 connections: no error, no non-2xx', async () => {
  const html = readFileSync(path.join(SITE_DIR, 'dist', 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
  const paths = [...specRoutes(), ...assets];
  expect(paths.length).toBeGreaterThan(20);
  const result = await runLoad(url, paths, { amount: 20_000, connections: 50, maxSeconds: 300 });
  console.log(
    `[load] docs preview: ${result.requests} requests over 50 connections in ${result.seconds.toFixed(1)} s, ${result.perSecond} req/s, p99 ${result.p99} ms, ${paths.length} distinct paths`,
  );
  expect(result.requests).toBeGreaterThanOrEqual(20_000);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  // A floor far below the measured ~2,000 req/s on 2 cores: it fails when every request pays for
  // compression again (before shared in-flight compression: 389 req/s, p99 667 ms).
  expect(result.perSecond).toBeGreaterThan(800);
}, 400_000);

/**
 * Shared by the reliability tests (issue 7): throwaway copies of the reliability fixture site,
 * the real `docs` binary in a child process, and byte-for-byte snapshots of an output folder.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURE = path.join(ROOT, 'tests/fixtures/reliability-site');
export const DOCS_BIN = path.join(ROOT, 'packages/cli/bin/docs.mjs');
/** Copies live beside the fixture, so the theme resolves `react` and the framework as it does. */
const TMP_ROOT = path.join(ROOT, 'tests/fixtures/reliability-tmp');

/** A fresh copy of a fixture site (without its caches and output); `remove` deletes it. */
export async function copySite(
  name: string,
  from: string = FIXTURE,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = path.join(TMP_ROOT, `${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(TMP_ROOT, { recursive: true });
  await cp(from, dir, {
    recursive: true,
    filter: (source) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(path.relative(from, source)),
  });
  return {
    dir,
    remove: async () => {
      await rm(dir, { recursive: true, force: true });
      // The shared parent goes when the last copy does.
      if ((await readdir(TMP_ROOT).catch(() => [])).length === 0) await rm(TMP_ROOT, { recursive: true, force: true });
    },
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `docs <args>` as a user would; never throws on a non-zero exit. */
export function runDocs(args: string[], options: { cwd?: string; timeout?: number } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [DOCS_BIN, ...args],
      { cwd: options.cwd ?? ROOT, timeout: options.timeout ?? 120_000, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** Every file under `dir` with the sha256 of its bytes: equal maps mean byte-identical trees. */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return out;
}

/** A stack trace line as Node prints it. */
export const STACK_LINE = /^\s+at .+[:(]/m;

/**
 * Sends bytes as they are on a raw socket (no client normalises `..` or encodes anything) and
 * returns the status and body of the answer, or status 0 when the server closed without one.
 */
export function rawRequest(
  port: number,
  payload: string | Buffer,
  timeoutMs = 5000,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer in ${timeoutMs} ms to ${String(payload).slice(0, 80)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {
      // A reset after the answer is fine: the answer is what counts.
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join('\r\n\r\n') });
    });
    socket.write(payload);
  });
}

/** `GET target` with nothing else of note, on a raw socket. */
export function rawGet(port: number, target: string, method = 'GET') {
  return rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
}

/** Request targets that try to leave the served folder (`secret.txt` sits beside it). */
export const TRAVERSALS = [
  '/../secret.txt',
  '/../../../../../../etc/passwd',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/.%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/guide/..%2f..%2fsecret.txt',
  '/assets/../../secret.txt',
  '/....//secret.txt',
  '/%00../secret.txt',
  '/secret.txt%00.html',
  '/index.html%00',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/etc/passwd',
  'http://127.0.0.1/../secret.txt',
  '/C:/Windows/win.ini',
  '/%c0%ae%c0%ae/secret.txt',
  '/outside/secret.txt',
  '/leak.txt',
];

/** Requests a server must refuse with an error status, and stay up afterwards. */
export const MALFORMED: { name: string; payload: string }[] = [
  { name: 'a lone percent sign', payload: 'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { name: 'a bad escape', payload: 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { name: 'a truncated UTF-8 escape', payload: 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { name: 'an invalid UTF-8 sequence', payload: 'GET /%ff%fe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { name: 'an over-long URL', payload: `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n` },
  {
    name: 'a URL just over 8 KB',
    payload: `GET /${'b/'.repeat(4200)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  },
  {
    name: 'a huge header',
    payload: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(100_000)}\r\nConnection: close\r\n\r\n`,
  },
  {
    name: 'thousands of headers',
    payload: `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
  },
  { name: 'garbage instead of a request line', payload: '\u0000\u0001\u0002GARBAGE\r\n\r\n' },
  { name: 'an unknown HTTP version', payload: 'GET / HTTP/9.9\r\nHost: x\r\n\r\n' },
  { name: 'a bad Content-Length', payload: 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n' },
  {
    name: 'a control character in the path',
    payload: 'GET /a\u0001b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  },
];

/** Methods other than GET and HEAD: 405 (or 400 for ones Node does not parse). */
export const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW'];

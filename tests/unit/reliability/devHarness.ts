/**
 * A dev server on a throwaway copy of the reliability site, with its event stream recorded, for
 * the dev tests of `pnpm test` and the long soak of `pnpm test:stress`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer } from '@docs-kit/cli';
import { copySite } from './helpers';

export interface DevMessage {
  type: 'reload' | 'page' | 'error';
  path?: string;
  error?: { message: string; file?: string; line?: number; column?: number; frame?: string };
}

export interface DevHarness {
  dir: string;
  url: string;
  port: number;
  messages: DevMessage[];
  /** Resolves with the first message from now on that `match` accepts. */
  next(match: (m: DevMessage) => boolean, timeoutMs?: number): Promise<DevMessage>;
  page(routePath: string): Promise<{ status: number; body: string }>;
  shell(pathname: string): Promise<{ status: number; body: string }>;
  write(relative: string, content: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

export async function startDevHarness(name: string): Promise<DevHarness> {
  const site = await copySite(name);
  const server = await startDevServer({ siteDir: site.dir, port: 0 });
  const messages: DevMessage[] = [];
  const waiters = new Set<{ match: (m: DevMessage) => boolean; resolve: (m: DevMessage) => void }>();
  const abort = new AbortController();
  const events = await fetch(`${server.url}/@docs/events`, { signal: abort.signal });
  const reader = (events.body as ReadableStream<Uint8Array>).getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (!data) continue;
          const message = JSON.parse(data) as DevMessage;
          messages.push(message);
          for (const waiter of waiters) {
            if (waiter.match(message)) {
              waiters.delete(waiter);
              waiter.resolve(message);
            }
          }
        }
      }
    } catch {
      // the stream ends when the harness closes
    }
  })();
  const get = async (url: string, accept: string) => {
    // One retry: a kept-alive socket the server closed while its thread was busy resets once.
    const response = await fetch(url, { headers: { accept } }).catch(() => fetch(url, { headers: { accept } }));
    return { status: response.status, body: await response.text() };
  };
  return {
    dir: site.dir,
    url: server.url,
    port: Number(new URL(server.url).port),
    messages,
    next(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: DevMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching dev message in ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    page: (routePath) => get(`${server.url}/@docs/page?path=${encodeURIComponent(routePath)}`, '*/*'),
    shell: (pathname) => get(`${server.url}${pathname}`, 'text/html'),
    write: (relative, content) => writeFile(path.join(site.dir, 'docs/en', relative), content),
    async close() {
      abort.abort();
      await server.close();
      await site.remove();
    },
  };
}

/** Heap in use after a full collection (the test process runs with `--expose-gc` turned on here). */
export async function settledHeap(): Promise<number> {
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return process.memoryUsage().heapUsed;
}

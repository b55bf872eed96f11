/**
 * Pages render on worker threads that are replaced after a few hundred pages, so the page modules
 * they imported are freed (issue 17: memory flat at 10,000 pages per language). Each page still
 * gets its own module's output, errors name the page's message, and a 404 page renders from its
 * page data alone.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@docs-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool } from '../../../packages/cli/src/node/stages/renderPool';

let dir: string;
let serverUrl: string;

// A stand-in for the server bundle: renders the page's component and names the thread it ran on.
const SERVER = `import { threadId } from 'node:worker_threads';
export const themeInitScript = 'init();';
export function render(url, module) {
  return { html: url + '|' + module.default() + '|' + module.pageData.title + '|' + threadId, head: { title: 'T ' + url } };
}
`;

const pageModule = (n: number) =>
  `data:text/javascript,${encodeURIComponent(
    `export default () => { if (${n} === 13) throw new Error('page 13 broke'); return 'body ${n}'; };\nexport const pageData = { title: 'Page ${n}' };`,
  )}`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'render-pool-'));
  await writeFile(path.join(dir, 'server.mjs'), SERVER);
  serverUrl = pathToFileURL(path.join(dir, 'server.mjs')).href;
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createRenderPool', () => {
  it('renders each page with its own module on workers replaced after 400 pages each', async () => {
    const pool = createRenderPool(serverUrl, 2);
    try {
      expect(await pool.themeInitScript).toBe('init();');
      const pages = Array.from({ length: 1000 }, (_, n) => n).filter((n) => n !== 13);
      const bodies = await Promise.all(pages.map((n) => pool.render(`/p${n}`, { moduleUrl: pageModule(n) })));
      const threads = new Map<string, number>();
      bodies.forEach((body, i) => {
        const [url, html, title, thread] = body.html.split('|');
        expect([url, html, title]).toEqual([`/p${pages[i]}`, `body ${pages[i]}`, `Page ${pages[i]}`]);
        expect(body.head.title).toBe(`T /p${pages[i]}`);
        threads.set(thread as string, (threads.get(thread as string) ?? 0) + 1);
      });
      // 999 pages at most 400 per worker: at least three workers, none past its share.
      expect(threads.size).toBeGreaterThanOrEqual(3);
      expect(Math.max(...threads.values())).toBeLessThanOrEqual(400);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('leaves the last few pages to the workers it has rather than starting a fresh one', async () => {
    // 800 pages and two 404 pages: the two workers reach their share with two pages left.
    const pool = createRenderPool(serverUrl, 2, 802);
    try {
      const pages = Array.from({ length: 802 }, (_, n) => n + 1000);
      const bodies = await Promise.all(pages.map((n) => pool.render(`/p${n}`, { moduleUrl: pageModule(n) })));
      const threads = new Set(bodies.map((body) => body.html.split('|')[3]));
      expect(threads.size).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails a page that throws with its message, renders the next, and renders a 404 page from its data', async () => {
    const pool = createRenderPool(serverUrl, 1);
    try {
      await expect(pool.render('/p13', { moduleUrl: pageModule(13) })).rejects.toThrow('page 13 broke');
      expect((await pool.render('/p14', { moduleUrl: pageModule(14) })).html).toMatch(/^\/p14\|body 14\|Page 14\|/);
      const notFound = await pool.render('/404', { pageData: { title: '404' } as PageData });
      expect(notFound.html).toMatch(/^\/404\|null\|404\|/);
    } finally {
      await pool.close();
    }
  });

  it('rejects the init script and every page when the server bundle cannot load', async () => {
    const broken = path.join(dir, 'broken.mjs');
    await writeFile(broken, "throw new Error('bundle broke');\n");
    const pool = createRenderPool(pathToFileURL(broken).href, 1);
    try {
      await expect(pool.themeInitScript).rejects.toThrow('bundle broke');
      await expect(pool.render('/p1', { moduleUrl: pageModule(1) })).rejects.toThrow('bundle broke');
    } finally {
      await pool.close();
    }
  });
});

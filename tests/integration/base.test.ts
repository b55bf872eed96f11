/**
 * A site served under a path (`base: '/docs/'`): every page is still whole static HTML (nav,
 * sidebar and content, readable without JavaScript), its links and assets carry the base, and
 * `docs preview` answers at the base, `/` sending the reader there.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startPreviewServer } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, ROOT, runDocs } from '../unit/reliability/helpers';

let site: Awaited<ReturnType<typeof copySite>>;

beforeAll(async () => {
  // The default theme's fixture: its nav, sidebar, content links and images.
  site = await copySite('base', path.join(ROOT, 'tests/fixtures/theme-site'));
  const config = path.join(site.dir, 'docs.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("lang: 'en',", "lang: 'en',\n  base: '/docs/',"));
  const build = await runDocs(['build', site.dir]);
  expect(build.code, build.stderr).toBe(0);
}, 120_000);

afterAll(() => site?.remove());

describe("base: '/docs/'", () => {
  it('writes every page whole: nav, sidebar and content, with links and assets under the base', async () => {
    const html = await readFile(path.join(site.dir, 'dist/guide/start/index.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('links to the <a href="/docs/guide/start/quick-start"');
    expect(html).toMatch(/class="docs-sidebar[\s\S]*href="\/docs\/guide\/start\/features"/);
    expect(html).toMatch(/class="docs-nav[\s\S]*href="\/docs\/guide\/start\/"/);
    expect(html).toMatch(/<script type="module" src="\/docs\/assets\//);
    // No link or asset of the site without the base, and none with it twice.
    // (The home link is `/docs`, as the router writes its basename; the server answers it.)
    expect(html.match(/(?:href|src)="\/(?!docs\/|docs"|\/)[^"]*"/g) ?? []).toEqual([]);
    expect(html).not.toContain('/docs/docs/');
    const zh = await readFile(path.join(site.dir, 'dist/zh/guide/start/index.html'), 'utf8');
    expect(zh).toMatch(/<h1[^>]*>/);
    expect(zh).toContain('href="/docs/zh/guide/start/quick-start"');
  });

  it('is previewed at the base, and / redirects there', async () => {
    const server = await startPreviewServer({ siteDir: site.dir, port: 0 });
    try {
      expect(server.home).toBe(`${server.url}/docs/`);
      const root = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/docs/');
      const home = await fetch(`${server.url}/docs`);
      expect(home.status).toBe(200);
      expect(home.url).toMatch(/\/docs\/?$/);
      const page = await fetch(`${server.url}/docs/guide/start/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('href="/docs/guide/start/quick-start"');
    } finally {
      await server.close();
    }
  });
});

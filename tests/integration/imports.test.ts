import { appendFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, type DevServer, startDevServer } from '@docs-kit/cli';
import { readIndexRecords } from '@docs-kit/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/imports-site');
let siteDir: string;
let dev: DevServer;
let page: string;

const BROKEN = `# Broken

import Missing from './Missing';
import { nothing } from 'no-such-package';

<Missing />
`;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'docs-imports-'));
  await cp(fixture, siteDir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  page = path.join(siteDir, 'docs/en/broken.mdx');
  await writeFile(page, BROKEN);
  dev = await startDevServer({ siteDir, port: 0 });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('imports that cannot resolve (issue 14)', () => {
  it('dev answers the page module with the overlay error: every import, each with its file and line', async () => {
    const response = await fetch(`${dev.url}/@docs/page?path=${encodeURIComponent('/broken')}`);
    const body = await response.text();
    expect(body).toContain('docs:dev-error');
    const detail = JSON.parse(/detail:(\{.*\})\}\)\);/.exec(body)?.[1] ?? '{}') as {
      message: string;
      file: string;
      line: number;
    };
    expect(detail.file).toBe(page);
    expect(detail.line).toBe(3);
    expect(detail.message).toContain('Bundling failed with 2 errors');
    expect(detail.message).toContain(`${page}:3:`);
    expect(detail.message).toContain(`${page}:4:`);
    expect(detail.message).toContain('no-such-package');
  });

  it('the build fails with the same errors', async () => {
    const error = (await buildSite({ siteDir, outDir: path.join(siteDir, 'out') }).catch((e: Error) => e)) as Error;
    expect(error.message).toContain('Bundling failed with 2 errors');
    expect(error.message).toContain(`${page}:3:`);
    expect(error.message).toContain(`${page}:4:`);
  });
});

describe('the site theme while docs dev runs (issue 14)', () => {
  it('a component the theme starts exporting is usable without a restart', async () => {
    const tip = path.join(siteDir, 'docs/en/tip.mdx');
    const theme = path.join(siteDir, 'theme/index.tsx');
    const module = () => fetch(`${dev.url}/@docs/page?path=${encodeURIComponent('/tip')}`).then((r) => r.text());
    await writeFile(tip, '# Tip\n\n<Tip>Saved while the server runs.</Tip>\n');
    try {
      // The new page is picked up by the watcher; the theme does not export Tip yet.
      await expect.poll(module, { timeout: 30_000 }).toContain('Unknown component <Tip>');
      await appendFile(
        theme,
        '\nexport function Tip({ children }: { children?: ReactNode }) {\n  return <p className="tip">{children}</p>;\n}\n',
      );
      await expect.poll(module, { timeout: 30_000 }).not.toContain('docs:dev-error');
      expect(await module()).toContain('Saved while the server runs.');
    } finally {
      await rm(tip, { force: true });
    }
    // A loaded machine: the watcher, a compile and a theme rebuild each take their time.
  }, 90_000);
});

describe('an .mdx partial (issue 14)', () => {
  it('is not a page of its own, and its sections are in the search index of the page that renders it', async () => {
    const outDir = path.join(siteDir, 'partial-out');
    await rm(page, { force: true });
    const result = await buildSite({ siteDir, outDir });
    expect(result.pages.map((p) => p.pageData.routePath).sort()).toEqual(['/', '/second']);
    const records = await readIndexRecords(path.join(outDir, 'search-index/en'));
    const partial = records.find((r) => r.url === '/#from-the-partial');
    expect(partial?.hierarchy.lvl2).toBe('From the partial');
    expect(partial?.content).toContain('Written once, shown on every page that imports it.');
    // In page order: the page's text, the partial's section, the page's next heading.
    const urls = records.filter((r) => r.url.startsWith('/#') || r.url === '/').map((r) => r.url);
    expect(urls).toEqual(['/', '/#from-the-partial', '/#after-the-partial']);
  });
});

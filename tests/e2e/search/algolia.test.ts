import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../browser';
import { hydrated, type ServedSite, serveSearchFixture } from './serve';

/**
 * Algolia mode in the browser: the page's requests to Algolia's hosts are answered here (the
 * official client picks the hosts; nothing leaves the machine).
 */
let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveSearchFixture('fixture-algolia'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const ALGOLIA = /^https:\/\/testapp(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;

function answer(query: string) {
  return {
    results: [
      {
        hits: [
          {
            objectID: 'o1',
            url: 'https://docs.example.com/guide/start#install',
            type: 'lvl2',
            content: null,
            hierarchy: {
              lvl0: 'Guide',
              lvl1: 'Start',
              lvl2: 'Install',
              lvl3: null,
              lvl4: null,
              lvl5: null,
              lvl6: null,
            },
            _highlightResult: {
              hierarchy: { lvl2: { value: `<mark>${query}</mark>`, matchLevel: 'full', matchedWords: [query] } },
            },
          },
        ],
        nbHits: 1,
        queryID: 'qid-1',
      },
    ],
  };
}

async function visit(): Promise<{ page: Page; sent: Request[]; indexRequests: string[] }> {
  const { page } = await openPage(browser);
  const sent: Request[] = [];
  const indexRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/search-index/')) indexRequests.push(req.url());
  });
  await page.route(ALGOLIA, (route) => {
    sent.push(route.request());
    const body = JSON.parse(route.request().postData() ?? '{}') as { requests: { query: string }[] };
    const query = body.requests[0]?.query ?? '';
    if (query === 'down') return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(answer(query)),
    });
  });
  await page.goto(site.at('/'));
  await hydrated(page);
  return { page, sent, indexRequests };
}

describe('Algolia search mode', () => {
  it('adds a preconnect link and loads no index file', async () => {
    const { page, indexRequests } = await visit();
    expect(await page.locator('link[rel="preconnect"][href="https://TESTAPP-dsn.algolia.net"]').count()).toBe(1);
    await page.locator('.docs-search-button').click();
    await page.getByRole('combobox').fill('install');
    await page.getByRole('option').first().waitFor();
    expect(indexRequests).toEqual([]);
    await page.context().close();
  });

  it('sends the spec request and opens a hit in the site, origin stripped', async () => {
    const { page, sent } = await visit();
    await page.locator('.docs-search-button').click();
    await page.getByRole('combobox').fill('install');
    await page.getByRole('option').first().waitFor();
    const body = JSON.parse(sent.at(-1)?.postData() ?? '{}');
    expect(body.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'install',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      clickAnalytics: false,
    });
    expect(sent.at(-1)?.url()).toContain('/1/indexes/*/queries');
    expect(await page.getByRole('option').first().getAttribute('href')).toBe('/guide/start#install');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/guide/start');
    expect(new URL(page.url()).origin).toBe(new URL(site.at('/')).origin);
    await page.context().close();
  });

  it('shows the error view when every host is unreachable', async () => {
    const { page } = await visit();
    await page.locator('.docs-search-button').click();
    await page.getByRole('combobox').fill('down');
    await page.waitForFunction(
      () => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'error',
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect(await page.locator('.docs-search-error').textContent()).toContain('Unable to fetch results');
    await page.context().close();
  });
});

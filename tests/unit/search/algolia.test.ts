import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALGOLIA_TIMEOUTS,
  ATTRIBUTES_TO_RETRIEVE,
  createAlgoliaEngine,
  validateAlgoliaOptions,
} from '../../../packages/search/src/runtime/algolia';

/** A stand-in for Algolia's multi-query endpoint on 127.0.0.1, answering per query text. */
let server: Server;
let port: number;
const requests: { url: string; headers: IncomingMessage['headers']; body: { requests: Record<string, unknown>[] } }[] =
  [];

function handle(req: IncomingMessage, res: ServerResponse): void {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url?.startsWith('/1/indexes/*/queries')) {
      res.writeHead(404).end('{"message":"Not found","status":404}');
      return;
    }
    const body = JSON.parse(raw) as { requests: { query: string }[] };
    requests.push({ url: req.url, headers: req.headers, body });
    const query = body.requests[0]?.query ?? '';
    if (query === 'slow') return; // never answers: the read time-out fires
    if (query === 'forbidden') {
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"message":"Invalid Application-ID or API key","status":403}');
      return;
    }
    if (query === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        results: [
          {
            hits: [
              {
                objectID: 'a1',
                url: 'https://rsbuild.rs/config/server/port#default',
                type: 'lvl2',
                content: null,
                hierarchy: {
                  lvl0: 'Config',
                  lvl1: 'server.port',
                  lvl2: 'Default',
                  lvl3: null,
                  lvl4: null,
                  lvl5: null,
                  lvl6: null,
                },
              },
            ],
            nbHits: 1,
            queryID: 'q-123',
          },
        ],
      }),
    );
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const engine = (hostPort = port) =>
  createAlgoliaEngine({
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs',
    hosts: [{ url: `127.0.0.1:${hostPort}`, protocol: 'http' }],
  });
const options = { hitsPerPage: 20, snippetWords: 10 };

describe('Algolia engine', () => {
  it('sends one multi-query request with the spec attributes and reads hits, nbHits and queryID', async () => {
    const response = await engine().search('port', options);
    expect(response.nbHits).toBe(1);
    expect(response.queryID).toBe('q-123');
    expect(response.hits[0]?.url).toBe('/config/server/port#default');
    expect(response.hits[0]?.__queryID).toBe('q-123');
    const sent = requests.at(-1);
    expect(sent?.url).toMatch(/^\/1\/indexes\/\*\/queries/);
    expect(sent?.headers['x-algolia-application-id'] ?? sent?.url).toContain('APP');
    const request = sent?.body.requests[0];
    expect(request).toMatchObject({
      indexName: 'docs',
      query: 'port',
      attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
    });
    expect(request?.attributesToSnippet).toContain('content:10');
  });

  it('uses the spec time-outs', () => {
    expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });

  it('says the application id may be incorrect when every host is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(engine(deadPort).search('anything', options)).rejects.toThrow(/application id may be incorrect/i);
  });

  it('gives up on a host that does not answer in time (time-outs of 1 s / 2 s)', async () => {
    const started = Date.now();
    const error = await engine()
      .search('slow', options)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Unreachable hosts/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  }, 15_000);

  it('carries the status and message of an API error', async () => {
    const error = (await engine()
      .search('forbidden', options)
      .catch((e) => e)) as { status?: number; message: string; name: string };
    expect(error.status).toBe(403);
    expect(error.message).toContain('Invalid Application-ID or API key');
    expect(error.name).toMatch(/ApiError/);
  });

  it('reports an unparsable response as a deserialization error', async () => {
    const error = (await engine()
      .search('garbage', options)
      .catch((e) => e)) as Error;
    expect(error.name).toBe('DeserializationError');
  });

  it('refuses a missing appId or apiKey with the spec messages', () => {
    expect(() => validateAlgoliaOptions({ apiKey: 'k', indexName: 'i' })).toThrow('appId is missing');
    expect(() => validateAlgoliaOptions({ appId: 'a', indexName: 'i' })).toThrow('apiKey is missing');
    expect(() => createAlgoliaEngine({ appId: '', apiKey: 'k', indexName: 'i' })).toThrow('appId is missing');
    expect(() => createAlgoliaEngine({ appId: 'a', apiKey: '', indexName: 'i' })).toThrow('apiKey is missing');
  });
});

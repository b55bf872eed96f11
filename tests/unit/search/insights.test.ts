import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: [string, unknown][] = [];
// The module as packages/search resolves it (vi.mock resolves ids from this file).
vi.mock('../../../packages/search/node_modules/search-insights/index-node.mjs', () => ({
  default: (method: string, payload: unknown) => calls.push([method, payload]),
}));

const { createInsights, INSIGHTS_BATCH, INSIGHTS_DEBOUNCE } = await import(
  '../../../packages/search/src/runtime/insights'
);
const { createAlgoliaEngine } = await import('../../../packages/search/src/runtime/algolia');
const { collectSources, validateSources } = await import('../../../packages/search/src/runtime/sources');

const hit = (n: number) =>
  ({
    objectID: `o${n}`,
    url: `/p#${n}`,
    type: 'lvl2',
    hierarchy: { lvl0: null, lvl1: 'P', lvl2: `${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    lang: 'en',
    __queryID: 'q1',
    __position: n + 1,
  }) as const;

afterEach(() => {
  calls.length = 0;
  vi.useRealTimers();
});

describe('insights', () => {
  it('batches viewed object ids by 20 and debounces them by 400 ms', async () => {
    vi.useFakeTimers();
    const insights = createInsights({ appId: 'A', apiKey: 'K', indexName: 'docs' });
    insights.viewed(Array.from({ length: 10 }, (_, i) => hit(i)));
    insights.viewed(Array.from({ length: 45 }, (_, i) => hit(i)));
    await vi.advanceTimersByTimeAsync(INSIGHTS_DEBOUNCE - 50);
    expect(calls.filter(([m]) => m === 'viewedObjectIDs')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(calls.filter(([m]) => m === 'viewedObjectIDs')).toHaveLength(3));
    const batches = calls
      .filter(([m]) => m === 'viewedObjectIDs')
      .map(([, p]) => (p as { objectIDs: string[] }).objectIDs.length);
    expect(batches).toEqual([INSIGHTS_BATCH, INSIGHTS_BATCH, 5]);
    expect(calls[0]?.[0]).toBe('init');
  });

  it('sends a click with the query id and position', async () => {
    const insights = createInsights({ appId: 'A', apiKey: 'K', indexName: 'docs' });
    insights.clicked(hit(2));
    await vi.waitFor(() => expect(calls.some(([m]) => m === 'clickedObjectIDsAfterSearch')).toBe(true));
    const click = calls.find(([m]) => m === 'clickedObjectIDsAfterSearch')?.[1];
    expect(click).toMatchObject({ index: 'docs', queryID: 'q1', objectIDs: ['o2'], positions: [3] });
  });

  it('is off unless enabled', () => {
    const engine = createAlgoliaEngine({ appId: 'A', apiKey: 'K', indexName: 'docs' });
    expect(engine.clicked).toBeUndefined();
    expect(engine.viewed).toBeUndefined();
  });
});

describe('search sources', () => {
  it('requires unique ids', () => {
    expect(() =>
      validateSources([
        { id: 'a', getItems: () => [] },
        { id: 'a', getItems: () => [] },
      ]),
    ).toThrow(/"a" is not unique/);
  });

  it('names a source that returns a non-array and keeps the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const items = await collectSources(
      [
        { id: 'good', getItems: () => [hit(1)] },
        { id: 'broken', getItems: () => ({ hits: [] }) as never },
      ],
      'q',
    );
    expect(items).toHaveLength(1);
    expect(error.mock.calls[0]?.[0]).toContain('"broken"');
    error.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { hrefOf, routeOf } from '../../../packages/theme-default/src/components/Search/links';
import {
  addRecent,
  FAVORITE_LIMIT,
  parseStored,
  promote,
  RECENT_LIMIT,
  recentLimit,
  removeFavorite,
  removeRecent,
  type StoredHit,
} from '../../../packages/theme-default/src/components/Search/storage';
import { groupHits } from '../../../packages/theme-default/src/components/Search/useSearchModal';

const hit = (n: number, page = `/p${n}`): StoredHit => ({
  objectID: `${page}#h${n}`,
  url: `${page}#h${n}`,
  type: 'lvl2',
  hierarchy: { lvl0: 'G', lvl1: `Page ${page}`, lvl2: `H${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});

describe('recent and favorite searches', () => {
  it('keeps 7 recent searches, newest first, 4 shown beside favorites, and 10 favorites', () => {
    let saved = { recent: [] as StoredHit[], favorites: [] as StoredHit[] };
    for (let i = 0; i < 9; i++) saved = addRecent(saved, hit(i));
    expect(saved.recent).toHaveLength(RECENT_LIMIT);
    expect(saved.recent[0]?.objectID).toBe('/p8#h8');
    expect(recentLimit(saved)).toBe(7);
    saved = promote(saved, hit(8));
    expect(saved.favorites.map((f) => f.objectID)).toEqual(['/p8#h8']);
    expect(saved.recent.some((r) => r.objectID === '/p8#h8')).toBe(false);
    expect(recentLimit(saved)).toBe(4);
    for (let i = 0; i < 15; i++) saved = promote(saved, hit(100 + i));
    expect(saved.favorites).toHaveLength(FAVORITE_LIMIT);
  });

  it('does not save a hit that is a favorite; removes recent and favorite searches', () => {
    let saved = promote({ recent: [], favorites: [] }, hit(1));
    saved = addRecent(saved, hit(1));
    expect(saved.recent).toEqual([]);
    saved = addRecent(saved, hit(2));
    saved = addRecent(saved, hit(2));
    expect(saved.recent).toHaveLength(1);
    expect(removeRecent(saved, hit(2)).recent).toEqual([]);
    expect(removeFavorite(saved, hit(1)).favorites).toEqual([]);
  });

  it('discards stored data it cannot parse', () => {
    expect(parseStored('{not json', 7)).toEqual([]);
    expect(parseStored('{"a":1}', 7)).toEqual([]);
    expect(parseStored('[1, null, {"objectID": 2}]', 7)).toEqual([]);
    expect(parseStored(JSON.stringify([hit(1), 'x']), 7)).toHaveLength(1);
  });
});

describe('results', () => {
  it('groups hits by page, at most resultsPerGroup each', () => {
    const hits = [hit(1, '/a'), hit(2, '/a'), hit(3, '/b'), hit(4, '/a')].map((h) => ({ ...h, lang: 'en' }));
    const groups = groupHits(hits, 2);
    expect(groups.map((g) => [g.page, g.hits.length])).toEqual([
      ['/a', 2],
      ['/b', 1],
    ]);
  });

  it('strips the origin and the base from result URLs', () => {
    expect(routeOf('https://rsbuild.rs/guide/start/#install', '/')).toBe('/guide/start/#install');
    expect(routeOf('https://example.com/docs/guide/#x', '/docs/')).toBe('/guide/#x');
    expect(hrefOf('/guide/#x', '/docs/')).toBe('/docs/guide/#x');
  });
});

import type { SearchRecord } from '@docs-kit/search';
import { describe, expect, it } from 'vitest';
import { IndexCache } from '../../../packages/search/src/node/pageEntry';
import { indexFiles, languageFiles } from '../../../packages/search/src/node/shards';
import { parseHighlight, snippet } from '../../../packages/search/src/runtime/highlight';
import { createLocalEngine, type LocalIndex } from '../../../packages/search/src/runtime/local';
import { decodePostings, encodePostings, type Shard } from '../../../packages/search/src/shared/format';
import { queryTerms, tokenize } from '../../../packages/search/src/shared/tokenize';
import { memoryIndex } from './memory';

function record(url: string, title: string, content: string, heading?: string, lang = 'en'): SearchRecord {
  return {
    objectID: url,
    url,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: heading ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    lang,
  };
}

/** A language's engine over index files built from these records, read from memory. */
function indexOf(lang: string, records: SearchRecord[]): LocalIndex {
  return memoryIndex(languageFiles(lang, new Map([[lang, records]])), lang).index;
}

const EN = indexOf('en', [
  record(
    '/config/server/port',
    'server.port',
    'server.port is the port number that the dev server and the preview server listen on.',
  ),
  record(
    '/config/server/port#busy',
    'server.port',
    'When the port is taken, Rsbuild tries the next port.',
    'Busy ports',
  ),
  record('/config/server/host', 'server.host', 'The host name the dev server listens on.'),
  record(
    '/guide/migration/webpack',
    'Migrate from webpack',
    'Rsbuild replaces webpack with Rspack; migrating a webpack project takes a few steps.',
  ),
  record('/guide/styling/tailwindcss', 'Tailwind CSS', 'Use Tailwind CSS v4 with its PostCSS plugin.'),
  record('/config/output/source-map', 'output.sourceMap', 'Whether to generate source map files, and which kind.'),
  record('/guide/xss', 'Escaping', 'Some pages show markup such as <img src=x onerror=alert(1)> in their text.'),
]);

const ZH = indexOf('zh', [
  record(
    '/zh/guide/advanced/hmr',
    '模块热更新',
    '模块热更新（HMR）可以在不刷新整个页面的情况下更新模块。',
    undefined,
    'zh',
  ),
  record(
    '/zh/config/server/proxy',
    'server.proxy',
    '为开发服务器配置代理规则，将请求转发到指定的服务。',
    undefined,
    'zh',
  ),
  record(
    '/zh/config/performance/remove-console',
    'performance.removeConsole',
    '在生产构建时移除代码中的 console 语句。',
    undefined,
    'zh',
  ),
  record('/zh/guide/start/quick-start', '快速上手', '使用 create-rsbuild 创建一个新项目。', undefined, 'zh'),
]);

const options = { hitsPerPage: 20, snippetWords: 10 };
const pages = async (index: LocalIndex, query: string) => [
  ...new Set((await index.search(query, options)).hits.map((h) => h.url.split('#')[0])),
];

describe('tokenizer', () => {
  it('splits camelCase and dotted names, and segments Chinese', () => {
    expect(tokenize('output.sourceMap')).toEqual(
      expect.arrayContaining(['output.sourcemap', 'output', 'sourcemap', 'source', 'map']),
    );
    expect(tokenize('热更新')).toEqual(expect.arrayContaining(['热更', '更新']));
    expect(tokenize('Tailwind CSS', true)).toContain('+tailwindcss');
    expect(queryTerms('how to set the port')).toEqual(['set', 'port']);
  });

  it('gives each Chinese run the terms it has on its own, wherever it sits in a text', () => {
    // `共和国` is a segmenter word: a text's runs are segmented together (one call per text), and
    // each must still get its own words, in its place among the other runs' terms.
    const runs = ['中华人民共和国', '数据库', '图', '人民共和国的宪法'];
    const alone = runs.map((run) => tokenize(run));
    expect(alone[0]).toContain('共和国');
    for (const gap of [' ', 'abc', ' v1.0 ', '_']) {
      expect(tokenize(runs.join(gap))).toEqual([
        ...alone.flatMap((terms, i) => [...terms, ...(i < runs.length - 1 ? tokenize(gap) : [])]),
      ]);
    }
  });
});

describe('local engine', () => {
  it('finds English pages, multi-word queries and typos', async () => {
    expect((await pages(EN, 'dev server port'))[0]).toBe('/config/server/port');
    expect((await pages(EN, 'migrate from webpack'))[0]).toBe('/guide/migration/webpack');
    expect((await pages(EN, 'tailwnd'))[0]).toBe('/guide/styling/tailwindcss');
    expect((await pages(EN, 'tailwindcss'))[0]).toBe('/guide/styling/tailwindcss');
    expect((await pages(EN, 'sourcemap'))[0]).toBe('/config/output/source-map');
    expect(await pages(EN, 'por')).toContain('/config/server/port');
  });

  it('finds Chinese pages', async () => {
    expect((await pages(ZH, '热更新'))[0]).toBe('/zh/guide/advanced/hmr');
    expect((await pages(ZH, '代理'))[0]).toBe('/zh/config/server/proxy');
    expect((await pages(ZH, '移除 console'))[0]).toBe('/zh/config/performance/remove-console');
  });

  it('groups hits by page and keeps at most hitsPerPage', async () => {
    const { hits } = await EN.search('port', { hitsPerPage: 1, snippetWords: 10 });
    expect(hits).toHaveLength(1);
    const all = (await EN.search('port', options)).hits.map((h) => h.url);
    expect(all.slice(0, 2).every((u) => u.startsWith('/config/server/port'))).toBe(true);
  });

  it('highlights matches in escaped text and cuts snippets to the word count', async () => {
    const hit = (await EN.search('preview', { hitsPerPage: 5, snippetWords: 5 })).hits[0];
    const value = hit?._snippetResult?.content?.value ?? '';
    expect(value).toContain('<mark>preview</mark>');
    const words = parseHighlight(value)
      .map((p) => p.text)
      .join('')
      .replace(/…/g, '')
      .trim()
      .split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(5);
    expect(hit?.type).toBe('content');
    const ten = snippet('one two three four five six seven eight nine ten eleven twelve thirteen', ['seven'], 10).value;
    expect(
      ten
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
  });

  it('treats queries and page text as text: no HTML or regular-expression injection', async () => {
    for (const query of [
      '<img src=x onerror=alert(1)>',
      'a.*(',
      '[(?<x>',
      '\\',
      '$&',
      '((((((((((a*)*)*)*)*)*)*)*)*)*)b',
      '"><script>alert(1)</script>',
    ]) {
      const { hits } = await EN.search(query, options);
      for (const hit of hits) {
        const html = [
          hit._snippetResult?.content?.value ?? '',
          ...Object.values(hit._highlightResult?.hierarchy ?? {}).map((h) => h?.value ?? ''),
        ].join('');
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    }
    const hit = (await EN.search('onerror', options)).hits[0];
    const text = parseHighlight(hit?._highlightResult?.content?.value ?? '')
      .map((p) => p.text)
      .join('');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect((await EN.search('   ', options)).hits).toEqual([]);
  });

  it('suggests up to 3 queries when nothing matches', async () => {
    expect((await EN.search('zzzqqq', options)).hits).toEqual([]);
    expect(await EN.suggest('tailwnidcss')).toEqual(['Tailwind CSS']);
  });

  it('fails to load a missing index, and tries again on the next search', async () => {
    const engine = createLocalEngine('http://127.0.0.1:9/search-index/en/');
    await expect(engine.search('port', options)).rejects.toThrow();
    await expect(engine.search('port', options)).rejects.toThrow();
  });
});

describe('index format (issue 16: bytes per query)', () => {
  it('round-trips postings through their base-64 variable-length encoding', () => {
    const postings = [0, 1, 2, 31, 32, 1000, 70_000, 4_000_000].map((section, i) => ({
      section,
      field: (i % 4) as 0 | 1 | 2 | 3,
      tf: (i % 3) + 1,
    }));
    const encoded = encodePostings(postings);
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodePostings(encoded)).toEqual(postings);
    expect(() => decodePostings('a,b')).toThrow(/Not a postings list/);
  });

  it('keeps the joins of word pairs apart from the words, unless the join is a word too', async () => {
    const records = [
      record('/tw', 'Tailwind CSS', 'Use Tailwind CSS with PostCSS.'),
      record('/pkg', 'Packages', 'Install tailwindcss and postcss.'),
      record('/cfg', 'Config', 'The config file. Config options.'),
    ];
    const files = languageFiles('en', new Map([['en', records]]));
    const terms = [...files]
      .filter(([file]) => /\/t\.\w+\.json$/.test(file))
      .flatMap(([, json]) => Object.keys(JSON.parse(json) as Shard));
    // "tailwindcss" is a word of /pkg: the join of /tw's title is folded into it.
    expect(terms).toContain('tailwindcss');
    expect(terms).not.toContain('+tailwindcss');
    expect(terms).toContain('+configfile');
    expect(terms).not.toContain('configfile');
    const index = indexOf('en', records);
    expect((await pages(index, 'tailwindcss'))[0]).toBe('/tw');
    expect(await pages(index, 'configfile')).toEqual(['/cfg']);
  });
});

describe('incremental index (issue 17)', () => {
  const site = (body: string) =>
    new Map([
      [
        'en',
        [
          record('/a', 'Alpha', 'The first page.'),
          record('/a#more', 'Alpha', `More about alpha. ${body}`, 'More'),
          record('/b', 'Beta', 'The second page, about beta.'),
        ],
      ],
      ['zh', [record('/zh/a', '阿尔法', '第一页。', undefined, 'zh')]],
    ]);

  it('reuses the terms of unchanged pages and writes the same files as a cold build', () => {
    const first = new IndexCache();
    languageFiles('en', site('Old words.'), '', first);
    const next = new IndexCache(new Map(first.entries()));
    const warm = languageFiles('en', site('New words about gamma.'), '', next);
    expect([...warm]).toEqual([...languageFiles('en', site('New words about gamma.'))]);
    // Only the edited page was indexed again.
    const before = new Set(first.entries().map(([key]) => key));
    expect(next.entries().filter(([key]) => !before.has(key))).toHaveLength(1);
    expect(next.entries()).toHaveLength(2);
  });

  it('patches the last merge after a body edit: the same files as a cold build, only the edited page read again', () => {
    // Six pages, the second one edited: its terms go (alpha), come (gamma, and a join folded into
    // a word other pages have: "tailwind css"), and the next page's postings follow it.
    const pages = (body: string) =>
      new Map([
        [
          'en',
          [
            record('/a', 'Alpha', 'Tailwindcss setup and the first page.'),
            record('/m', 'Middle', `About ${body}.`),
            record('/m#more', 'Middle', 'Shared words here.', 'More'),
            record('/z', 'Zeta', 'Shared words again, alpha too.'),
            ...['/p', '/q', '/r'].map((url) => record(url, `Page ${url}`, 'Shared words, once more.')),
          ],
        ],
      ]);
    const first = new IndexCache();
    languageFiles('en', pages('alpha and beta'), '', first);
    const terms = new Map(first.entries());
    const read: string[] = [];
    const next = new IndexCache(terms, new Map(first.mergedEntries()));
    const termsOf = next.termsOf.bind(next);
    next.termsOf = (key) => {
      read.push(key);
      return termsOf(key);
    };
    const edited = pages('gamma with tailwind css');
    expect([...languageFiles('en', edited, '', next)]).toEqual([...languageFiles('en', edited)]);
    // The edited page's old terms were read (a full merge reads none).
    expect(read).toHaveLength(1);
    expect(terms.has(read[0] as string)).toBe(true);
    // A page with another number of sections is merged in full, to the same files.
    const moved = new IndexCache(new Map(next.entries()), new Map(next.mergedEntries()));
    const longer = pages('delta');
    longer.get('en')?.push(record('/z#end', 'Zeta', 'The end.', 'End'));
    expect([...languageFiles('en', longer, '', moved)]).toEqual([...languageFiles('en', longer)]);
  });

  it('keeps the term shards none of whose terms a body edit touched, and makes the others as a cold build does', () => {
    // 300 pages of words of their own: dozens of shards. Page 150 loses its words (some in the
    // middle of a shard, whose last term then moves on) and gains others.
    const words = (i: number) => Array.from({ length: 60 }, (_, n) => `w${String(i).padStart(3, '0')}x${n}`).join(' ');
    const pages = (edited: string) =>
      Array.from({ length: 300 }, (_, i) => ({
        route: `/p${i}`,
        records: [record(`/p${i}`, `Page ${i}`, i === 150 ? edited : `${words(i)} shared text.`)],
      }));
    const filesOf = (list: ReturnType<typeof pages>, cache: IndexCache) =>
      indexFiles(
        'en',
        '',
        list.map((page) => cache.entry(page, 'en', [])),
        cache,
      );
    const first = new IndexCache();
    filesOf(pages(`${words(150)} shared text.`), first);
    const next = new IndexCache(new Map(first.entries()), new Map(first.mergedEntries()));
    const edited = pages('shared text, now about zebras.');
    const warm = filesOf(edited, next);
    const cold = filesOf(edited, new IndexCache());
    const made = [...warm].map(([file, content]) => [file, typeof content === 'string' ? content : content()]);
    expect(made).toEqual([...cold]);
    const shards = [...warm].filter(([file]) => file.includes('/t.'));
    const kept = shards.filter(([, content]) => typeof content === 'function');
    // The shards before the edited page's words are kept; from there on the cuts may move.
    expect(shards.length).toBeGreaterThan(20);
    expect(kept.length).toBeGreaterThan(shards.length / 4);
    expect(kept.length).toBeLessThan(shards.length);
  });
});

describe('lead sentences, singulars and phrases (issue 16)', () => {
  const cases: [name: string, lang: string, records: SearchRecord[], query: string, first: string][] = [
    [
      "weighs a page's lead sentence above the rest of its body",
      'en',
      [
        record('/a', 'tools.alpha', 'Some words first. Later on this page: register plugins in a list.'),
        record('/b', 'beta', 'Register plugins for the whole project. Nothing else here.'),
      ],
      'register plugins',
      '/b',
    ],
    [
      'lets a singular reach a plural in a title ("style" finds injectStyles)',
      'en',
      [
        record('/inject', 'output.injectStyles', 'Put CSS in the page at run time.'),
        record('/other', 'output.other', 'A style guide for the body text of a page with a style.'),
      ],
      'style',
      '/inject',
    ],
    [
      'prefers the section where two query words stand in a row',
      'en',
      [
        record('/api', 'Instance', 'Call preview on the object that rsbuild returns.'),
        record('/cli', 'Commands', 'Run rsbuild preview to serve the output.'),
      ],
      'rsbuild preview',
      '/cli',
    ],
    [
      'reaches a Chinese page from the English word of its lead sentence',
      'zh',
      [
        record('/zh/other', '其他', '这里讲动态的内容，没有别的。', undefined, 'zh'),
        record('/zh/split', '代码分割', '介绍如何通过动态 import 加载代码。后面的内容。', undefined, 'zh'),
      ],
      '动态导入',
      '/zh/split',
    ],
  ];
  it.each(cases)('%s', async (_name, lang, records, query, first) => {
    const { hits } = await indexOf(lang, records).search(query, { hitsPerPage: 5, snippetWords: 10 });
    expect(hits[0]?.url.split('#')[0]).toBe(first);
  });
});

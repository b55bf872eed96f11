import type { SearchRecord } from '@docs-kit/search';
import { describe, expect, it } from 'vitest';
import { parseHighlight, snippet } from '../../../packages/search/src/runtime/highlight';
import { createLocalEngine, LocalIndex } from '../../../packages/search/src/runtime/local';
import { queryTerms, tokenize } from '../../../packages/search/src/shared/tokenize';

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

const EN = new LocalIndex([
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

const ZH = new LocalIndex([
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
const pages = (index: LocalIndex, query: string) => [
  ...new Set(index.search(query, options).hits.map((h) => h.url.split('#')[0])),
];

describe('tokenizer', () => {
  it('splits camelCase and dotted names, and segments Chinese', () => {
    expect(tokenize('output.sourceMap')).toEqual(
      expect.arrayContaining(['output.sourcemap', 'output', 'sourcemap', 'source', 'map']),
    );
    expect(tokenize('热更新')).toEqual(expect.arrayContaining(['热更', '更新']));
    expect(tokenize('Tailwind CSS', true)).toContain('tailwindcss');
    expect(queryTerms('how to set the port')).toEqual(['set', 'port']);
  });
});

describe('local engine', () => {
  it('finds English pages, multi-word queries and typos', () => {
    expect(pages(EN, 'dev server port')[0]).toBe('/config/server/port');
    expect(pages(EN, 'migrate from webpack')[0]).toBe('/guide/migration/webpack');
    expect(pages(EN, 'tailwnd')[0]).toBe('/guide/styling/tailwindcss');
    expect(pages(EN, 'tailwindcss')[0]).toBe('/guide/styling/tailwindcss');
    expect(pages(EN, 'sourcemap')[0]).toBe('/config/output/source-map');
    expect(pages(EN, 'por')).toContain('/config/server/port');
  });

  it('finds Chinese pages', () => {
    expect(pages(ZH, '热更新')[0]).toBe('/zh/guide/advanced/hmr');
    expect(pages(ZH, '代理')[0]).toBe('/zh/config/server/proxy');
    expect(pages(ZH, '移除 console')[0]).toBe('/zh/config/performance/remove-console');
  });

  it('groups hits by page and keeps at most hitsPerPage', () => {
    const { hits } = EN.search('port', { hitsPerPage: 1, snippetWords: 10 });
    expect(hits).toHaveLength(1);
    const all = EN.search('port', options).hits.map((h) => h.url);
    expect(all.slice(0, 2).every((u) => u.startsWith('/config/server/port'))).toBe(true);
  });

  it('highlights matches in escaped text and cuts snippets to the word count', () => {
    const hit = EN.search('preview', { hitsPerPage: 5, snippetWords: 5 }).hits[0];
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

  it('treats queries and page text as text: no HTML or regular-expression injection', () => {
    for (const query of [
      '<img src=x onerror=alert(1)>',
      'a.*(',
      '[(?<x>',
      '\\',
      '$&',
      '((((((((((a*)*)*)*)*)*)*)*)*)*)b',
      '"><script>alert(1)</script>',
    ]) {
      const { hits } = EN.search(query, options);
      for (const hit of hits) {
        const html = [
          hit._snippetResult?.content?.value ?? '',
          ...Object.values(hit._highlightResult?.hierarchy ?? {}).map((h) => h?.value ?? ''),
        ].join('');
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    }
    const hit = EN.search('onerror', options).hits[0];
    const text = parseHighlight(hit?._highlightResult?.content?.value ?? '')
      .map((p) => p.text)
      .join('');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(EN.search('   ', options).hits).toEqual([]);
  });

  it('suggests up to 3 queries when nothing matches', () => {
    expect(EN.search('zzzqqq', options).hits).toEqual([]);
    expect(EN.suggest('tailwindd').length).toBeLessThanOrEqual(3);
  });

  it('fails to load a missing index, and tries again on the next search', async () => {
    const engine = createLocalEngine('http://127.0.0.1:9/search-index/en.json');
    await expect(engine.search('port', options)).rejects.toThrow();
    await expect(engine.search('port', options)).rejects.toThrow();
  });
});

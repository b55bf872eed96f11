import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanPath, fileToRoute, scanRoutes, splitLang, versionOf, withLang } from '@docs-kit/core';
import { matchRoute } from '@docs-kit/core/runtime';
import { describe, expect, it } from 'vitest';

async function tree(files: string[]): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-routes-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), '# Page\n');
  }
  return root;
}

describe('route table (spec 2.1)', () => {
  it('maps files to clean routes, English at the root and Chinese under /zh', async () => {
    const root = await tree([
      'en/index.md',
      'en/guide/index.mdx',
      'en/guide/start.md',
      'en/shared/part.md',
      'en/_drafts/x.md',
      'en/internal/secret.md',
      'zh/index.md',
      'zh/guide/start.md',
      'zh/shared/part.md',
    ]);
    const routes = await scanRoutes({ root, langs: ['en', 'zh'], defaultLang: 'en', exclude: ['internal'] });
    expect(routes.map((r) => [r.path, r.lang, r.version])).toEqual([
      ['/', 'en', ''],
      ['/guide/', 'en', ''],
      ['/guide/start', 'en', ''],
      ['/zh/', 'zh', ''],
      ['/zh/guide/start', 'zh', ''],
    ]);
    expect(routes.find((r) => r.path === '/guide/')?.relativePath).toBe('en/guide/index.mdx');
  });

  it('refuses two files that claim one route', async () => {
    const root = await tree(['en/a.md', 'en/a.mdx']);
    await expect(scanRoutes({ root, langs: ['en'], defaultLang: 'en' })).rejects.toThrow(
      /Two pages claim the route \/a/,
    );
  });

  it('cleans links: .html, /index and encoded paths resolve to the clean route', () => {
    expect(cleanPath('/guide/start/index.html')).toBe('/guide/start/');
    expect(cleanPath('/guide/start/index')).toBe('/guide/start/');
    expect(cleanPath('/guide/quick-start.html?x=1#y')).toBe('/guide/quick-start');
    expect(cleanPath('/%E6%8C%87%E5%8D%97')).toBe('/指南');
    expect(cleanPath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    // What is clean already comes back as it is; the rest goes the long way.
    expect(cleanPath('/guide/v1.2/notes')).toBe('/guide/v1.2/notes');
    expect(cleanPath('/guide/')).toBe('/guide/');
    expect(cleanPath('/guide//start.md')).toBe('/guide/start');
    expect(cleanPath('/guide/readme.mdx')).toBe('/guide/readme');
    expect(cleanPath('/guide/x.mdxy')).toBe('/guide/x.mdxy');
    expect(cleanPath('guide/start')).toBe('/guide/start');
    expect(cleanPath('/guide/#top')).toBe('/guide/');
    expect(cleanPath('/index')).toBe('/');
    expect(cleanPath('/reindex')).toBe('/reindex');
    expect(fileToRoute('guide/index.md')).toBe('/guide/');
    expect(fileToRoute('index.mdx')).toBe('/');
  });

  it('reads the version a path starts with', () => {
    expect(versionOf('/v1/guide/', ['v1', 'v2'])).toBe('v1');
    expect(versionOf('/v1', ['v1'])).toBe('v1');
    expect(versionOf('/v10/guide/', ['v1'])).toBeUndefined();
    expect(versionOf('/guide/v1/', ['v1'])).toBeUndefined();
    expect(versionOf('/v1/guide/', [])).toBeUndefined();
    expect(versionOf('/', ['v1'])).toBeUndefined();
  });

  it('adds and splits language prefixes', () => {
    expect(withLang('/guide/', 'zh', 'en')).toBe('/zh/guide/');
    expect(withLang('/', 'zh', 'en')).toBe('/zh/');
    expect(withLang('/guide/', 'en', 'en')).toBe('/guide/');
    expect(splitLang('/zh/guide/', ['en', 'zh'], 'en')).toEqual({ lang: 'zh', path: '/guide/' });
    expect(splitLang('/zhx/guide/', ['en', 'zh'], 'en')).toEqual({ lang: 'en', path: '/zhx/guide/' });
  });

  it('matches requests on the decoded, clean path with or without the trailing slash', () => {
    const load = async () => ({ default: () => null, pageData: {} as never });
    const routes = ['/', '/guide/', '/guide/start', '/指南'].map((p) => ({ path: p, lang: 'en', version: '', load }));
    expect(matchRoute(routes, '/guide/index.html')?.path).toBe('/guide/');
    expect(matchRoute(routes, '/guide')?.path).toBe('/guide/');
    expect(matchRoute(routes, '/guide/start.html')?.path).toBe('/guide/start');
    expect(matchRoute(routes, '/guide/start/')?.path).toBe('/guide/start');
    expect(matchRoute(routes, '/%E6%8C%87%E5%8D%97')?.path).toBe('/指南');
    expect(matchRoute(routes, '/missing')).toBeUndefined();
    expect(matchRoute(routes, '/docs/guide/', '/docs/')?.path).toBe('/guide/');
  });
});

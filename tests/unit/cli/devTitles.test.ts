/**
 * `docs dev` reads every page's title for the sidebars; it keeps them in the project's cache folder
 * so that the next start reads only the files that changed (issue 17: dev start at 10,000 pages).
 */
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteEntry } from '@docs-kit/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTitles, titlesCacheFile } from '../../../packages/cli/src/node/dev/titles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dev-titles-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const route = (name: string, lang = 'en'): RouteEntry => ({
  path: `/${name}`,
  filePath: path.join(dir, `${name}.md`),
  relativePath: `${lang}/${name}.md`,
  lang,
  version: '',
});

describe('dev titles cached by modification time', () => {
  it('reuses a title while the file keeps its size and mtime, and reads a changed or new file again', async () => {
    const routes = [route('a'), route('b')];
    await writeFile(routes[0]?.filePath as string, '---\ntitle: Alpha\norder: 2\n---\n\nText.\n');
    await writeFile(routes[1]?.filePath as string, '# Beta\n');
    // A whole second: a time set by hand is kept exactly, sub-millisecond digits may not be.
    const then = new Date('2026-01-01T00:00:00Z');
    const a = routes[0]?.filePath as string;
    await utimes(a, then, then);
    const cacheFile = titlesCacheFile(dir);
    expect(await readTitles(routes, cacheFile)).toEqual({
      '/a': { title: 'Alpha', order: 2, lang: 'en' },
      '/b': { title: 'Beta', order: undefined, lang: 'en' },
    });
    // One line per page after the version line, parsed a slice at a time on the next start.
    const lines = (await readFile(cacheFile, 'utf8')).trim().split('\n');
    expect(JSON.parse(lines[0] as string)).toEqual({ version: 2 });
    expect(lines.slice(1).map((line) => JSON.parse(line))).toEqual([
      [routes[0]?.filePath, expect.any(Number), then.getTime(), 'Alpha', 2],
      [routes[1]?.filePath, expect.any(Number), expect.any(Number), 'Beta'],
    ]);

    // Same size and mtime: the cached title is taken without reading the file (Gamma never shows).
    await writeFile(a, '---\ntitle: Gamma\norder: 2\n---\n\nText.\n');
    await utimes(a, then, then);
    // A saved file (new mtime) is read again, and so is a page the cache has never seen.
    await writeFile(routes[1]?.filePath as string, '# Beta, edited\n');
    const c = route('c', 'zh');
    await writeFile(c.filePath, '# Gamma\n');
    const titles = await readTitles([...routes, c], cacheFile);
    expect(titles['/a']?.title).toBe('Alpha');
    expect(titles['/b']?.title).toBe('Beta, edited');
    expect(titles['/c']).toEqual({ title: 'Gamma', order: undefined, lang: 'zh' });

    // Any change of size is a change, whatever the mtime.
    await writeFile(a, '---\ntitle: Delta, longer\n---\n');
    await utimes(a, then, then);
    expect((await readTitles(routes, cacheFile))['/a']?.title).toBe('Delta, longer');
  });

  it('reads every file when the cache is missing or unreadable', async () => {
    const routes = [route('a')];
    await writeFile(routes[0]?.filePath as string, '# One\n');
    const cacheFile = titlesCacheFile(dir);
    await readTitles(routes, cacheFile);
    await writeFile(cacheFile, '{ not json');
    expect((await readTitles(routes, cacheFile))['/a']?.title).toBe('One');
    expect(JSON.parse((await readFile(cacheFile, 'utf8')).split('\n')[0] as string).version).toBe(2);
  });
});

/**
 * The merged search postings an incremental build patches (issue 17) are kept as lines: a build
 * that changed a few terms appends them, and reading gives back exactly what was written, terms
 * of any characters, deleted terms and a batch cut short included.
 */
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MergedPostings } from '@docs-kit/search';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMerged, writeMerged } from '../../../packages/cli/src/node/outputs/searchMerged';

let root: string;
let file: string;
const HEADER = '5\tcode\n';
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'search-merged-'));
  file = path.join(root, 'merged.txt');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const merged = (postings: Record<string, string>, pages = ['a', 'b']): MergedPostings => ({
  pages,
  sections: pages.map(() => 2),
  postings: new Map(Object.entries(postings)),
  shards: [['a', 'z', Object.keys(postings).length, 'h']],
});

/** Writes `now` over what the file holds, and reads it back as the next build does. */
async function save(now: [string, MergedPostings][]) {
  await writeMerged(file, HEADER, now, await readMerged(file, HEADER));
  return readMerged(file, HEADER);
}

describe('merged postings file', () => {
  it('reads back what was written, with terms that look like its separators', async () => {
    const terms = {
      plain: 'AAB',
      '#hash': 'B-',
      '"quoted': 'C_',
      '.dot': 'D',
      'tab\there': 'E',
      'line\nbreak': 'F',
      中文: 'G9',
    };
    const { merged: read } = await save([['search-index/en/', merged(terms)]]);
    expect(read).toEqual(new Map([['search-index/en/', merged(terms)]]));
  });

  it('appends the changed and deleted terms only, and reads the result', async () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`term${i}`, `P${'x'.repeat(40)}${i}`]));
    await save([['en/', merged(many)]]);
    const size = (await stat(file)).size;
    const next = { ...many, term3: 'changed', added: 'new' } as Record<string, string>;
    delete next.term7;
    const { merged: read } = await save([['en/', merged(next, ['a', 'b', 'c'])]]);
    expect(read.get('en/')).toEqual(merged(next, ['a', 'b', 'c']));
    // Appended: the file grew by the few lines, not by every term again.
    expect((await stat(file)).size - size).toBeLessThan(200);
  });

  it('leaves out a batch cut short, and writes afresh once appends make it too long', async () => {
    await save([['en/', merged({ one: 'A', two: 'B' })]]);
    await appendFile(file, '#\t["en/",{"pages":[],"sections":[]}]\none\tZZ\n');
    const { merged: read } = await readMerged(file, HEADER);
    expect(read.get('en/')).toEqual(merged({ one: 'A', two: 'B' }));
    for (let i = 0; i < 5; i++) await save([['en/', merged({ one: `A${i}`, two: 'B' })]]);
    const text = await readFile(file, 'utf8');
    expect(text.length).toBeLessThan(200);
    expect((await readMerged(file, HEADER)).merged.get('en/')).toEqual(merged({ one: 'A4', two: 'B' }));
    // Another header (other framework code): nothing is read.
    expect((await readMerged(file, '6\tcode\n')).merged.size).toBe(0);
  });
});

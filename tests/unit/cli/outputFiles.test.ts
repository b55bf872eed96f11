/**
 * A build writes only the files whose bytes changed since the last build into the same folder and
 * hard-links the others from it (issue 17: one edited page must not write the whole site again).
 * A file changed since it was written is written afresh, and with linking off nothing is shared
 * with the previous output.
 */
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutputFiles } from '../../../packages/cli/src/node/stages/outputFiles';

let root: string;
const outDir = () => path.join(root, 'dist');
const tmpDir = () => path.join(root, 'tmp');

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'output-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** One build: writes `files` through the writer, then swaps the folder in as build.ts does. */
async function build(files: Record<string, string>, linking = true) {
  const output = await openOutputFiles({
    cacheDir: path.join(root, 'cache'),
    outDir: outDir(),
    tmpDir: tmpDir(),
    linking,
  });
  for (const [file, content] of Object.entries(files)) await output.write(file, content);
  const inodes = new Map<string, number>();
  for (const file of Object.keys(files)) inodes.set(file, (await stat(path.join(tmpDir(), file))).ino);
  await rm(outDir(), { recursive: true, force: true });
  await rename(tmpDir(), outDir());
  await output.save();
  return inodes;
}

const read = (file: string) => readFile(path.join(outDir(), file), 'utf8');

describe('openOutputFiles', () => {
  it('links the files whose bytes are the same and writes the others', async () => {
    const first = await build({ 'a/x.md': 'x', '/b.json': '{}', 'c.txt': 'one' });
    const second = await build({ 'a/x.md': 'x', '/b.json': '{}', 'c.txt': 'two' });
    expect(second.get('a/x.md')).toBe(first.get('a/x.md'));
    expect(second.get('/b.json')).toBe(first.get('/b.json'));
    expect(second.get('c.txt')).not.toBe(first.get('c.txt'));
    expect(await read('c.txt')).toBe('two');
    expect(await read('a/x.md')).toBe('x');
  });

  it('writes a file given twice in one build once', async () => {
    const output = await openOutputFiles({
      cacheDir: path.join(root, 'cache'),
      outDir: outDir(),
      tmpDir: tmpDir(),
      linking: true,
    });
    await output.write('code/1a.json', '[1]');
    const first = await stat(path.join(tmpDir(), 'code/1a.json'));
    await output.write('code/1a.json', '[1]');
    const second = await stat(path.join(tmpDir(), 'code/1a.json'));
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
  });

  it('writes again a file changed in the output since it was written', async () => {
    const first = await build({ 'x.md': 'x' });
    // Changed in place, as an editor or a hook would: same inode and size, other bytes and time.
    await writeFile(path.join(outDir(), 'x.md'), 'y');
    const second = await build({ 'x.md': 'x' });
    expect(await read('x.md')).toBe('x');
    expect(second.get('x.md')).not.toBe(first.get('x.md'));
  });

  it('shares nothing with the previous output when linking is off', async () => {
    const first = await build({ 'x.md': 'x' }, false);
    const second = await build({ 'x.md': 'x' }, false);
    expect(second.get('x.md')).not.toBe(first.get('x.md'));
    const info = await stat(path.join(outDir(), 'x.md'));
    const off = await openOutputFiles({
      cacheDir: path.join(root, 'cache'),
      outDir: outDir(),
      tmpDir: tmpDir(),
      linking: false,
    });
    expect(await off.link('x.md', [info.size, info.mtimeMs])).toBe(false);
    expect(await off.reuse('x.md')).toBe(false);
    // A build with linking on after one without trusts what that one recorded.
    const third = await build({ 'x.md': 'x' });
    expect(third.get('x.md')).toBe(second.get('x.md'));
  });

  it('reuses a recorded file by name, and links a file by the state its caller recorded', async () => {
    const first = await build({ 'p-1A2B.js': 'chunk', 'page.html': '<p>' });
    const output = await openOutputFiles({
      cacheDir: path.join(root, 'cache'),
      outDir: outDir(),
      tmpDir: tmpDir(),
      linking: true,
    });
    expect(await output.reuse('p-1A2B.js')).toBe(true);
    expect(await output.reuse('missing.js')).toBe(false);
    const info = await stat(path.join(outDir(), 'page.html'));
    expect(await output.link('page.html', [info.size + 1, info.mtimeMs])).toBe(false);
    expect(await output.link('page.html', [info.size, info.mtimeMs])).toBe(true);
    expect((await stat(path.join(tmpDir(), 'p-1A2B.js'))).ino).toBe(first.get('p-1A2B.js'));
    expect((await stat(path.join(tmpDir(), 'page.html'))).ino).toBe(first.get('page.html'));
  });
});

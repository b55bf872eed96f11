/**
 * A build into a folder holding the last build's output writes only the files whose bytes changed
 * and keeps the others where they are (issue 17: one edited page must not write the whole site
 * again, nor link, state or move every other file). A file changed since it was written is written
 * afresh, files the build no longer writes are deleted, nothing reaches the output before `commit`,
 * and with working in place off the whole folder is swapped in.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, openOutputFiles } from '../../../packages/cli/src/node/stages/outputFiles';

let root: string;
const outDir = () => path.join(root, 'dist');
const tmpDir = () => path.join(root, 'tmp');

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'output-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const open = (inPlace = true) =>
  openOutputFiles({ cacheDir: path.join(root, 'cache'), outDir: outDir(), tmpDir: tmpDir(), inPlace });

/** Every file of the output by relative path, with its inode. */
async function inodes(): Promise<Map<string, number>> {
  const entries = await readdir(outDir(), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(outDir(), f), (await stat(f)).ino] as const)));
}

/** One build: writes `files` through the writer, then puts the output in place as build.ts does. */
async function build(files: Record<string, string>, inPlace = true) {
  const output = await open(inPlace);
  for (const [file, content] of Object.entries(files)) await output.write(file, content);
  const committed = await output.commit();
  await Promise.all([output.save(), committed.remove()]);
  return { inodes: await inodes(), files: committed.files };
}

const read = (file: string) => readFile(path.join(outDir(), file), 'utf8');

describe('openOutputFiles', () => {
  it('keeps the files whose bytes are the same in place and writes the others', async () => {
    const first = await build({ 'a/x.md': 'x', '/b.json': '{}', 'c.txt': 'one' });
    const second = await build({ 'a/x.md': 'x', '/b.json': '{}', 'c.txt': 'two' });
    expect(second.inodes.get('a/x.md')).toBe(first.inodes.get('a/x.md'));
    expect(second.inodes.get('b.json')).toBe(first.inodes.get('b.json'));
    expect(second.inodes.get('c.txt')).not.toBe(first.inodes.get('c.txt'));
    expect(await read('c.txt')).toBe('two');
    expect(await read('a/x.md')).toBe('x');
    // The list of files comes from the writer, with their sizes.
    expect(second.files.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'a/x.md', bytes: 1 },
      { path: 'b.json', bytes: 2 },
      { path: 'c.txt', bytes: 3 },
    ]);
    expect(existsSync(tmpDir())).toBe(false);
  });

  it('deletes the files the build no longer writes, and the folders they leave empty', async () => {
    await build({ 'a/b/x.md': 'x', 'a/y.md': 'y', 'z.txt': 'z' });
    await build({ 'z.txt': 'z', 'a/b': 'a file where a folder was' });
    expect([...(await inodes()).keys()].sort()).toEqual(['a/b', 'z.txt']);
    await build({ 'z.txt': 'z' });
    expect(await readdir(outDir())).toEqual(['z.txt']);
  });

  it('writes a file given twice in one build once', async () => {
    await build({ 'other.txt': 'o' });
    const output = await open();
    await output.write('code/1a.json', '[1]');
    const first = await stat(path.join(tmpDir(), 'code/1a.json'));
    await output.write('code/1a.json', '[1]');
    const second = await stat(path.join(tmpDir(), 'code/1a.json'));
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
  });

  it('writes again a file changed in the output since it was written', async () => {
    const first = await build({ 'x.md': 'x' });
    // Changed in place, as an editor would: same inode and size, other bytes and time.
    await writeFile(path.join(outDir(), 'x.md'), 'y');
    const second = await build({ 'x.md': 'x' });
    expect(await read('x.md')).toBe('x');
    expect(second.inodes.get('x.md')).not.toBe(first.inodes.get('x.md'));
  });

  it('leaves the previous output as it was until the commit', async () => {
    const first = await build({ 'x.md': 'x', 'y.md': 'y' });
    const output = await open();
    await output.write('x.md', 'changed');
    await output.write('new.md', 'new');
    // A build failing now (build.ts deletes its temporary folder) has changed nothing.
    expect(await inodes()).toEqual(first.inodes);
    expect(await read('x.md')).toBe('x');
  });

  it('after a build stopped between moving its files and saving its manifest, builds the whole folder', async () => {
    await build({ 'x.md': 'x', 'sub/y.md': 'y' });
    const stopped = await open();
    // Into a folder there already, the others kept: the output folder's own time does not change.
    await stopped.write('x.md', 'x');
    await stopped.write('sub/y.md', 'y');
    await stopped.write('sub/moved-in.md', 'from a build that never finished');
    await stopped.commit();
    // No manifest now: a list without `sub/moved-in.md` would leave it in the output for good.
    const next = await build({ 'x.md': 'x', 'sub/y.md': 'y' });
    expect([...next.inodes.keys()].sort()).toEqual(['sub/y.md', 'x.md']);
  });

  it('swaps the whole folder in when working in place is off, or the folder was replaced', async () => {
    const first = await build({ 'x.md': 'x' }, false);
    const second = await build({ 'x.md': 'x' }, false);
    expect(second.inodes.get('x.md')).not.toBe(first.inodes.get('x.md'));
    const info = await stat(path.join(outDir(), 'x.md'));
    const off = await open(false);
    expect(await off.keep('x.md', [info.size, info.mtimeMs])).toBe(false);
    expect(await off.reuse('x.md')).toBe(false);
    // A build with working in place on after one without trusts what that one recorded.
    const third = await build({ 'x.md': 'x' });
    expect(third.inodes.get('x.md')).toBe(second.inodes.get('x.md'));
    // The same files in another folder of the same name: nothing in it was written by the writer.
    await rm(outDir(), { recursive: true });
    await mkdir(outDir());
    await writeFile(path.join(outDir(), 'stray.txt'), 'not from a build');
    await build({ 'x.md': 'x' });
    expect([...(await inodes()).keys()]).toEqual(['x.md']);
  });

  it('keeps a recorded file by name or by the state its caller recorded, and copies files', async () => {
    await writeFile(path.join(root, 'logo.svg'), '<svg/>');
    const first = await build({ 'p-1A2B.js': 'chunk', 'page.html': '<p>' });
    const output = await open();
    output.copy('logo.svg', path.join(root, 'logo.svg'));
    expect(await output.reuse('p-1A2B.js')).toBe(true);
    expect(await output.reuse('missing.js')).toBe(false);
    const info = await stat(path.join(outDir(), 'page.html'));
    expect(await output.keep('page.html', [info.size + 1, info.mtimeMs])).toBe(false);
    expect(await output.keep('page.html', [info.size, info.mtimeMs])).toBe(true);
    await output.commit();
    await output.save();
    const second = await inodes();
    expect(second.get('p-1A2B.js')).toBe(first.inodes.get('p-1A2B.js'));
    expect(second.get('page.html')).toBe(first.inodes.get('page.html'));
    // A copy whose source is unchanged is kept; one changed since is copied again.
    const again = await open();
    again.copy('logo.svg', path.join(root, 'logo.svg'));
    await again.commit();
    await again.save();
    expect((await inodes()).get('logo.svg')).toBe(second.get('logo.svg'));
    await writeFile(path.join(root, 'logo.svg'), '<svg viewBox="0 0 1 1"/>');
    const changed = await open();
    changed.copy('logo.svg', path.join(root, 'logo.svg'));
    await changed.commit();
    expect(await read('logo.svg')).toBe('<svg viewBox="0 0 1 1"/>');
    expect([...(await inodes()).keys()]).toEqual(['logo.svg']);
  });

  it('vouches for a previous file only with its recorded hash and as it was left', async () => {
    await build({ 'full.txt': 'one', 'other.txt': 'two' });
    const output = await open();
    expect(await output.holds('full.txt', contentHash('one'))).toBe(true);
    expect(await output.holds('full.txt', contentHash('two'))).toBe(false);
    expect(await output.holds('missing.txt', contentHash('one'))).toBe(false);
    await writeFile(path.join(outDir(), 'other.txt'), 'owt');
    expect(await output.holds('other.txt', contentHash('two'))).toBe(false);
    // Not kept for it: the caller writes the file it read.
    await output.write('full.txt', 'one, then two');
    await output.commit();
    expect(await read('full.txt')).toBe('one, then two');
    expect(await (await open(false)).holds('full.txt', contentHash('one, then two'))).toBe(false);
  });

  it('keeps a file written beside the writer (a bundle) when its bytes are the same, never an HTML file', async () => {
    await build({ 'keep.txt': 'k' });
    /** A build whose bundle and page are written into the temporary folder by others, as esbuild and the renderer do. */
    const buildBeside = async () => {
      const output = await open();
      await mkdir(path.join(tmpDir(), 'assets'), { recursive: true });
      await writeFile(path.join(tmpDir(), 'assets/main-1.js'), 'main');
      await writeFile(path.join(tmpDir(), 'index.html'), '<p>');
      expect(await output.reuse('keep.txt')).toBe(true);
      await output.commit();
      await output.save();
      return inodes();
    };
    const first = await buildBeside();
    expect([...first.keys()].sort()).toEqual(['assets/main-1.js', 'index.html', 'keep.txt']);
    const after = await buildBeside();
    expect(after.get('assets/main-1.js')).toBe(first.get('assets/main-1.js'));
    expect(after.get('keep.txt')).toBe(first.get('keep.txt'));
    // The render cache recorded the state of the HTML it wrote (see renderCache.ts).
    expect(after.get('index.html')).not.toBe(first.get('index.html'));
  });
});

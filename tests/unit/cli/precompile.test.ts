/**
 * The compile workers run precompiled JavaScript, not TypeScript through tsx (issue 17): the
 * module must run in a plain Node with no loader, import each npm package from the file Node would
 * load, and never be a stale build of sources that changed since.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DocsError } from '@docs-kit/core/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { precompile } from '../../../packages/cli/src/node/precompile';
import { recordFile } from '../../../packages/cli/src/node/precompiled.mjs';

// Inside the repository, so that the entry resolves the tests' packages by name.
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/precompile-${process.pid}`);
// A temporary folder of its own for the precompiled modules (set before precompile.ts reads it):
// this file deletes a shared bundle, which the other files' commands, running beside it, import.
const TMPDIR = vi.hoisted(() => {
  const before = process.env.TMPDIR;
  process.env.TMPDIR = `${process.cwd()}/tests/.tmp/precompile-tmpdir-${process.pid}`;
  return before;
});
afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  rmSync(path.resolve(`tests/.tmp/precompile-tmpdir-${process.pid}`), { recursive: true, force: true });
  if (TMPDIR === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = TMPDIR;
});

const STARTED = Date.now();
/** Writes `file` as saved `minutesAgo` (before this test file started): a file saved while it is bundled is never recorded. */
function save(file: string, text: string, minutesAgo: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const at = new Date(minutesAgo ? STARTED - minutesAgo * 60_000 : Date.now());
  utimesSync(file, at, at);
}

/** Runs the module in a fresh Node without tsx and returns its `out` export. */
function run(url: string): unknown {
  const script = `const m = await import(${JSON.stringify(url)}); console.log(JSON.stringify(m.out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('precompile', () => {
  it('bundles TypeScript (the workspace packages too) into a module a plain Node runs', async () => {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path.join(DIR, 'helper.ts'), 'export const twice = (n: number): number => n * 2;\n');
    writeFileSync(
      path.join(DIR, 'entry.ts'),
      [
        "import { withBase } from '@docs-kit/core/shared';",
        "import remarkGithub from 'remark-github';",
        "import { version } from 'react';",
        "import { twice } from './helper.ts';",
        "export const out: unknown[] = [twice(21), withBase('/guide/', '/docs/'), typeof remarkGithub, typeof version];",
      ].join('\n'),
    );
    const { entry } = await precompile({ entry: path.join(DIR, 'entry.ts') });
    expect(run(entry as string)).toEqual([42, '/docs/guide/', 'function', 'string']);
    // An ES module package is bundled, from the file Node would load (pnpm's layout); a CommonJS
    // one (React) stays an import of its file, and zod, whose one copy core shares with themes,
    // an import of its own one-module bundle.
    const code = readFileSync(fileURLToPath(entry as string), 'utf8');
    expect(code).not.toMatch(/from "file:\/\/\/[^"]*\/remark-github\//);
    expect(code).toMatch(/from "file:\/\/\/[^"]*\/react\/index\.js"/);
    const zod = /from "(file:\/\/\/[^"]*\/docs-kit-workers\/shared\/[0-9a-f]{16}\.mjs)"/.exec(code)?.[1];
    expect(zod).toBeDefined();
    expect(readFileSync(fileURLToPath(zod as string), 'utf8')).not.toMatch(/^import /m);
    expect(code).not.toContain('@docs-kit/core');

    // A changed source gives a new module; the one built before is left as it was.
    writeFileSync(path.join(DIR, 'helper.ts'), 'export const twice = (n: number): number => n * 3;\n');
    const changed = await precompile({ entry: path.join(DIR, 'entry.ts') });
    expect(changed.entry).not.toBe(entry);
    // The same zod module for every precompiled graph: one copy in the process.
    expect(readFileSync(fileURLToPath(changed.entry as string), 'utf8')).toContain(zod);
    // Deleted since (a temporary-folder sweep): the record is not trusted and the bundle made again.
    rmSync(fileURLToPath(zod as string));
    expect((await precompile({ entry: path.join(DIR, 'entry.ts') })).entry).toBe(changed.entry);
    expect(run(changed.entry as string)).toEqual([63, '/docs/guide/', 'function', 'string']);
    expect(run(changed.entry as string)).toEqual([63, '/docs/guide/', 'function', 'string']);
    expect(run(entry as string)).toEqual([42, '/docs/guide/', 'function', 'string']);
    // The same sources give the same module.
    expect((await precompile({ entry: path.join(DIR, 'entry.ts') })).entry).toBe(changed.entry);
  });

  it('keeps import.meta.url naming the source file, and refuses the import.meta members it cannot', async () => {
    const entry = path.join(DIR, 'meta', 'entry.ts');
    save(
      entry,
      "export const out: string[] = [import.meta.url, new URL('./data.txt', import.meta.url).pathname];\n",
      0,
    );
    const url = (await precompile({ entry })).entry as string;
    // The module runs from the temporary folder, yet finds the files beside its source.
    expect(path.dirname(fileURLToPath(url))).not.toBe(path.dirname(entry));
    expect(run(url)).toEqual([pathToFileURL(entry).href, path.join(DIR, 'meta', 'data.txt')]);

    const other = path.join(DIR, 'meta', 'other.ts');
    save(other, 'export const out = import.meta.dirname;\n', 0);
    await expect(precompile({ other })).rejects.toThrow(/import\.meta\.dirname.*import\.meta\.url/);
  });

  it('bundles a package that names import.meta.resolve only in a comment, and refuses one that uses it', async () => {
    const packageDir = (name: string) => path.join(DIR, 'meta-packages', 'node_modules', name);
    const packages: [name: string, code: string][] = [
      ['mentions-meta', '// Not import.meta.resolve: callers pass import.meta.url.\nexport const out = "mentioned";\n'],
      ['uses-meta', 'export const out = import.meta.resolve("./x.js");\n'],
    ];
    for (const [name, code] of packages) {
      save(path.join(packageDir(name), 'package.json'), JSON.stringify({ name, type: 'module', main: 'index.js' }), 0);
      save(path.join(packageDir(name), 'index.js'), code, 0);
    }
    const mentions = path.join(DIR, 'meta-packages', 'mentions.ts');
    save(mentions, "export { out } from 'mentions-meta';\n", 0);
    const url = (await precompile({ mentions })).mentions as string;
    expect(run(url)).toBe('mentioned');
    expect(readFileSync(fileURLToPath(url), 'utf8')).not.toMatch(/from "file:[^"]*mentions-meta/);
    const uses = path.join(DIR, 'meta-packages', 'uses.ts');
    save(uses, "export { out } from 'uses-meta';\n", 0);
    await expect(precompile({ uses })).rejects.toThrow(/uses `import\.meta\.resolve`/);
  });

  it('answers from its record while no file it was built from changed, and bundles again when one does', async () => {
    const entry = path.join(DIR, 'kept', 'entry.ts');
    const helper = path.join(DIR, 'kept', 'helper.ts');
    save(helper, "export const word = 'one';\n", 10);
    save(entry, "import { word } from './helper.ts';\nexport const out = word;\n", 10);
    const first = (await precompile({ entry })).entry as string;
    expect(run(first)).toBe('one');
    expect(existsSync(recordFile({ entry }))).toBe(true);

    // Same size and time: the record answers, without looking at the text (make's rule). This is
    // what shows that no bundling happened.
    save(helper, "export const word = 'two';\n", 10);
    expect((await precompile({ entry })).entry).toBe(first);

    // A later save of an imported file: bundled again.
    save(helper, "export const word = 'two';\n", 5);
    const second = (await precompile({ entry })).entry as string;
    expect(second).not.toBe(first);
    expect(run(second)).toBe('two');

    // Saved just now, as while a bundle runs: bundled right, but not recorded, so the next call
    // bundles again instead of trusting a file that may have changed after esbuild read it.
    rmSync(recordFile({ entry }));
    save(helper, "export const word = 'six';\n", 0);
    expect(run((await precompile({ entry })).entry as string)).toBe('six');
    expect(existsSync(recordFile({ entry }))).toBe(false);
  });

  it('leaves a DocsError made by another copy of core a DocsError, and a plain copy of one not', async () => {
    // A theme's node entry is precompiled on its own, with its own copy of core: its errors must
    // still print as an author's errors, not as a crash.
    const entry = path.join(DIR, 'error', 'entry.ts');
    save(
      entry,
      "import { DocsError } from '@docs-kit/core/shared';\nexport const error = new DocsError('x', { file: 'a.md' });\n",
      0,
    );
    const { error } = (await import((await precompile({ entry })).entry as string)) as { error: Error };
    expect(Object.getPrototypeOf(error).constructor).not.toBe(DocsError);
    expect(error).toBeInstanceOf(DocsError);
    expect(new Error('x')).not.toBeInstanceOf(DocsError);
    expect({ ...error }).not.toBeInstanceOf(DocsError);
  });
});

describe('the docs command on its first run', () => {
  it('runs on a new machine, precompiling itself, and keeps the modules for the next run', () => {
    // A temporary folder of its own: no module or record of an earlier run (os.tmpdir() reads TMPDIR).
    const tmp = path.join(DIR, 'tmpdir');
    mkdirSync(tmp, { recursive: true });
    const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/cli/bin/docs.mjs');
    const docs = () =>
      execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp } });
    const version = JSON.parse(readFileSync(path.resolve(path.dirname(bin), '../package.json'), 'utf8'))
      .version as string;
    expect(docs().trim()).toBe(version);
    const records = readdirSync(path.join(tmp, 'docs-kit-workers')).filter((f) => f.startsWith('record-'));
    expect(records).toHaveLength(1);
    const record = path.join(tmp, 'docs-kit-workers', records[0] as string);
    const before = statSync(record).mtimeMs;
    expect(docs().trim()).toBe(version);
    expect(statSync(record).mtimeMs).toBe(before);
  }, 120_000);
});

/**
 * The compile workers run precompiled JavaScript, not TypeScript through tsx (issue 17): the
 * module must run in a plain Node with no loader, import each npm package from the file Node would
 * load, and never be a stale build of sources that changed since.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { precompile } from '../../../packages/cli/src/node/precompile';

// Inside the repository, so that the entry resolves the tests' packages by name.
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/precompile-${process.pid}`);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

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
        "import { twice } from './helper.ts';",
        "export const out: unknown[] = [twice(21), withBase('/guide/', '/docs/'), typeof remarkGithub];",
      ].join('\n'),
    );
    const { entry } = await precompile({ entry: path.join(DIR, 'entry.ts') });
    expect(run(entry as string)).toEqual([42, '/docs/guide/', 'function']);
    // A package stays an import of its own file (pnpm's layout), not a copy in the bundle.
    const code = readFileSync(fileURLToPath(entry as string), 'utf8');
    expect(code).toMatch(/from "file:\/\/\/[^"]*\/remark-github\/[^"]*"/);
    expect(code).not.toContain('@docs-kit/core');

    // A changed source gives a new module; the one built before is left as it was.
    writeFileSync(path.join(DIR, 'helper.ts'), 'export const twice = (n: number): number => n * 3;\n');
    const changed = await precompile({ entry: path.join(DIR, 'entry.ts') });
    expect(changed.entry).not.toBe(entry);
    expect(run(changed.entry as string)).toEqual([63, '/docs/guide/', 'function']);
    expect(run(entry as string)).toEqual([42, '/docs/guide/', 'function']);
    // The same sources give the same module.
    expect((await precompile({ entry: path.join(DIR, 'entry.ts') })).entry).toBe(changed.entry);
  });
});

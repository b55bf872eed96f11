/**
 * The `docs` command as authors use it (issue 8): help and version, build progress and summary,
 * and the dev server's banner and shortcuts in a terminal.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProgram } from '@docs-kit/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT, runDocs, runInTerminal } from './run';

const SITE = path.join(FIXTURES, 'eco-plugin-site');
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** Every command takes the site folder last; `docs version` names the new version before it. */
const usageArgs = (name: string) => (name === 'version' ? '<name> [root]' : '[root]');

describe('docs --help and --version', () => {
  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'packages/cli/package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const result = await runDocs([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(version);
    }
  });

  it('--help lists every command with its description, and examples', async () => {
    const result = await runDocs(['--help']);
    expect(result.code).toBe(0);
    const commands = createProgram().commands;
    expect(commands.map((c) => c.name())).toEqual([
      'init',
      'dev',
      'build',
      'preview',
      'i18n-status',
      'version',
      'search-export',
    ]);
    for (const command of commands) {
      expect(command.description().length, command.name()).toBeGreaterThan(20);
      expect(result.stdout).toContain(`${command.name()} [options] ${usageArgs(command.name())}`);
    }
    expect(result.stdout).toContain('Examples:');
  });

  it('each command --help documents every argument and option', async () => {
    for (const command of createProgram().commands) {
      const result = await runDocs([command.name(), '--help']);
      expect(result.code, command.name()).toBe(0);
      expect(result.stdout).toContain(`Usage: docs ${command.name()} [options] ${usageArgs(command.name())}`);
      expect(result.stdout).toContain('site folder (holding docs.config.ts)');
      for (const option of command.options) {
        expect(option.description, `${command.name()} ${option.flags}`).not.toBe('');
        expect(result.stdout, `${command.name()} ${option.flags}`).toContain(option.flags);
      }
    }
    expect((await runDocs(['dev', '--help'])).stdout).toContain('r restart · o open in the browser · q quit');
  });

  it('an unknown command or bad option fails with the help hint', async () => {
    const result = await runDocs(['biuld']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/unknown command 'biuld'/);
    const port = await runDocs(['dev', '--port', 'x']);
    expect(port.code).not.toBe(0);
    expect(port.stderr).toContain('a port number from 0 to 65535');
  });
});

describe('docs runs as precompiled JavaScript (issue 17)', () => {
  it('still loads a config that imports a TypeScript package, and the TypeScript theme', async () => {
    // Inside the repository, so that the config resolves @docs-kit/cli by name.
    const dir = path.join(ROOT, 'tests/.tmp', `cli-ts-config-${process.pid}`);
    temp.push(dir);
    mkdirSync(path.join(dir, 'docs/en'), { recursive: true });
    writeFileSync(
      path.join(dir, 'docs.config.ts'),
      [
        "import { defineConfig } from '@docs-kit/cli';",
        "import { pluginLlms } from '@docs-kit/cli/plugins';",
        "export default defineConfig({ title: 'T', plugins: [pluginLlms()] });",
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'docs/en/index.md'), '# Home\n');
    const result = await runDocs(['i18n-status', dir, '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ defaultLang: 'en', missing: [] });
  });
});

describe('docs build', () => {
  it('shows progress with counts and time, and ends with a summary', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-cli-build-'));
    temp.push(outDir);
    const result = await runDocs(['build', SITE, '--out-dir', outDir], { timeout: 120_000 });
    expect(result.code, result.stderr).toBe(0);
    const log = result.stderr;
    expect(log).toMatch(/^Compiling pages 10\/10 \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Bundling… \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Rendering pages 10\/10 \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Built 10 pages in \d+\.\d s: 5 en, 5 zh$/m);
    expect(log).toMatch(/^Output: .+, \d+ files, [\d.]+ KB$/m);
    expect(log).toMatch(/Largest pages:\n {4}\S+\.html {2}[\d.]+ KB/);
    expect(log).toMatch(/Largest chunks:\n {4}assets\/\S+\.(js|css) {2}[\d.]+ KB/);
    expect(log).toMatch(/^1 warning\(s\):\n1 dead link:\n.*zh\/guide\/index\.md/m);

    // docs search-export turns that build's search index into Algolia records.
    const out = path.join(outDir, 'records.json');
    const exported = await runDocs(['search-export', SITE, '--dir', outDir, '--out', out]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^Wrote \d+ records to /);
    const records = JSON.parse(readFileSync(out, 'utf8')) as { url: string }[];
    expect(records.some((r) => r.url.startsWith('https://eco.example.com/guide/install'))).toBe(true);

    // --upload without what it needs fails before writing anything.
    const unwritten = path.join(outDir, 'never.json');
    const refused = await runDocs(['search-export', SITE, '--dir', outDir, '--out', unwritten, '--upload']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--upload needs an Algolia app id, an index name and a write key.');
    expect(refused.stdout).not.toContain('Wrote');
    expect(existsSync(unwritten)).toBe(false);
  }, 120_000);
});

describe('docs dev', () => {
  it('prints the local URL and the shortcuts, serves the site, and quits on q', async () => {
    const { child, output } = runInTerminal(['dev', SITE, '--port', '0']);
    try {
      await expect
        .poll(output, { timeout: 30_000, interval: 100 })
        .toMatch(/Docs dev server: http:\/\/127\.0\.0\.1:\d+\//);
      // The two lines reach the terminal as separate writes: on a busy machine the second may come later.
      await expect
        .poll(output, { timeout: 10_000, interval: 100 })
        .toContain('Shortcuts: r restart · o open in browser · q quit · h help');
      const url = /Docs dev server: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output())?.[1];
      const response = await fetch(`${url}/guide/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Guide - Eco</title>');
      child.stdin?.write('h');
      await expect
        .poll(output, { timeout: 5_000 })
        .toMatch(/Shortcuts[^\n]*\n[\s\S]*r restart · o open in browser · q quit · h help/);
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.stdin?.write('q');
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
  }, 60_000);
});

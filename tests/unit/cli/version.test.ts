/**
 * `docs version <name>` (issue 19): turning versions on moves the docs into the first version's
 * folder without changing a URL; the next run copies the default version into a new default;
 * configs it cannot edit safely get the snippet to add; bad names are refused.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, createVersion } from '@docs-kit/cli';
import { afterEach, describe, expect, it } from 'vitest';
import { runDocs } from './run';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(config: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-version-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'docs.config.ts'), config);
  for (const [file, text] of Object.entries({
    'docs/en/index.md': '# Home\n',
    'docs/en/guide/index.md': '# Guide\n\nRead [the home page](/).\n',
    'docs/zh/guide/index.md': '# 指南\n',
    'docs/public/hello.txt': 'hello\n',
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const BILINGUAL = `import { defineConfig } from '@docs-kit/cli';

export default defineConfig({
  title: 'Versions',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
`;

describe('docs version (issue 19)', () => {
  it('turns versions on: the docs become the first version, served at the same URLs', async () => {
    const dir = site(BILINGUAL);
    const result = await runDocs(['version', 'v1', dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Moved docs/en/ to docs/v1/en/.');
    expect(result.stdout).toContain("Set multiVersion: { default: 'v1', versions: ['v1'] } in docs.config.ts.");
    expect(existsSync(path.join(dir, 'docs/v1/zh/guide/index.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'docs/en'))).toBe(false);
    expect(existsSync(path.join(dir, 'docs/public/hello.txt'))).toBe(true);
    expect(readFileSync(path.join(dir, 'docs.config.ts'), 'utf8')).toContain(
      "defineConfig({\n  multiVersion: { default: 'v1', versions: ['v1'] },\n  title: 'Versions',",
    );
    const built = await buildSite({ siteDir: dir });
    expect(built.pages.map((p) => p.pageData.routePath).sort()).toEqual(['/', '/guide/', '/zh/guide/']);
  });

  it('starts the next version as a copy of the default one, which stays online under its prefix', async () => {
    const dir = site(BILINGUAL);
    await createVersion({ siteDir: dir, name: 'v1' });
    const result = await createVersion({ siteDir: dir, name: 'v2' });
    expect(result.multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
    expect(result.actions[0]).toBe('Copied docs/v1/ (the default version, v1) to docs/v2/.');
    expect(result.actions).toContain('v2 is now the default version, served at the site root; v1 moves under /v1/.');
    expect(readFileSync(path.join(dir, 'docs.config.ts'), 'utf8')).toContain(
      "multiVersion: { default: 'v2', versions: ['v1', 'v2'] },",
    );
    const built = await buildSite({ siteDir: dir });
    expect(built.pages.map((p) => p.pageData.routePath).sort()).toEqual([
      '/',
      '/guide/',
      '/v1/',
      '/v1/guide/',
      '/v1/zh/guide/',
      '/zh/guide/',
    ]);
    const next = await createVersion({ siteDir: dir, name: 'v3', keepDefault: true });
    expect(next.multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2', 'v3'] });
  });

  it('prints the snippet when it cannot edit the config safely, and refuses bad or taken names', async () => {
    const dir = site(`const config = { title: 'Built elsewhere' };\nexport default config;\n`);
    const result = await createVersion({ siteDir: dir, name: '1.x' });
    expect(result.configUpdated).toBe(false);
    expect(result.actions.at(-1)).toBe(
      "Could not edit the config safely: add this to it:\n  multiVersion: { default: '1.x', versions: ['1.x'] },",
    );
    expect(readFileSync(path.join(dir, 'docs.config.ts'), 'utf8')).not.toContain('multiVersion');
    await expect(createVersion({ siteDir: dir, name: '1.x' })).rejects.toThrow('docs/1.x already exists');
    await expect(createVersion({ siteDir: dir, name: '../up' })).rejects.toThrow('"../up" cannot name a version');
    await expect(createVersion({ siteDir: dir, name: 'en' })).rejects.toThrow('already a language');
  });
});

/**
 * `docs i18n-status` on a bilingual site in a temporary git repository whose commits have known
 * dates: a page missing in Chinese, a translation committed before its source changed, one that is
 * up to date, and a Chinese page with no English source.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18nStatus } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from './run';

let site: string;

function commit(files: Record<string, string>, date: string): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), content);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: site, env });
  execFileSync('git', ['commit', '-qm', `pages at ${date}`], { cwd: site, env });
}

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'docs-i18n-'));
  execFileSync('git', ['init', '-q'], { cwd: site });
  execFileSync('git', ['config', 'user.email', 'test@example.com'], { cwd: site });
  execFileSync('git', ['config', 'user.name', 'Test'], { cwd: site });
  commit(
    {
      'docs.config.ts': `import { defineConfig } from '@docs-kit/cli';
export default defineConfig({ locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] });
`,
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/en/guide/start.md': '# Start\n',
      'docs/zh/guide/start.md': '# 开始\n',
      'docs/en/guide/config.md': '# Config\n',
      'docs/zh/guide/config.md': '# 配置\n',
    },
    '2026-01-01T10:00:00Z',
  );
  commit(
    { 'docs/en/guide/start.md': '# Start\n\nA new paragraph.\n', 'docs/en/guide/deploy.md': '# Deploy\n' },
    '2026-02-01T10:00:00Z',
  );
  commit(
    { 'docs/zh/guide/config.md': '# 配置\n\n更新。\n', 'docs/zh/guide/extra.md': '# 额外\n' },
    '2026-03-01T10:00:00Z',
  );
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('docs i18n-status', () => {
  it('finds missing, outdated and source-less pages by git commit time', async () => {
    const status = await i18nStatus({ siteDir: site });
    expect(status.langs).toEqual(['zh']);
    expect(status.missing).toEqual([{ route: '/guide/deploy', lang: 'zh', source: 'docs/en/guide/deploy.md' }]);
    expect(status.outdated).toEqual([
      {
        route: '/guide/start',
        lang: 'zh',
        source: 'docs/en/guide/start.md',
        translation: 'docs/zh/guide/start.md',
        sourceTime: Date.parse('2026-02-01T10:00:00Z'),
        translationTime: Date.parse('2026-01-01T10:00:00Z'),
      },
    ]);
    expect(status.orphaned).toEqual([
      { route: '/guide/extra', lang: 'zh', source: '', translation: 'docs/zh/guide/extra.md' },
    ]);
  });

  it('refuses a language the site does not have, naming the ones it has', async () => {
    await expect(i18nStatus({ siteDir: site, langs: ['fr'] })).rejects.toThrow(
      '"fr" is not a language of this site (en, zh).',
    );
  });

  it('prints the report, and with --strict exits 1 while translations lag', async () => {
    const result = await runDocs(['i18n-status', site, '--strict']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`zh: 1 missing, 1 outdated, 1 without a source page
  Missing:
    /guide/deploy  (source: docs/en/guide/deploy.md)
  Outdated (translation committed before its source changed):
    /guide/start  docs/zh/guide/start.md 2026-01-01 < docs/en/guide/start.md 2026-02-01
  No en page:
    /guide/extra  (docs/zh/guide/extra.md)
`);
    const json = await runDocs(['i18n-status', site, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).missing).toHaveLength(1);
  });

  it('reports a complete translation once the pages catch up', async () => {
    rmSync(path.join(site, 'docs/zh/guide/extra.md'));
    commit(
      { 'docs/zh/guide/start.md': '# 开始\n\n新段落。\n', 'docs/zh/guide/deploy.md': '# 部署\n' },
      '2026-04-01T10:00:00Z',
    );
    const result = await runDocs(['i18n-status', site, '--strict']);
    expect(result.stdout).toBe(
      'zh: 0 missing, 0 outdated, 0 without a source page\nEvery translation is complete and up to date.\n',
    );
    expect(result.code).toBe(0);
  });
});

/**
 * Issue 15: a locale's nav and sidebar written without the language prefix, and the config's
 * sidebar keys and links that name no page, reported with the config file and the key's path.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '@docs-kit/cli';
import { afterAll, describe, expect, it } from 'vitest';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'docs-config-links-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

function config(zhSidebar: string, checkDeadLinks: 'error' | 'warn') {
  write(
    'docs.config.ts',
    `export default {
  title: 'Links',
  markdown: { checkDeadLinks: '${checkDeadLinks}' },
  locales: [
    { lang: 'en', label: 'English', sidebar: { '/guide/': [{ link: '/guide/start' }] } },
    {
      lang: 'zh',
      label: '简体中文',
      nav: [{ text: '指南', link: '/guide/start', activeMatch: '^/guide/' }],
      sidebar: ${zhSidebar},
    },
  ],
};
`,
  );
}

write('docs/en/index.md', '# Home\n');
write('docs/en/guide/start.md', '# Start\n');
write('docs/zh/index.md', '# 首页\n');
write('docs/zh/guide/start.md', '# 开始\n');
write('docs/zh/guide/next.md', '# 下一步\n');

describe('locale links and config link checks in a build', () => {
  it('fails on a sidebar link to a missing page, naming the config file and the key path', async () => {
    config(`{ '/guide/': [{ link: '/guide/start' }, { link: '/guide/nope' }] }`, 'error');
    const error = await buildSite({ siteDir }).then(
      () => new Error('built'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(
      "docs.config.ts: locales[1].sidebar['/guide/'][1].link → /zh/guide/nope (no such page; did you mean /zh/guide/next?)",
    );
  });

  it('adds the language prefix, and warns about a key that matches no page', async () => {
    config(`{ '/guide/': [{ link: '/guide/start' }, { link: '/zh/guide/next' }], '/guid/': [] }`, 'warn');
    const result = await buildSite({ siteDir });
    expect(result.warnings.join('\n')).toContain(
      "docs.config.ts: locales[1].sidebar['/guid/'] → /zh/guid/ (matches no page; did you mean /zh/guide/?)",
    );
    const html = readFileSync(path.join(result.outDir, 'zh/guide/start.html'), 'utf8');
    expect(html).toMatch(/<a [^>]*href="\/zh\/guide\/start"[^>]*><span>开始<\/span>/);
    expect(html).toMatch(/<a [^>]*href="\/zh\/guide\/next"[^>]*><span>下一步<\/span>/);
    // The nav link, prefixed, and active on the page by its prefixed activeMatch.
    const nav = /<a [^>]*docs-nav-link[^>]*>指南</.exec(html)?.[0];
    expect(nav).toContain('href="/zh/guide/start"');
    expect(nav).toContain('docs-nav-link-active');
  });
});

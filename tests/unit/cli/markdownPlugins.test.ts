/**
 * remark/rehype plugins named by module specifier (issue 14): a package from npm (remark-github)
 * and a local file, with options; the compile cache keys on specifier, version and options, and
 * the compile workers load the plugins themselves.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, startDevServer } from '@docs-kit/cli';
import { scanRoutes } from '@docs-kit/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveMarkdownPlugins } from '../../../packages/cli/src/node/markdownPlugins';
import { createPageCompiler } from '../../../packages/cli/src/node/pageCompiler';
import { loadSiteConfig } from '../../../packages/cli/src/node/theme/load';

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/md-plugins-site');
const ECO = path.resolve(SITE, '../eco-plugin-site');
const dirs: string[] = [];
const tmp = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const remarkGithubVersion = (
  JSON.parse(readFileSync(path.resolve(SITE, '../../node_modules/remark-github/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('resolveMarkdownPlugins', () => {
  it('keys each module on its specifier, its package version (or file content) and its options', async () => {
    const loaded = await loadSiteConfig(SITE);
    const resolved = resolveMarkdownPlugins(loaded);
    expect(resolved.notice).toBeUndefined();
    expect(resolved.remark.map((e) => e.label)).toEqual(['markdown.remarkPlugins[0]']);
    expect(resolved.rehype.map((e) => e.label)).toEqual(['plugin "mark" rehypePlugins[0]']);
    const key = JSON.parse(resolved.key) as unknown[][];
    expect(key[0]).toEqual(['remark', 'remark-github', remarkGithubVersion, { repository: 'docs-kit/docs-kit' }]);
    expect(key[1]?.[2]).toMatch(/^[0-9a-f]{16}$/);
    const other = await loadSiteConfig(SITE, 'docs.other.config.ts');
    expect(resolveMarkdownPlugins(other).key).not.toBe(resolved.key);
  });

  it('a plugin given as a function turns the cache and workers off, with a notice saying how to switch', async () => {
    const resolved = resolveMarkdownPlugins(await loadSiteConfig(ECO));
    expect(resolved.notice).toBe(
      `Note: plugin "eco" remarkPlugins[0] is a plugin value (a function), not a module name, so pages compile on one thread without the compile cache. Name it by module to keep both: ['remark-foo' or './plugins/my-plugin.ts', { ...options }].`,
    );
  });

  it('a specifier that resolves to nothing names the plugin and what to do', async () => {
    const loaded = await loadSiteConfig(SITE);
    loaded.config.markdown.remarkPlugins = ['remark-not-installed-anywhere'];
    expect(() => resolveMarkdownPlugins(loaded)).toThrow(
      /Cannot find the remark plugin "remark-not-installed-anywhere" \(markdown\.remarkPlugins\[0\]\)/,
    );
  });
});

describe('plugins named by module', () => {
  it('run in docs build, and a change of options is not answered from the compile cache', async () => {
    const outDir = tmp('docs-md-plugins-');
    await buildSite({ siteDir: SITE, outDir });
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(page).toContain('href="https://github.com/docs-kit/docs-kit/issues/12"');
    expect(page).toContain('href="https://github.com/octocat"');
    expect(page).toMatch(/<h2[^>]*data-mark="h2"/);

    const otherDir = tmp('docs-md-plugins-other-');
    await buildSite({ siteDir: SITE, outDir: otherDir, configFile: 'docs.other.config.ts' });
    const other = readFileSync(path.join(otherDir, 'second.html'), 'utf8');
    expect(other).toContain('href="https://github.com/other/project/issues/7"');
    expect(other).toMatch(/<h2[^>]*data-mark="other"/);
  });

  it('compile on worker threads with the cache on', async () => {
    const loaded = await loadSiteConfig(SITE);
    const routes = await scanRoutes({ root: loaded.docsDir, langs: loaded.langs, defaultLang: 'en' });
    const cacheDir = tmp('docs-md-plugins-cache-');
    const warn = vi.spyOn(console, 'warn');
    const compiler = createPageCompiler(loaded, { cacheDir, workers: 1 });
    try {
      const pages = await Promise.all(routes.map((r) => compiler.compile(r)));
      const code = pages.map((p) => p.code).join('\n');
      expect(code).toContain('https://github.com/docs-kit/docs-kit/issues/12');
      expect(code).toContain('"data-mark": "h2"');
      // Compiled on a worker thread, not this one (see plugins/rehype-mark.ts).
      expect(code).toMatch(/"data-thread": "[1-9]\d*"/);
    } finally {
      await compiler.close();
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    // Every page was written to the cache.
    expect(readdirSync(cacheDir)).toHaveLength(routes.length);
  });

  it('run in docs dev, whose compile worker loads them', async () => {
    const dev = await startDevServer({ siteDir: SITE, port: 0 });
    try {
      const module = await fetch(`${dev.url}/@docs/page?path=${encodeURIComponent('/')}`).then((r) => r.text());
      expect(module).toContain('https://github.com/docs-kit/docs-kit/issues/12');
      expect(module).toMatch(/"data-mark": ?"h2"/);
      expect(module).toMatch(/"data-thread": ?"[1-9]\d*"/);
    } finally {
      await dev.close();
    }
  });
});

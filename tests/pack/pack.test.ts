/**
 * The framework as a package (issue 8): the four packages are packed with `pnpm pack`, a fresh
 * site outside the monorepo installs the tarballs, builds with `docs build` and serves with
 * `docs preview`, exactly as the README's "Use it for your own docs" says; then the packed
 * `docs init` scaffolds a second site that installs the tarballs and builds. About a minute, so it
 * runs in the e2e project.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['core', 'cli', 'theme-default', 'search'];
let work: string;
let site: string;
let tarballs: Record<string, string>;
let preview: ChildProcess | undefined;

function files(dir: string, relative = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? Object.entries(files(dir, path.join(relative, e.name))) : [[path.join(relative, e.name), '']],
    ),
  );
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-pack-'));
  const packed = path.join(work, 'packed');
  mkdirSync(packed);
  tarballs = {};
  for (const name of PACKAGES) {
    const out = execFileSync('pnpm', ['pack', '--pack-destination', packed], {
      cwd: path.join(ROOT, 'packages', name),
      encoding: 'utf8',
    });
    const file = out.trim().split('\n').pop() as string;
    tarballs[`@docs-kit/${name}`] = `file:${file}`;
  }

  // The site of the README's "Use it for your own docs", written from scratch.
  site = path.join(work, 'my-docs');
  mkdirSync(path.join(site, 'docs/en/guide'), { recursive: true });
  const { '@docs-kit/cli': cli, ...rest } = tarballs;
  writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify(
      {
        name: 'my-docs',
        private: true,
        type: 'module',
        scripts: { dev: 'docs dev', build: 'docs build', preview: 'docs preview' },
        dependencies: { '@docs-kit/cli': cli },
        // The packed CLI depends on the other packages by version: point those at the tarballs too.
        pnpm: { overrides: rest },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(site, 'docs.config.ts'),
    `import { defineConfig } from '@docs-kit/cli';

export default defineConfig({
  title: 'My Docs',
  description: 'Documentation of my project.',
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/' }],
    sidebar: { '/guide/': [{ text: 'Guide', items: [{ link: '/guide/' }] }] },
  },
});
`,
  );
  writeFileSync(
    path.join(site, 'docs/en/index.md'),
    '---\npageType: home\nhero:\n  title: My Docs\n  subTitle: Built from the packed framework.\n---\n',
  );
  writeFileSync(
    path.join(site, 'docs/en/guide/index.mdx'),
    '# Getting started\n\nInstall it:\n\n<PackageManagerTabs command="add my-lib" />\n',
  );
}, 120_000);

afterAll(() => {
  preview?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Every file an `exports` map points at, through conditional entries (`{ types, default }`). */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

describe('the packed framework in a fresh site', () => {
  it('packs each package with its sources, bin and exports, and no workspace: ranges', () => {
    for (const [name, spec] of Object.entries(tarballs)) {
      const list = execFileSync('tar', ['tzf', spec.slice('file:'.length)], { encoding: 'utf8' });
      const manifest = JSON.parse(
        execFileSync('tar', ['xzf', spec.slice('file:'.length), '-O', 'package/package.json'], { encoding: 'utf8' }),
      );
      expect(JSON.stringify(manifest.dependencies ?? {}), name).not.toContain('workspace:');
      for (const target of exportTargets(manifest.exports)) {
        expect(list, `${name} exports ${target}`).toContain(`package/${target.replace(/^\.\//, '')}`);
      }
      expect(list).not.toMatch(/\.test\.tsx?$/m);
    }
    const cli = execFileSync('tar', ['tzf', tarballs['@docs-kit/cli']?.slice(5) as string], { encoding: 'utf8' });
    expect(cli).toContain('package/bin/docs.mjs');
  });

  it('installs the tarballs, builds and serves the site', async () => {
    // --prefer-offline, not --offline: packages already in the store are reused, and what the store
    // lacks (on a fresh machine, every package's metadata: a frozen-lockfile install never writes
    // it) comes from the registry, so the result does not depend on what earlier runs left behind.
    execFileSync('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter', 'silent'], {
      cwd: site,
      stdio: 'pipe',
    });
    const docs = path.join(site, 'node_modules/.bin/docs');
    expect(existsSync(docs)).toBe(true);

    const build = execFileSync(docs, ['build'], { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(build).toBe('');
    expect(Object.keys(files(path.join(site, 'dist')))).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/index.html',
        '404.html',
        'llms.txt',
        'guide/index.md',
        'robots.txt',
      ]),
    );
    expect(readFileSync(path.join(site, 'dist/guide/index.md'), 'utf8')).toContain('npm add my-lib');

    preview = spawn(docs, ['preview', '--port', '0'], { cwd: site });
    let output = '';
    preview.stdout?.on('data', (d) => {
      output += d;
    });
    await expect.poll(() => output, { timeout: 20_000, interval: 100 }).toMatch(/Preview: http:\/\/127\.0\.0\.1:\d+\//);
    const url = /Preview: (http:\/\/\S+?)\/?\s/.exec(output)?.[1] as string;
    const page = await fetch(`${url}/guide/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Getting started - My Docs</title>');
    expect(html).toContain('npm add my-lib');
    const missing = await fetch(`${url}/nope`);
    expect(missing.status).toBe(404);
  }, 90_000);

  it('scaffolds a site with the packed `docs init`, which installs from the tarballs and builds', () => {
    // The CLI installed from the tarballs by the test above, as a newcomer would run it.
    const docs = path.join(site, 'node_modules/.bin/docs');
    const scaffold = path.join(work, 'started');
    execFileSync(docs, ['init', scaffold, '--tarballs', path.join(work, 'packed')], { cwd: work, stdio: 'pipe' });
    const pkg = JSON.parse(readFileSync(path.join(scaffold, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@docs-kit/cli']).toMatch(/^file:\.\.\/packed\/docs-kit-cli-[\d.]+\.tgz$/);
    execFileSync('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter', 'silent'], {
      cwd: scaffold,
      stdio: 'pipe',
    });
    const build = execFileSync(path.join(scaffold, 'node_modules/.bin/docs'), ['build'], {
      cwd: scaffold,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(build).toBe('');
    expect(Object.keys(files(path.join(scaffold, 'dist')))).toEqual(
      expect.arrayContaining(['index.html', 'guide/index.html', 'zh/index.html', 'zh/guide/index.html', 'llms.txt']),
    );
    const zh = readFileSync(path.join(scaffold, 'dist/zh/guide/index.html'), 'utf8');
    expect(zh).toContain('<h1 id="快速开始">快速开始');
    expect(zh).toMatch(/<a [^>]*docs-sidebar-link[^>]*href="\/zh\/guide\/"><span>快速开始/);
  }, 180_000);
});

/**
 * The build plugin API (issue 8) on a fixture site whose config uses every hook, and the project's
 * own plugin on it: llms.txt, llms-full.txt and each page as Markdown.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildResult, buildSite, startDevServer } from '@docs-kit/cli';
import { readIndexRecords, readRecords } from '@docs-kit/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/eco-plugin-site');
let outDir: string;
let result: BuildResult;
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-eco-plugin-'));
  result = await buildSite({ siteDir: SITE, outDir });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('plugin hooks', () => {
  it('addPages: plugin pages are compiled, rendered and listed like the others', () => {
    expect(read('generated.html')).toContain('Generated page');
    expect(read('zh/generated.html')).toContain('生成的页面');
    expect(result.pages.map((p) => p.pageData.routePath)).toEqual(
      expect.arrayContaining(['/generated', '/zh/generated']),
    );
  });

  it('remarkPlugins and rehypePlugins run on every page, files and plugin pages alike', () => {
    expect(read('generated.html')).toContain('Made by a plugin 👋');
    expect(read('guide/install.html')).toContain('Node 20 👋');
    expect(read('guide/index.html')).toMatch(/<h1[^>]*data-eco="heading"/);
  });

  it('headTags: each page gets its own head markup, 404 pages too', () => {
    expect(read('guide/index.html')).toContain('<meta name="eco-page" content="/guide/">');
    expect(read('zh/guide/install.html')).toContain('<meta name="eco-page" content="/zh/guide/install">');
    expect(read('404.html')).toContain('<meta name="eco-page" content="/404">');
  });

  it('extendPageData: the changed page data reaches the page module', () => {
    expect(result.pages.every((p) => p.pageData.frontmatter.eco === true)).toBe(true);
  });

  it('extendSearchRecords: records a plugin adds are indexed, and records it drops are gone', async () => {
    const records = await readIndexRecords(path.join(outDir, 'search-index/en'));
    expect(records).toContainEqual(
      expect.objectContaining({
        url: '/generated#from-a-plugin',
        content: 'Quokka records come from the eco plugin.',
        hierarchy: expect.objectContaining({ lvl1: 'Generated', lvl2: 'From a plugin' }),
      }),
    );
    expect(records.some((r) => r.url.startsWith('/community/'))).toBe(false);
    expect(records.some((r) => r.url.startsWith('/guide/'))).toBe(true);
    // The Chinese index keeps its 1.0 notes: the plugin dropped English routes only.
    const zh = await readIndexRecords(path.join(outDir, 'search-index/zh'));
    expect(zh.some((r) => r.url.startsWith('/zh/community/'))).toBe(true);
  });

  it('buildEnd: runs after the outputs, in the folder that becomes the output', () => {
    const eco = JSON.parse(read('eco.json')) as { title: string; routes: string[] };
    expect(eco.title).toBe('Eco');
    expect(eco.routes).toContain('/zh/guide/install');
    expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);
  });
});

describe('the plugin driver (issue 14)', () => {
  it('config: a plugin changes the resolved config before the build reads it', () => {
    expect(read('guide/index.html')).toContain('<meta name="eco-config" content="set by a plugin">');
  });

  it("clientEntry: the plugin's browser module is in the app's entry, called with the site data", () => {
    const entry = /<script type="module" src="\/(assets\/main-[^"]+\.js)"/.exec(read('index.html'))?.[1] ?? '';
    expect(read(entry)).toContain('dataset.ecoClient');
  });

  it('a second build with the plugins unchanged is up to date', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-eco-again-'));
    try {
      expect((await buildSite({ siteDir: SITE, outDir: dir, incremental: true })).upToDate).toBe(false);
      expect((await buildSite({ siteDir: SITE, outDir: dir, incremental: true })).upToDate).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a search record a plugin gets wrong fails the build, naming the plugin and what is wrong', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-eco-bad-record-'));
    try {
      const error = await buildSite({ siteDir: SITE, outDir: dir, configFile: 'docs.bad-record.config.ts' }).catch(
        (e: Error) => e,
      );
      expect((error as Error).message).toBe(
        'Plugin "bad-record" added a search record the index cannot hold ("/nowhere"): its lang "fr" is not one of en, zh.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('addPages, remarkPlugins and extendSearchRecords work in dev too', async () => {
    const dev = await startDevServer({ siteDir: SITE, port: 0 });
    try {
      const shell = await fetch(`${dev.url}/generated`);
      expect(shell.status).toBe(200);
      const module = await fetch(`${dev.url}/@docs/page?path=${encodeURIComponent('/generated')}`).then((r) =>
        r.text(),
      );
      // esbuild writes non-ASCII characters as escapes.
      expect(module).toMatch(/Made by a plugin (👋|\\u\{1F44B\}|\\uD83D\\uDC4B)/);
      const records = await readRecords((file) => fetch(`${dev.url}/search-index/en/${file}`).then((r) => r.json()));
      expect(records.map((r) => r.url)).toContain('/generated#from-a-plugin');
      expect(records.some((r) => r.url.startsWith('/community/'))).toBe(false);
    } finally {
      await dev.close();
    }
  });
});

describe('pluginLlms (the llms output as a plugin)', () => {
  it('writes llms.txt per language: title, summary, pages grouped by section in sidebar order, links to the Markdown', () => {
    expect(read('llms.txt')).toBe(`# Eco

> A fixture site for the plugin API and the llms output.

## Eco

- [Eco](https://eco.example.com/index.md)
- [Eco 1.0](https://eco.example.com/community/v1.md): The first release.
- [Generated](https://eco.example.com/generated.md)

## Guide

- [Guide](https://eco.example.com/guide/index.md): How to use Eco.
- [Install](https://eco.example.com/guide/install.md): Install Eco with any package manager.
`);
    const zh = read('zh/llms.txt');
    expect(zh.startsWith('# 生态\n\n> 插件与 llms 输出的测试站点。\n')).toBe(true);
    expect(zh).toContain('## 指南\n\n- [指南](https://eco.example.com/zh/guide/index.md): 如何使用 Eco。\n');
    expect(zh).not.toContain('](https://eco.example.com/guide/');
  });

  it('publishes every page as clean Markdown next to its HTML', () => {
    expect(read('guide/install.md')).toBe(`# Install stable

## Requirements

Node 20 :wave:. See the [guide](/guide/#overview).

\`\`\`bash
npm add eco -D
yarn add eco -D
pnpm add eco -D
bun add eco -D
\`\`\`

Then run it once, a command per package manager (new in 1.1):

\`\`\`bash
npx eco init
yarn dlx eco init
pnpm dlx eco init
bunx eco init
\`\`\`

**macOS**

Use **Homebrew**.

**Linux**

Use your distribution's package.

> **Good to know**
>
> Containers become quotes.

\`\`\`mdx
<PackageManagerTabs command="left alone in code" />
\`\`\`
`);
  });

  it('makes internal links absolute routes with the language prefix', () => {
    expect(read('guide/index.md')).toContain('[Install](/guide/install#requirements)');
    expect(read('guide/index.md')).toContain('[release notes](/community/v1)');
    expect(read('zh/guide/index.md')).toContain('[安装](/zh/guide/install#requirements)');
    expect(read('zh/guide/install.md')).toContain('[指南](/zh/guide/)');
    expect(read('index.md')).toContain('[guide](/guide/)');
  });

  it('drops front matter and explicit heading ids, and gives a page without a heading its title', () => {
    const guide = read('guide/index.md');
    expect(guide.startsWith('# Guide\n')).toBe(true);
    expect(guide).toContain('## Overview\n');
    expect(guide).not.toMatch(/---|\{#|description:/);
    expect(read('generated.md').startsWith('# Generated page\n')).toBe(true);
  });

  it('gives the home page its hero text, which lives in front matter', () => {
    expect(read('index.md')).toBe(
      '# Eco\n\nPlugins and llms.txt\n\nWelcome :wave:. Start with the [guide](/guide/).\n',
    );
  });

  it('writes llms-full.txt: every page of the language, in the llms.txt order', () => {
    const full = read('llms-full.txt');
    const order = ['# Eco 1.0', '# Generated page', '# Guide', '# Install stable'].map((h) => full.indexOf(`\n${h}\n`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(full).not.toContain('生成的页面');
    expect(read('zh/llms-full.txt')).toContain('# 生成的页面');
  });
});

/**
 * Issue 15: Markdown written for VitePress, Rspress, Docusaurus and GitHub, built and served from
 * tests/fixtures/markdown-compat. Each construct of the README's compatibility table is checked in
 * the built HTML, in the page's llms Markdown, and in dev (the same compile, served on request).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildResult, buildSite, startDevServer } from '@docs-kit/cli';
import { DocsError } from '@docs-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture, buildFixture, copyFixture, FIXTURES } from './fixtureSite';

const SITE = path.join(FIXTURES, 'markdown-compat');
let built: BuiltFixture;
let result: BuildResult;
const read = (file: string) => built.read(file);
/** The page's article, one tag per line, code tokens left out. */
const article = (file: string) =>
  (/<article[\s\S]*?<\/article>/.exec(read(file))?.[0] ?? '')
    .replace(/></g, '>\n<')
    .split('\n')
    .filter((line) => !line.startsWith('<span style'))
    .join('\n');

beforeAll(async () => {
  built = await buildFixture('markdown-compat');
  ({ result } = built);
}, 120_000);
afterAll(() => built?.remove());

describe('containers and alerts', () => {
  it('renders every container form as a box with its title, nested ones inside their parent', () => {
    const html = article('containers.html');
    const boxes = [
      ...html.matchAll(
        /class="docs-container docs-container-(\w+)"[^>]*>\n<(?:p|summary) class="docs-container-title">([^<]*)</g,
      ),
    ];
    expect(boxes.map((m) => `${m[1]}: ${m[2]}`)).toEqual([
      'tip: TIP',
      'info: INFO',
      'warning: Mind the cache',
      'danger: Do not deploy',
      'note: Docusaurus title',
      'details: Click to open',
      'tip: Outer box',
      'caution: CAUTION',
      'note: NOTE',
      'tip: TIP',
      'important: IMPORTANT',
      'warning: WARNING',
      'caution: CAUTION',
      'neutral: Kept title',
      'details: Open by default',
    ]);
    expect(html).toContain('<details class="docs-container docs-container-details" open="">');
    expect(html).toMatch(/<details class="docs-container docs-container-details">/);
    expect(html).toMatch(/Text of the outer box\.<\/p>\n<div class="docs-container docs-container-caution">/);
    expect(html).toContain('<blockquote>\n<p>A plain quote stays a quote.</p>');
    expect(html).not.toMatch(/:::|\[!NOTE\]/);
  });

  it('warns about an unknown container type with file:line', () => {
    expect(result.warnings.join('\n')).toContain('docs/en/containers.md:52:1: Unknown container type "sidebar"');
  });

  it('gives containers and alerts to the llms Markdown as quotes led by their titles', () => {
    const md = read('containers.md');
    expect(md).toContain('> **Tip**\n>\n> Tip without a space.');
    expect(md).toContain('> **Mind the cache**\n>\n> Warning with a title after a space.');
    expect(md).toContain('> **Docusaurus title**');
    expect(md).toContain('> **Outer box**\n>\n> Text of the outer box.\n>\n> > **Caution**');
    expect(md).toContain('> **Important**\n>\n> A GitHub important alert.');
    expect(md).toContain('> **Kept title**\n>\n> A container type nobody defined.');
    expect(md).not.toMatch(/:::|\[!/);
  });
});

describe('code blocks', () => {
  it('reads lang{lines}, lang {lines}, [title] and title="…", and applies the notation comments', () => {
    const html = article('code.html');
    const lines = html.match(/<span class="line[^"]*">/g) ?? [];
    expect(lines.slice(0, 3)).toEqual([
      '<span class="line highlighted">',
      '<span class="line">',
      '<span class="line highlighted">',
    ]);
    expect(html).toContain('<div class="docs-code-title">config.ts</div>');
    expect(html).toContain('<div class="docs-code-title">vitepress-title.js</div>');
    const notation = /<pre class="[^"]*has-diff has-focused[^"]*"[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
    expect(notation.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line diff add">',
      '<span class="line diff remove">',
      '<span class="line focused">',
      '<span class="line highlighted">',
      '<span class="line highlighted error">',
      '<span class="line highlighted warning">',
    ]);
    expect(read('code.html')).not.toContain('[!code');
  });

  it('renders a code group as tabs named by the fences, in .md and .mdx pages', () => {
    for (const [file, labels] of [
      ['code.html', ['npm', 'pnpm']],
      ['mdx-page.html', ['yarn', 'bun']],
    ] as const) {
      const tabs = [...article(file).matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect(tabs).toEqual(labels);
      expect(article(file)).toContain('role="tabpanel"');
    }
  });

  it('gives the llms Markdown plain fences: labels in bold, no notation, no line ranges', () => {
    const md = read('code.md');
    expect(md).toContain('```js\nconst first = 1;');
    expect(md).toContain('const added = true;\nconst removed = true;');
    expect(md).not.toContain('[!code');
    expect(md).toContain('**npm**\n\n```sh\nnpm add docs-kit\n```\n\n**pnpm**');
  });
});

describe('raw HTML in .md pages', () => {
  it('renders the elements, resolves their links and keeps an unknown component’s content', () => {
    const html = article('html.html');
    expect(html).toContain(
      '<details>\n<summary>Summary text</summary>\n<p>Body of the <strong>details</strong> block.</p>',
    );
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).toContain('H<sub>2</sub>O');
    expect(html).toContain('m<sup>2</sup>.<br/>');
    expect(html).toContain('src="https://img.shields.io/badge/npm-v1-blue" alt="npm badge"');
    expect(html).toContain('<a href="/code#code">Raw link to the code page</a>');
    expect(html).toContain('Slot text of an unknown component.');
  });

  it('warns about components in a .md page with file:line, and keeps the heading id to its text', () => {
    const warnings = result.warnings.join('\n');
    expect(warnings).toContain('docs/en/html.md:15:12: <NotAComponentHere> is a component');
    expect(warnings).toContain('docs/en/html.md:17:1: <VueOnly> is a component');
    expect(article('html.html')).toContain('<h2 id="options">');
  });

  it('lets search see the text inside raw HTML, without its tags', () => {
    // The sections are what the search index is made of.
    const page = result.pages.find((p) => p.pageData.routePath === '/html');
    const text = page?.sections.map((s) => s.text).join(' ') ?? '';
    expect(text).toContain('Summary text Body of the details block.');
    expect(text).toContain('Press Ctrl + K, water is H2O, area is m2.');
    expect(text).not.toMatch(/<\/?(details|kbd|sub)/);
  });

  it('keeps raw HTML in the llms Markdown, its links resolved', () => {
    const md = read('html.md');
    expect(md).toContain('<details>\n<summary>Summary text</summary>');
    expect(md).toContain('<a href="/code#code">');
  });
});

describe('headings', () => {
  it('makes ids from the text only, with the configured VitePress rules', () => {
    expect(article('index.html')).toContain('<h2 id="build-target">');
    expect(article('index.html')).toMatch(/<h2 id="setup">[\s\S]*<h2 id="setup-1">/);
    const mdx = article('mdx-page.html');
    expect(mdx).toContain('<h2 id="input">input <span class="docs-badge');
    const page = result.pages.find((p) => p.pageData.routePath === '/mdx-page');
    expect(page?.pageData.toc.map((t) => [t.id, t.text])).toEqual([['input', 'input']]);
  });
});

describe('files next to a page', () => {
  it('copies images and linked files into the build under hashed names', () => {
    const html = article('guide/assets.html');
    const image = /src="\/(assets\/files\/diagram\.[0-9a-f]{8}\.svg)"/.exec(html)?.[1] as string;
    const pdf = /href="\/(assets\/files\/sample\.[0-9a-f]{8}\.pdf)"/.exec(html)?.[1] as string;
    expect(read(image)).toBe(readFileSync(path.join(SITE, 'docs/images/diagram.svg'), 'utf8'));
    expect(read(pdf)).toBe(readFileSync(path.join(SITE, 'docs/en/guide/sample.pdf'), 'utf8'));
    // The raw `<img>` points at the same copy.
    expect(html.split(image).length).toBe(3);
    expect(read('guide/assets.md')).toContain(`![A diagram](/${image})`);
  });

  it('fails the build on a missing file with file:line, or warns with checkDeadLinks: "warn"', async () => {
    const site = await copyFixture('markdown-compat');
    try {
      writeFileSync(path.join(site, 'docs/en/guide/assets.md'), '# Files\n\n![gone](./gone.png)\n');
      const error = await buildSite({ siteDir: site, outDir: path.join(site, 'dist') }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DocsError);
      expect((error as DocsError).message).toContain('docs/en/guide/assets.md:3 → ./gone.png (no such file');
      const config = readFileSync(path.join(site, 'docs.config.ts'), 'utf8');
      writeFileSync(
        path.join(site, 'docs.config.ts'),
        config.replace("slugify: 'vitepress'", "slugify: 'vitepress', checkDeadLinks: 'warn'"),
      );
      const warned = await buildSite({ siteDir: site, outDir: path.join(site, 'dist') });
      expect(warned.warnings.join('\n')).toContain('docs/en/guide/assets.md:3 → ./gone.png');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('docs dev', () => {
  it('serves the same compile: containers, code groups and the hashed files', async () => {
    const server = await startDevServer({ siteDir: SITE, port: 0 });
    try {
      const module = (route: string) =>
        fetch(`${server.url}/@docs/page?path=${encodeURIComponent(route)}`).then((r) => r.text());
      const containers = await module('/containers');
      expect(containers).toContain('docs-container docs-container-important');
      expect(containers).toContain('"Docusaurus title"');
      expect(await module('/code')).toMatch(/label: "npm"[\s\S]*label: "pnpm"/);
      const assets = await module('/guide/assets');
      const image = /\/assets\/files\/diagram\.[0-9a-f]{8}\.svg/.exec(assets)?.[0] as string;
      const response = await fetch(`${server.url}${image}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<title>A blue box</title>');
      expect((await fetch(`${server.url}/assets/files/nothing.12345678.png`)).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);
});

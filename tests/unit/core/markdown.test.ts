import { type CompileInput, compilePage, DocsError, findDeadLinks } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';

function input(source: string, overrides: Partial<CompileInput> = {}): CompileInput {
  return {
    filePath: '/site/docs/en/guide/page.md',
    source,
    relativePath: 'en/guide/page.md',
    routePath: '/guide/page',
    lang: 'en',
    defaultLang: 'en',
    langs: ['en', 'zh'],
    base: '/',
    components: new Set(['Badge', 'CodeBlock']),
    ...overrides,
  };
}

async function failure(source: string, overrides: Partial<CompileInput> = {}): Promise<DocsError> {
  const error = await compilePage(input(source, overrides)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocsError);
  return error as DocsError;
}

describe('Markdown and MDX compile', () => {
  it('reads the title, gives headings stable ids and keeps h2-h4 in the toc', async () => {
    const page = await compilePage(
      input(
        '---\ndescription: About it\n---\n\n# The title\n\nIntro.\n\n## First part\n\n### Inner `code`\n\n#### Deep\n\n##### Too deep\n\n## 中文 {#custom-id}\n\n## First part\n',
      ),
    );
    expect(page.pageData.title).toBe('The title');
    expect(page.pageData.description).toBe('About it');
    expect(page.pageData.pageType).toBe('doc');
    expect(page.pageData.version).toBe('');
    expect(page.pageData.toc.map((t) => [t.id, t.depth])).toEqual([
      ['first-part', 2],
      ['inner-code', 3],
      ['deep', 4],
      ['custom-id', 2],
      ['first-part-1', 2],
    ]);
    expect(page.pageData.toc[0]?.charIndex).toBeGreaterThan(0);
    expect(page.code).toContain('"custom-id"');
    expect(page.code).not.toContain('{#custom-id}');
  });

  it("turns VitePress's [[toc]] into nested links to the page's h2 and h3, left out of search", async () => {
    for (const filePath of ['/site/docs/en/guide/page.md', '/site/docs/en/guide/page.mdx']) {
      const page = await compilePage(
        input('# Title\n\n[[toc]]\n\n## One\n\n### One a\n\n#### Deep\n\n## Two {#second}\n\nText.\n', { filePath }),
      );
      expect(page.code).not.toContain('[[toc]]');
      // The list's links (same-page links are written with the page's route); the headings' own anchors are `#id`.
      const links = [...page.code.matchAll(/href: "\/guide\/page(#[^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual(['#one', '#one-a', '#second']);
      // h3 nested inside the h2's item: two lists.
      expect(page.code.match(/_components\.ul\b/g)?.length).toBe(2);
      expect(page.sections.map((s) => s.text).join(' ')).not.toContain('One a Two');
    }
  });

  it('prefers the front-matter title', async () => {
    const page = await compilePage(input('---\ntitle: From YAML\n---\n# From h1\n'));
    expect(page.pageData.title).toBe('From YAML');
  });

  it('reads the containers of a page saved with CRLF line endings as with LF', async () => {
    const lines = ['# Page', '', '::: tip Read this', 'Inside.', ':::', '', ':::warning', 'Careful.', ':::', ''];
    const lf = await compilePage(input(lines.join('\n')));
    const crlf = await compilePage(input(lines.join('\r\n')));
    expect(crlf.code).toContain('docs-container docs-container-tip');
    expect(crlf.code).toContain('docs-container docs-container-warning');
    expect(crlf.code).not.toContain(':::');
    expect(crlf.code).toBe(lf.code);
  });

  it('turns containers into HTML with their titles, and leaves colons in prose alone', async () => {
    const page = await compilePage(
      input(':::warning Mind the gap\nBody **text**.\n:::\n\n:::details\nHidden.\n:::\n\nMeet at 10:30 or a:b.\n'),
    );
    expect(page.code).toContain('docs-container-warning');
    expect(page.code).toContain('Mind the gap');
    expect(page.code).toMatch(/"details"/);
    expect(page.code).toContain('10');
    expect(page.code).toContain(':30');
    expect(page.code).toContain(':b');
  });

  it('highlights code at build time with the title and highlighted lines', async () => {
    const page = await compilePage(input('```ts title="rsbuild.config.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n'));
    expect(page.code).toContain('CodeBlock');
    expect(page.code).toContain('rsbuild.config.ts');
    // The HTML is handed in at render time (props.__code), not written into the module.
    expect(page.code).toContain('props.__code[0]');
    expect(page.code).not.toContain('--shiki-dark');
    expect(page.codeBlocks).toHaveLength(1);
    expect(page.codeBlocks[0]).toContain('--shiki-dark');
    expect(page.codeBlocks[0]).toMatch(/line highlighted/);
  });

  it('rewrites internal links to clean routes with the page language', async () => {
    const zh = await compilePage(
      input(
        '[a](/config/) [b](./other.md#x) [c](../api/index.mdx) [d](https://example.com) [e](/zh/guide/) [f](#local)',
        {
          filePath: '/site/docs/zh/guide/page.md',
          relativePath: 'zh/guide/page.md',
          routePath: '/zh/guide/page',
          lang: 'zh',
        },
      ),
    );
    expect(zh.links.map((l) => `${l.route}#${l.hash}`)).toEqual([
      '/zh/config/#',
      '/zh/guide/other#x',
      '/zh/api/#',
      '/zh/guide/#',
      '/zh/guide/page#local',
    ]);
    expect(zh.code).toContain('"/zh/guide/other#x"');
    expect(zh.code).toContain('"https://example.com"');
  });

  it('finds dead pages and anchors with the closest suggestion', async () => {
    const a = await compilePage(
      input('# A\n\n[to b](/guide/b#setup)\n\n[gone](/guide/bee)\n\n[anchor](/guide/b#setpu)'),
    );
    const b = await compilePage(
      input('# B\n\n## Setup\n', {
        routePath: '/guide/b',
        filePath: '/site/docs/en/guide/b.md',
        relativePath: 'en/guide/b.md',
      }),
    );
    const dead = findDeadLinks([
      { routePath: '/guide/page', filePath: 'a.md', links: a.links, ids: a.ids },
      { routePath: '/guide/b', filePath: 'b.md', links: b.links, ids: b.ids },
    ]);
    expect(dead.map((d) => [d.target, d.reason, d.line, d.suggestion])).toEqual([
      ['/guide/bee', 'page', 5, '/guide/b'],
      ['/guide/b#setpu', 'anchor', 7, '/guide/b#setup'],
    ]);
  });

  it('reports broken front matter with the file, line and a code frame', async () => {
    const error = await failure('---\ntitle: ok\nbad: [unclosed\n---\n# T\n');
    expect(error.file).toBe('/site/docs/en/guide/page.md');
    expect(error.message).toMatch(/Invalid front matter/);
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.frame).toContain('|');
  });

  it('reports MDX syntax errors at the author line', async () => {
    const error = await failure('---\ntitle: x\n---\n\n# T\n\nSome {broken text\n', {
      filePath: '/site/docs/en/guide/page.mdx',
      relativePath: 'en/guide/page.mdx',
    });
    expect(error.line).toBe(7);
    expect(error.format()).toContain('page.mdx:7');
    expect(error.hint).toMatch(/escape/);
  });

  it('reports an element never closed at its line, with a hint to close it', async () => {
    const error = await failure('# T\n\nIntro.\n\n<div className="note">\nNever closed.\n', {
      filePath: '/site/docs/en/guide/page.mdx',
      relativePath: 'en/guide/page.mdx',
    });
    expect(error.format()).toMatch(/page\.mdx:5:1: Expected a closing tag for `<div>`\n/);
    expect(error.format()).toContain('> 5 | <div className="note">');
    expect(error.hint).toBe('Close it (`</div>`), or end it with `/>` if it has no content.');
  });

  it('refuses an unknown component, naming it and its line', async () => {
    const error = await failure('# T\n\n<Badge text="ok" />\n\n<Missing />\n', {
      filePath: '/site/docs/en/guide/page.mdx',
      relativePath: 'en/guide/page.mdx',
    });
    expect(error.message).toContain('<Missing>');
    expect(error.line).toBe(5);
  });

  it('accepts every component the page binds itself: any import form, and its own exports', async () => {
    const source = [
      "import Chart, { Bar as Column } from './chart';",
      "import * as Icons from './icons';",
      'export function Note({ children }) { return <aside>{children}</aside>; }',
      'export const Tip = () => <b>tip</b>, Warn = () => null;',
      '',
      '# T',
      '',
      '<Chart /> <Column /> <Icons.Star /> <Note>n</Note> <Tip /> <Warn />',
      '',
    ].join('\n');
    const mdx = { filePath: '/site/docs/en/guide/page.mdx', relativePath: 'en/guide/page.mdx' };
    const page = await compilePage(input(source, mdx));
    expect(page.code).toContain('function Note(');
    expect((await failure(`${source}\n<Other />\n`, mdx)).message).toContain('<Other>');
  });

  it("imports the site theme's own components a page uses from @theme by name, and no others", async () => {
    const mdx = { filePath: '/site/docs/en/guide/page.mdx', relativePath: 'en/guide/page.mdx' };
    const components = new Set(['Badge', 'Note', 'Callout', 'Unused']);
    const siteComponents = ['Note', 'Callout', 'Unused'];
    const source =
      'import { Callout } from \'./Callout\';\n\n# T\n\n<Badge text="ok" />\n\n<Note>n</Note>\n\n<Callout />\n';
    const page = await compilePage(input(source, { ...mdx, components, siteComponents }));
    expect(page.code).toMatch(/import \{ ?Note ?\} from ["']@theme["']/);
    // The theme's own component still comes from the components the page is given (`mdxComponents`);
    // the page's own import stays its own.
    expect(page.code).toContain('{Badge} = _components');
    expect(page.code.match(/@theme/g)).toHaveLength(1);
    const plain = await compilePage(input('# T\n\n<Badge text="ok" />\n', { ...mdx, components, siteComponents }));
    expect(plain.code).not.toContain('@theme');
  });

  it('treats a .md page as Markdown: braces and angle brackets are text', async () => {
    const page = await compilePage(input('# T\n\nUse {a: 1} and a < b.\n'));
    expect(page.sections[0]?.text).toContain('{a: 1}');
  });

  it('reads containers of every dialect, nested ones, GitHub alerts, and warns on an unknown type', async () => {
    const page = await compilePage(
      input(
        '::: tip\nSpaced.\n:::\n\n::: warning Spaced title\nW.\n:::\n\n:::note[Bracket title]\nN.\n:::\n\n' +
          '::::details Outer\n:::danger\nInner.\n:::\n::::\n\n> [!IMPORTANT]\n> Alert body.\n\n::: mystery Kept title\nBody.\n:::\n',
      ),
    );
    expect(page.code).toContain('docs-container docs-container-tip');
    expect(page.code).toContain('"Spaced title"');
    expect(page.code).toContain('"Bracket title"');
    expect(page.code).toMatch(
      /details, \{\s*className: "docs-container docs-container-details"[\s\S]*"Outer"[\s\S]*docs-container-danger/,
    );
    expect(page.code).toContain('docs-container docs-container-important');
    expect(page.code).not.toContain('[!IMPORTANT]');
    expect(page.code).toContain('docs-container docs-container-neutral');
    expect(page.code).toContain('"Kept title"');
    expect(page.code).not.toContain(':::');
    expect(page.warnings).toEqual([
      expect.objectContaining({ line: 22, message: expect.stringContaining('"mystery"') }),
    ]);
  });

  it('titles a GitHub alert with the words on its marker line, formatting included', async () => {
    const page = await compilePage(
      input(
        '> [!TIP] Before you start\n> Install it.\n\n> [!WARNING] Use **this** one\n> Body.\n\n> [!NOTE]\n> Plain.\n',
      ),
    );
    const titles = [...page.code.matchAll(/className: "docs-container-title",\s*children: ([^\n]+)/g)].map((m) => m[1]);
    expect(titles[0]).toBe('"Before you start"');
    expect(titles[1]).toMatch(/^\["Use ", _jsx\(_components\.strong/);
    expect(titles[2]).toBe('"NOTE"');
    expect(page.code).toContain('"Install it."');
    expect(page.code).toContain('"Body."');
    expect(page.code).not.toContain('[!TIP]');
  });

  it('warns about a container never closed, and not about closed ones', async () => {
    const page = await compilePage(
      input(
        '# T\n\n::: tip\nClosed.\n:::\n\n::::warning Outer\n:::note\nInner.\n:::\n::::\n\n> ::: info\n> In a quote.\n> :::\n\n::: danger\nNever closed.\n\nMore.\n',
      ),
    );
    expect(page.warnings).toEqual([
      expect.objectContaining({
        line: 17,
        message: 'The container "danger" is never closed: it holds everything after it.',
      }),
    ]);
  });

  it('renders a code group as tabs labelled by each fence, or stacked titled blocks without Tabs', async () => {
    const source = '::: code-group\n```sh [npm]\nnpm add x\n```\n```sh [pnpm]\npnpm add x\n```\n:::\n';
    const tabs = await compilePage(input(source, { components: new Set(['CodeBlock', 'Tabs', 'Tab']) }));
    expect(tabs.code).toMatch(/_jsxs\(Tabs[\s\S]*label: "npm"[\s\S]*CodeBlock[\s\S]*label: "pnpm"/);
    expect(tabs.code).not.toContain('title: "npm"');
    const stacked = await compilePage(input(source));
    expect(stacked.code).not.toContain('Tabs');
    expect(stacked.code).toContain('title: "npm"');
    expect(stacked.code).toContain('title: "pnpm"');
  });

  it('renders raw HTML in .md pages and warns about a component there', async () => {
    const page = await compilePage(
      input(
        '# T\n\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\nPress <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup><br>\n<img src="https://example.com/b.svg" alt="badge">\n\n<Custom />\n',
      ),
    );
    for (const tag of ['details', 'summary', 'kbd', 'sub', 'sup', 'br', 'img'])
      expect(page.code).toContain(`_components.${tag}`);
    expect(page.code).toContain('"More"');
    expect(page.sections[0]?.text).toContain('More Hidden text.');
    expect(page.sections[0]?.text).toContain('Press Ctrl, H2O, x2');
    expect(page.sections[0]?.text).not.toContain('<');
    expect(page.warnings).toEqual([
      expect.objectContaining({ line: 13, message: expect.stringContaining('<Custom>') }),
    ]);
  });

  it('keeps a VitePress <Badge text /> in a .md page as its words, without swallowing the rest of the line', async () => {
    const page = await compilePage(
      input('# T\n\n## Option <Badge type="tip" text="v2 & up" /> after\n\nText <Badge text=\'new\'/> more.\n'),
    );
    const html = page.code;
    expect(html).toMatch(/_components\.badge, \{\s*type: "tip",\s*text: "v2 & up",\s*children: "v2 & up"/);
    // The words after the tag stay outside it.
    expect(page.sections.map((s) => s.text).join(' ')).toContain('Text new more.');
    expect(page.pageData.toc[0]?.text).toBe('Option after');
    expect(page.warnings.map((w) => w.line)).toEqual([3, 5]);
  });

  it('leaves scripts and on* handlers of raw HTML out of a .md page, with a warning each', async () => {
    const page = await compilePage(
      input(
        '# T\n\n<img src="https://example.com/a.png" alt="a" onerror="alert(1)">\n\n<script>alert(2)</script>\n\nAfter.\n',
      ),
    );
    expect(page.code).toContain('_components.img');
    expect(page.code).not.toMatch(/onerror|alert/i);
    expect(page.sections[0]?.text).toContain('After.');
    expect(page.warnings).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringContaining('onerror attribute of <img>') }),
      expect.objectContaining({ line: 5, message: expect.stringContaining('<script>') }),
    ]);
  });

  it('applies shiki notation, lang{lines}, lang {lines}, [title] and title="…"', async () => {
    const page = await compilePage(
      input(
        '```js{1} [a.js]\nconst a = 1; // [!code ++]\nconst b = 2; // [!code --]\nconst c = 3; // [!code focus]\nconst d = 4; // [!code error]\nconst e = 5; // [!code warning]\nconst f = 6; // [!code highlight]\n```\n\n```ts {2} title="b.ts"\nx\ny\n```\n',
      ),
    );
    expect(page.code).toContain('lang: "js"');
    expect(page.code).toContain('title: "a.js"');
    expect(page.code).toContain('title: "b.ts"');
    const [first = '', second = ''] = page.codeBlocks;
    expect(first).not.toContain('[!code');
    for (const cls of [
      'line highlighted diff add',
      'line diff remove',
      'line focused',
      'line highlighted error',
      'line highlighted warning',
      'has-focused',
    ])
      expect(first).toContain(cls);
    expect(second).toMatch(/<span class="line highlighted"><span[^>]*>y</);
  });

  it('makes heading ids from the text only, GitHub-style or VitePress-style', async () => {
    const source = '## build.target\n\n## input <Badge text="x" />\n\n## Setup\n\n## Setup\n\n## 1st step\n';
    const mdx = { filePath: '/site/docs/en/guide/page.mdx', relativePath: 'en/guide/page.mdx' };
    const github = await compilePage(input(source, mdx));
    expect(github.pageData.toc.map((t) => t.id)).toEqual(['buildtarget', 'input', 'setup', 'setup-1', '1st-step']);
    expect(github.pageData.toc[1]?.text).toBe('input');
    expect(github.sections.map((s) => s.headings.at(-1))).toContain('input');
    const vitepress = await compilePage(input(source, { ...mdx, slugify: 'vitepress' }));
    expect(vitepress.pageData.toc.map((t) => t.id)).toEqual(['build-target', 'input', 'setup', 'setup-1', '_1st-step']);
    const custom = await compilePage(input('## A b\n', { slugify: (text) => `x-${text.length}` }));
    expect(custom.ids).toEqual(['x-3']);
  });

  it('rejects an unknown page type', async () => {
    const error = await failure('---\npageType: landing\n---\n# T\n');
    expect(error.message).toContain('pageType');
  });
});

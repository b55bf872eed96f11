/**
 * Issue 15: two docs folders first written for VitePress and for Rspress, with their real syntax
 * (front matter, home hero, containers, code groups, `_meta.json`, their nav/sidebar shapes
 * converted to ours), built and served by `docs dev`: nothing is lost, and what cannot render is a
 * warning with file:line.
 */
import { type DevServer, startDevServer } from '@docs-kit/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture as Built, buildFixture } from './fixtureSite';

const built: Built[] = [];
afterAll(() => Promise.all(built.map((site) => site.remove())));

async function build(name: string): Promise<Built> {
  const site = await buildFixture(name);
  built.push(site);
  return site;
}

/** The sidebar's links in order, as `text → href`. */
function sidebarLinks(html: string): string[] {
  const aside = /<aside id="docs-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  return [...aside.matchAll(/<a [^>]*href="([^"]+)"[^>]*><span>([^<]*)<\/span>/g)].map((m) => `${m[2]} → ${m[1]}`);
}

describe('a VitePress-flavoured folder', () => {
  let site: Built;
  beforeAll(async () => {
    site = await build('byod-vitepress');
  }, 120_000);

  it('builds, warning (with file:line) only about the Vue component a .md page cannot render', () => {
    expect(site.result.warnings).toEqual([expect.stringMatching(/what-is-lumen\.md:18:1: <Badge> is a component/)]);
  });

  it('renders the home page of layout: home with its hero texts and buttons', () => {
    const html = site.read('index.html');
    expect(html).toContain('class="docs-hero-title">Lumen</h1>');
    expect(html).toContain('State that stays small');
    expect(html).toContain('One store, plain functions, no boilerplate.');
    expect(html).toContain('class="docs-button docs-button-brand" href="/guide/getting-started">Get Started</a>');
    expect(html).toContain('class="docs-button docs-button-alt" href="/guide/what-is-lumen">What is Lumen?');
    expect(html).toContain('Under two kilobytes after gzip');
    expect(site.read('zh/index.html')).toMatch(/href="\/zh\/guide\/getting-started"[^>]*>快速开始/);
  });

  it('keeps containers, alerts, raw HTML, code groups, notation and VitePress anchors', () => {
    const what = site.read('guide/what-is-lumen.html');
    expect(what).toContain('id="what-is-it"');
    expect(what).toContain('id="store-select-and-friends"');
    expect(what).toMatch(/docs-container-warning[\s\S]*?Breaking change in 2\.0/);
    expect(what).toMatch(/docs-container-note/);
    expect(what).toContain('<kbd>Ctrl</kbd>');
    expect(what).toMatch(/<summary>Why not a reducer\?<\/summary>/);
    const start = site.read('guide/getting-started.html');
    expect(start).toMatch(/role="tab"[^>]*>npm<[\s\S]*role="tab"[^>]*>pnpm</);
    expect(start).toContain('store.ts');
    expect(start).toMatch(/class="[^"]*diff add/);
    expect(start).toContain('href="/guide/what-is-lumen#store-select-and-friends"');
  });

  it('prefixes the Chinese nav and sidebar written without /zh', () => {
    const html = site.read('zh/guide/getting-started.html');
    expect(sidebarLinks(html)).toEqual([
      'Lumen 是什么？ → /zh/guide/what-is-lumen',
      '快速开始 → /zh/guide/getting-started',
    ]);
    expect(html).toContain(
      'class="docs-nav-link docs-nav-link-active" aria-current="page" href="/zh/guide/what-is-lumen">指南',
    );
  });
});

describe('an Rspress-flavoured folder', () => {
  let site: Built;
  let dev: DevServer;
  beforeAll(async () => {
    site = await build('byod-rspress');
    dev = await startDevServer({ siteDir: site.siteDir, port: 0 });
  }, 180_000);
  afterAll(async () => {
    await dev?.close();
  });

  const expectedEn = [
    'Introduction → /guide/start/introduction',
    'Installation → /guide/start/install',
    'Plugins → /guide/advanced/plugins',
    'Caching → /guide/advanced/caching',
  ];

  it('builds with no warnings, its sidebar from _meta.json and front-matter order', () => {
    expect(site.result.warnings).toEqual([]);
    const html = site.read('guide/start/install.html');
    expect(sidebarLinks(html)).toEqual(expectedEn);
    expect(html).toContain('Getting Started');
    expect(html).toMatch(/docs-sidebar-section-header">Advanced/);
    expect(html).toMatch(/docs-sidebar-divider-solid/);
    expect(sidebarLinks(site.read('zh/guide/start/install.html'))).toEqual([
      '介绍 → /zh/guide/start/introduction',
      '安装 → /zh/guide/start/install',
      '插件 → /zh/guide/advanced/plugins',
      '缓存 → /zh/guide/advanced/caching',
    ]);
  });

  it('renders Rspress containers, titled code and the PackageManagerTabs imported from @theme', () => {
    const intro = site.read('guide/start/introduction.html');
    expect(intro).toMatch(/docs-container-tip[\s\S]*?Good to know/);
    expect(intro).toMatch(/<details[\s\S]*?What about apps\?/);
    expect(intro).toContain('parcelo.config.ts');
    const install = site.read('guide/start/install.html');
    expect(install).toMatch(/role="tab"[^>]*>npm</);
    expect(install).toContain('npm add parcelo -D');
    expect(site.read('index.html')).toContain('Bundle every package of a monorepo');
  });

  it('gives dev the same generated sidebar (with the page, as the build ships it) and the same page', async () => {
    // Dev renders in the browser: the section's sidebar comes in the page module, as in the build.
    const page = await (await fetch(`${dev.url}/@docs/page?path=${encodeURIComponent('/guide/start/install')}`)).text();
    expect(page).toContain('add parcelo -D');
    const at = (text: string) => page.indexOf(text);
    expect(at('Getting Started')).toBeGreaterThan(-1);
    const order = [
      '/guide/start/introduction',
      '/guide/start/install',
      '/guide/advanced/plugins',
      '/guide/advanced/caching',
    ];
    const positions = order.map((link) => at(`"${link}"`));
    expect(positions.every((p) => p > -1)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });
});

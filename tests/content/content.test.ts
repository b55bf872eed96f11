import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createRsbuild } from '@rsbuild/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { specRoutes } from '../spec/routes';
import { type CheckedPage, checkContent, compileSite, fences } from './checks';
import { configSamples, typeCheckSamples } from './configSamples';
import { at, evaluateLiteral, missingOptions, type OptionPage, readOptionPage } from './optionPages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = path.join(root, 'site/docs');
const routes = specRoutes();

let pages: CheckedPage[];
let optionPages: OptionPage[];

beforeAll(async () => {
  pages = await compileSite(docs);
  const configPages = pages.filter(
    (p) => p.route.lang === 'en' && p.route.path.startsWith('/config/') && p.route.path !== '/config/',
  );
  optionPages = (await Promise.all(configPages.map((p) => readOptionPage(p.route.filePath)))).filter(
    (p): p is OptionPage => !!p,
  );
});

describe('site content (issues 5 and 6)', () => {
  it('has a page in both languages for every route of routes.txt', () => {
    const have = new Set(pages.map((p) => p.route.path));
    const missing = routes.flatMap((route) => {
      const zh = route === '/' ? '/zh/' : `/zh${route}`;
      return [route, zh].filter((r) => !have.has(r));
    });
    expect(missing).toEqual([]);
  });

  it('passes every content rule: compiles, long enough, no placeholders, twin parity, code parses, no dead links', async () => {
    const redirects = ['/config/source/alias', '/config/source/alias-strategy', '/plugins/list/plugin-assets-retry'];
    const problems = await checkContent(docs, { extraRoutes: [...redirects, ...redirects.map((r) => `/zh${r}`)] });
    expect(problems.map((p) => `${path.relative(root, p.file)}${p.line ? `:${p.line}` : ''}: ${p.message}`)).toEqual(
      [],
    );
    // Compiles ~370 pages and type-checks ~700 config samples: well over a minute on a busy 2-core box.
  }, 180_000);

  it('titles every option page with an option that exists in @rsbuild/core', () => {
    expect(optionPages.length).toBeGreaterThanOrEqual(90);
    const missing = missingOptions(
      optionPages.map((p) => p.option),
      path.join(root, 'tests'),
    );
    expect(missing).toEqual([]);
  });

  it('states defaults that equal the real default config of @rsbuild/core', async () => {
    const rsbuild = await createRsbuild({ cwd: path.join(root, 'tests/content'), rsbuildConfig: {} });
    await rsbuild.initConfigs();
    const defaults = rsbuild.getNormalizedConfig();
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const page of optionPages) {
      if (!page.defaultLiteral) continue;
      const parsed = evaluateLiteral(page.defaultLiteral);
      if (!parsed) continue;
      const actual = at(defaults, page.option);
      checked.push(page.option);
      const same =
        parsed.value instanceof RegExp
          ? String(parsed.value) === String(actual)
          : isDeepStrictEqual(
              JSON.parse(JSON.stringify(parsed.value ?? null)),
              JSON.parse(JSON.stringify(actual ?? null)),
            );
      if (!same)
        wrong.push(`${page.option}: page says ${page.defaultLiteral}, @rsbuild/core has ${JSON.stringify(actual)}`);
    }
    expect(checked.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('type-checks configuration samples against @rsbuild/core 1.7.6, reporting the page line (issue 18)', () => {
    // The whole site's samples are checked by the content rules above; this proves the check bites.
    const samples = pages.flatMap((p) => configSamples(p.route.filePath, fences(p.source)));
    expect(samples.length).toBeGreaterThan(600);
    const page = path.join(docs, 'en/sample.md');
    const md = [
      '# Sample',
      '',
      '```ts title="rsbuild.config.ts"',
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginSass } from '@rsbuild/plugin-sass';",
      "import { buildInfo } from './plugins/buildInfo';",
      '',
      'export default defineConfig({',
      '  plugins: [pluginSass({ sassLoaderOptions: { api: "modern-compiler" } }), buildInfo()],',
      "  output: { distPath: { rooot: 'out' } },",
      '});',
      '```',
      '',
      '```ts',
      "import { defineConfig } from '@rsbuild/core';",
      "export default defineConfig({ server: { port: '8080' } });",
      '```',
      '',
      '```ts title="src/index.ts"',
      'const notConfig: number = "not a config sample";',
      '```',
    ].join('\n');
    const found = configSamples(page, fences(md));
    expect(found.map((s) => s.line)).toEqual([4, 15]);
    const problems = typeCheckSamples(found, path.join(root, 'tests')).map((p) => `${p.line}: ${p.message}`);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^10: .*TS2769.*'rooot' does not exist/s);
    expect(problems[1]).toMatch(/^16: .*TS2769.*'string' is not assignable to type 'number'/s);
  });
});

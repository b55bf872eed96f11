import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createRsbuild } from '@rsbuild/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CheckedPage, checkContent, compileSite } from './checks';
import { at, evaluateLiteral, missingOptions, type OptionPage, readOptionPage } from './optionPages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = path.join(root, 'site/docs');
const routes = readFileSync(path.join(root, '../shared/spec/routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

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
  });

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
});

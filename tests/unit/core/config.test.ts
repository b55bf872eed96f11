import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsError, loadConfig, resolveConfig } from '@docs-kit/core';
import defaultTheme from '@docs-kit/theme-default/node';
import { afterAll, describe, expect, it } from 'vitest';
import { registerTypeScript } from '../../../packages/cli/src/node/precompile';

// Inside the repository, so that a config there resolves the tests' packages by name.
const IN_REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/config-${process.pid}`);
afterAll(() => rm(IN_REPO, { recursive: true, force: true }));

function errorOf(fn: () => unknown): DocsError {
  try {
    fn();
  } catch (error) {
    return error as DocsError;
  }
  throw new Error('expected an error');
}

describe('config (zod schema)', () => {
  it('fills the spec defaults', () => {
    const config = resolveConfig({});
    expect(config.base).toBe('/');
    expect(config.lang).toBe('en');
    expect(config.route).toEqual({ cleanUrls: true, exclude: [] });
    expect(config.markdown.showLineNumbers).toBe(false);
    expect(config.markdown.defaultWrapCode).toBe(false);
    expect(config.themeConfig.localeRedirect).toBe('auto');
    expect(config.themeConfig.darkMode).toBe(true);
    expect(config.search).toEqual({ provider: 'local', resultsPerGroup: 5 });
  });

  it("takes the keys only a theme reads from the theme's schema, with their defaults", () => {
    // Core alone knows nothing of the default theme's keys (issue 14).
    expect('hideNavbar' in resolveConfig({}).themeConfig).toBe(false);
    expect(errorOf(() => resolveConfig({ themeConfig: { hideNavbar: 'auto' } })).message).toContain(
      'themeConfig: unknown key "hideNavbar"',
    );
    const themed = resolveConfig({ themeConfig: { banner: { message: 'Hi' } } }, undefined, undefined, defaultTheme);
    expect(themed.themeConfig).toMatchObject({
      hideNavbar: 'never',
      enableScrollToTop: false,
      fallbackHeadingTitle: true,
      banner: { message: 'Hi', storageKey: 'docs-banner-dismissed' },
    });
    const error = errorOf(() =>
      resolveConfig({ themeConfig: { banner: { mesage: 'Hi' } } }, undefined, undefined, defaultTheme),
    );
    expect(error.message).toContain('themeConfig.banner');
    expect(error.message).toContain('unknown key "mesage"');
  });

  it('names the key path and the expected type of a wrong value', () => {
    const error = errorOf(() =>
      resolveConfig({ themeConfig: { nav: [{ text: 'Guide', link: 42 }] } }, 'docs.config.ts', ''),
    );
    expect(error).toBeInstanceOf(DocsError);
    expect(error.message).toContain('themeConfig.nav[0].link');
    expect(error.message).toMatch(/expected string/);
    expect(error.message).toContain('docs.config.ts');
  });

  it('rejects an unknown key and suggests the closest one', () => {
    const source = "export default defineConfig({\n  titel: 'x',\n});\n";
    const error = errorOf(() => resolveConfig({ titel: 'x' }, 'docs.config.ts', source));
    expect(error.message).toContain('unknown key "titel"');
    expect(error.message).toContain('did you mean "title"');
    expect(error.message).toContain('docs.config.ts:2');
    expect(error.line).toBe(2);
  });

  it('rejects unknown keys in nested objects too', () => {
    const error = errorOf(() =>
      resolveConfig({ themeConfig: { hideNavBar: 'auto' } }, undefined, undefined, defaultTheme),
    );
    expect(error.message).toContain('themeConfig');
    expect(error.message).toContain('did you mean "hideNavbar"');
  });

  it('rejects a bad locale and a default language without a locale', () => {
    expect(errorOf(() => resolveConfig({ locales: [{ lang: 'English!', label: 'x' }] })).message).toContain(
      'locales[0].lang',
    );
    expect(errorOf(() => resolveConfig({ lang: 'fr', locales: [{ lang: 'en', label: 'English' }] })).message).toContain(
      '"fr" is not one of the locales',
    );
    expect(
      errorOf(() =>
        resolveConfig({
          locales: [
            { lang: 'en', label: 'a' },
            { lang: 'en', label: 'b' },
          ],
        }),
      ).message,
    ).toContain('listed twice');
  });

  it('requires the Algolia application id and key', () => {
    expect(
      errorOf(() => resolveConfig({ search: { provider: 'algolia', indexName: 'docs', apiKey: 'k' } })).message,
    ).toContain('appId is missing');
    expect(
      errorOf(() => resolveConfig({ search: { provider: 'algolia', indexName: 'docs', appId: 'A' } })).message,
    ).toContain('apiKey is missing');
  });

  it('loads a TypeScript config file through esbuild', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-config-'));
    await writeFile(
      path.join(dir, 'docs.config.ts'),
      "const title: string = 'Typed';\nexport default { title, root: 'content' };\n",
    );
    const loaded = await loadConfig(dir);
    expect(loaded.config.title).toBe('Typed');
    expect(loaded.docsDir).toBe(path.join(dir, 'content'));
    expect(loaded.langs).toEqual(['en']);
  });

  it('reports a syntax error in the config with its file and line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-config-'));
    await writeFile(path.join(dir, 'docs.config.ts'), 'export default {\n  title: ,\n};\n');
    const error = await loadConfig(dir).catch((e: DocsError) => e);
    expect(error).toBeInstanceOf(DocsError);
    expect((error as DocsError).file).toContain('docs.config.ts');
    expect((error as DocsError).line).toBe(2);
  });

  it('reuses the bundled config until the config or a file it imports changes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-config-'));
    const config = path.join(dir, 'docs.config.ts');
    const imported = path.join(dir, 'title.ts');
    // Saved a while ago: a file saved while it is bundled is never kept.
    const save = async (file: string, text: string, minutesAgo: number) => {
      await writeFile(file, text);
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await utimes(file, at, at);
    };
    await save(imported, "export const title = 'One';\n", 10);
    await save(config, "import { title } from './title';\nexport default { title, description: 'first' };\n", 10);
    const bundles = async () =>
      (await readdir(path.join(dir, 'node_modules/.docs-config'))).filter((f) => f.endsWith('.mjs'));

    const first = await loadConfig(dir);
    expect(first.config.title).toBe('One');
    expect(first.dependencies.sort()).toEqual([config, imported].sort());
    const kept = await bundles();
    expect(kept).toHaveLength(1);

    // Nothing changed: the same bundle is loaded, evaluated afresh.
    const second = await loadConfig(dir);
    expect(second.config).toEqual(first.config);
    expect(second.config).not.toBe(first.config);
    expect(second.dependencies.sort()).toEqual(first.dependencies.sort());
    expect(await bundles()).toEqual(kept);

    // An imported file edited: bundled anew, and the old bundle is gone.
    await save(imported, "export const title = 'Two';\n", 5);
    expect((await loadConfig(dir)).config.title).toBe('Two');
    const rebundled = await bundles();
    expect(rebundled).toHaveLength(1);
    expect(rebundled).not.toEqual(kept);

    // The config itself edited.
    await save(config, "export default { title: 'Three' };\n", 4);
    const third = await loadConfig(dir);
    expect(third.config.title).toBe('Three');
    expect(third.dependencies).toEqual([config]);

    // Saved just now, as while a bundle runs: loaded right, but not kept.
    await writeFile(config, "export default { title: 'Four' };\n");
    expect((await loadConfig(dir)).config.title).toBe('Four');
    expect((await loadConfig(dir)).config.title).toBe('Four');
  });

  it('asks for TypeScript support before loading a config that imports a TypeScript package, kept or not', async () => {
    // The CLI runs as JavaScript (precompiled): Node alone cannot load `@docs-kit/cli/plugins`.
    const config = path.join(IN_REPO, 'docs.config.ts');
    await mkdir(IN_REPO, { recursive: true });
    const save = async (text: string, minutesAgo: number) => {
      await writeFile(config, text);
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await utimes(config, at, at);
    };
    let asked = 0;
    const loadTypeScript = () => {
      asked++;
      return registerTypeScript();
    };
    await save(
      "import { pluginLlms } from '@docs-kit/cli/plugins';\nexport default { title: typeof pluginLlms };\n",
      10,
    );
    expect((await loadConfig(IN_REPO, undefined, { loadTypeScript })).config.title).toBe('function');
    expect(asked).toBe(1);
    // The kept bundle remembers it.
    expect((await loadConfig(IN_REPO, undefined, { loadTypeScript })).config.title).toBe('function');
    expect(asked).toBe(2);
    // Node's own modules and local files need no help.
    await save("import path from 'node:path';\nexport default { title: path.posix.sep };\n", 5);
    expect((await loadConfig(IN_REPO, undefined, { loadTypeScript })).config.title).toBe('/');
    expect((await loadConfig(IN_REPO, undefined, { loadTypeScript })).config.title).toBe('/');
    expect(asked).toBe(2);
  });
});

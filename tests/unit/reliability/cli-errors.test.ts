/**
 * Authors' bad input through the real `docs` binary (issue 7): an invalid config, broken pages
 * and dead links end the process with exit code 1 and one clear message (file, line, column and a
 * code frame; key path and expected value for the config), no stack trace unless `--debug`, and a
 * failed build leaves the previous output byte for byte as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, copySite, FIXTURE, ROOT, runDocs, STACK_LINE, snapshotTree } from './helpers';

let site: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  site = await copySite('cli');
});

afterAll(async () => {
  await site?.remove();
});

const CONFIG_HEAD = "import { defineConfig } from '@docs-kit/cli';\n\nexport default defineConfig(";

/** Each bad config in a folder of its own, so the processes run side by side. */
async function runWithConfig(name: string, config: string, extra: string[] = []) {
  const dir = path.join(site.dir, 'configs', name);
  await mkdir(path.join(dir, 'docs/en'), { recursive: true });
  await writeFile(path.join(dir, 'docs/en/index.md'), '# Home\n');
  await writeFile(path.join(dir, 'docs.config.ts'), config);
  const result = await runDocs(['build', dir, ...extra]);
  return { ...result, wroteOutput: existsSync(path.join(dir, 'dist')) };
}

const configCases: { name: string; body: string; expected: RegExp[] }[] = [
  {
    name: 'a value of the wrong type',
    body: '{\n  title: 42,\n}',
    expected: [/title: expected string, received number/, /docs\.config\.ts:4\b/],
  },
  {
    name: 'an unknown key',
    body: "{\n  titel: 'Docs',\n}",
    expected: [/\(root\): unknown key "titel"; did you mean "title"\?/, /docs\.config\.ts:4\b/],
  },
  {
    name: 'a nested unknown key',
    body: '{\n  themeConfig: {\n    sidebar: {},\n    darkmode: false,\n  },\n}',
    expected: [/themeConfig: unknown key "darkmode"; did you mean "darkMode"\?/, /docs\.config\.ts:6\b/],
  },
  {
    name: 'a bad locale code',
    body: "{\n  locales: [{ lang: 'English!', label: 'English' }],\n}",
    expected: [/locales\[0\]\.lang: a language code such as "en" or "zh"/],
  },
  {
    name: 'a default language without its locale',
    body: "{\n  lang: 'fr',\n  locales: [{ lang: 'en', label: 'English' }],\n}",
    expected: [/lang: "fr" is not one of the locales \(en\)/],
  },
  {
    name: 'Algolia without its application id',
    body: "{\n  search: { provider: 'algolia', apiKey: 'k', indexName: 'i' },\n}",
    expected: [/search\.appId: .*appId is missing/],
  },
  {
    name: 'Algolia with only its provider',
    body: "{\n  search: { provider: 'algolia' },\n}",
    expected: [
      /search\.appId: .*appId is missing/,
      /search\.apiKey: .*apiKey is missing/,
      /search\.indexName: .*indexName is missing/,
    ],
  },
  {
    name: 'a wrong value in a later item whose key an earlier one has too',
    body: "{\n  themeConfig: {\n    nav: [\n      { text: 'Guide', link: '/guide/' },\n      { text: 'API', link: 42 },\n    ],\n  },\n}",
    expected: [/themeConfig\.nav\[1\]\.link: expected string, received number \(.*docs\.config\.ts:7\)/],
  },
  {
    name: 'a nav item with neither a link nor items',
    body: "{\n  themeConfig: {\n    nav: [{ text: 'Guide', link: '/guide/' }, { text: 'API' }],\n  },\n}",
    expected: [/themeConfig\.nav\[1\]: a nav item needs a `link`, or `items` for a dropdown/],
  },
  {
    name: 'a language without its folder of pages',
    body: "{\n  locales: [\n    { lang: 'en', label: 'English' },\n    { lang: 'fr', label: 'Français' },\n  ],\n}",
    expected: [/locales: no folder docs\/fr for "fr"\. Put that language's pages there/],
  },
  {
    name: 'Algolia without its API key',
    body: "{\n  search: { provider: 'algolia', appId: 'A', indexName: 'i' },\n}",
    expected: [/search\.apiKey: .*apiKey is missing/],
  },
];

describe('invalid config through the CLI', () => {
  const results = new Map<string, CliResult & { wroteOutput: boolean }>();

  beforeAll(async () => {
    const jobs: [string, string, string[]][] = [
      ...configCases.map((c, i): [string, string, string[]] => [`case-${i}`, `${CONFIG_HEAD}${c.body});\n`, []]),
      ['debug', `${CONFIG_HEAD}{\n  title: 42,\n});\n`, ['--debug']],
      ['syntax', `${CONFIG_HEAD}{\n  title: 'x',,\n});\n`, []],
    ];
    // Three at a time: each is a whole Node process compiling the framework.
    for (let i = 0; i < jobs.length; i += 3) {
      await Promise.all(
        jobs.slice(i, i + 3).map(async ([name, config, extra]) => {
          results.set(name, await runWithConfig(name, config, extra));
        }),
      );
    }
  });

  it.each(configCases.map((c, i) => ({ ...c, key: `case-${i}` })))(
    '$name: exit code 1, the key path, the expected value and the file, no stack',
    ({ key, expected }) => {
      const result = results.get(key) as CliResult & { wroteOutput: boolean };
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/✖ .*Invalid config in .*docs\.config\.ts/);
      for (const pattern of expected) expect(result.stderr).toMatch(pattern);
      // One message: a single ✖, no stack trace without --debug, and nothing written.
      expect(result.stderr.match(/✖/g)).toHaveLength(1);
      expect(result.stderr).not.toMatch(STACK_LINE);
      expect(result.wroteOutput).toBe(false);
    },
  );

  it('prints the stack trace only with --debug', () => {
    const result = results.get('debug') as CliResult;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/title: expected string/);
    expect(result.stderr).toMatch(STACK_LINE);
  });

  it('reports a syntax error in the config at its file, line and column, without a stack', () => {
    const result = results.get('syntax') as CliResult;
    expect(result.code).toBe(1);
    // The location must be the config file itself, a path the author can open.
    const location = /✖ (\S+):(\d+):(\d+): Cannot read the config/.exec(result.stderr);
    expect(location?.[1]).toMatch(/configs\/syntax\/docs\.config\.ts$/);
    expect(existsSync(path.resolve(ROOT, location?.[1] ?? ''))).toBe(true);
    expect(location?.[2]).toBe('4');
    expect(result.stderr).not.toMatch(STACK_LINE);
  });
});

describe('a failed build leaves the previous output untouched', () => {
  const goodConfig = async () => {
    const original = await readFile(path.join(FIXTURE, 'docs.config.ts'), 'utf8');
    await writeFile(path.join(site.dir, 'docs.config.ts'), original);
  };
  let before: Record<string, string>;

  beforeAll(async () => {
    await goodConfig();
    await rm(path.join(site.dir, 'dist'), { recursive: true, force: true });
    const good = await runDocs(['build', site.dir]);
    expect(good.stderr).not.toMatch(/✖/);
    expect(good.code).toBe(0);
    before = await snapshotTree(path.join(site.dir, 'dist'));
    expect(Object.keys(before)).toContain('guide/second.html');
  });

  const page = (rel: string) => path.join(site.dir, 'docs/en', rel);

  const broken: { name: string; file: string; source: string; location: RegExp; message: RegExp }[] = [
    {
      name: 'broken front matter (bad YAML)',
      file: 'guide/index.md',
      source: '---\ntitle: [unclosed\ndescription: x\n---\n\n# Guide\n',
      location: /docs\/en\/guide\/index\.md:\d+:\d+: Invalid front matter/,
      message: /\^/,
    },
    {
      name: 'an MDX syntax error',
      file: 'guide/second.mdx',
      source: '# Second page\n\n## Details\n\nText {unclosed\n\nMore.\n',
      location: /docs\/en\/guide\/second\.mdx:5:\d+:/,
      message: /> 5 \| Text \{unclosed/,
    },
    {
      name: 'an unknown MDX component',
      file: 'guide/second.mdx',
      source: '# Second page\n\n## Details\n\n<NoSuchWidget size="2" />\n',
      location: /docs\/en\/guide\/second\.mdx:5:\d+:.*NoSuchWidget/,
      message: /> 5 \| <NoSuchWidget/,
    },
    {
      name: 'a component that throws while rendering',
      file: 'guide/second.mdx',
      source: '# Second page\n\n## Details\n\n{(() => { throw new Error("kaboom in render") })()}\n',
      location: /docs\/en\/guide\/second\.mdx/,
      message: /kaboom in render/,
    },
  ];

  it.each(broken)(
    '$name: exit 1, file:line:column with a frame, dist byte-identical',
    async ({ file, source, location, message }) => {
      const original = await readFile(page(file), 'utf8');
      await writeFile(page(file), source);
      try {
        const result = await runDocs(['build', site.dir]);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(location);
        expect(result.stderr).toMatch(message);
        expect(result.stderr).not.toMatch(STACK_LINE);
        expect(await snapshotTree(path.join(site.dir, 'dist'))).toEqual(before);
      } finally {
        await writeFile(page(file), original);
      }
    },
  );

  // The default theme renders a page's content in a Suspense boundary, where React's renderToString
  // drops an error without a word: the page used to be written empty and the build to pass.
  it('a default-theme page whose content throws while rendering fails the build too', async () => {
    const dir = path.join(site.dir, 'configs', 'default-theme');
    const file = path.join(dir, 'docs/en/guide/second.mdx');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(path.join(dir, 'docs/en/index.md'), '# Home\n');
    await writeFile(path.join(dir, 'docs.config.ts'), `${CONFIG_HEAD}{ title: 'Plain' });\n`);
    await writeFile(file, '# Second page\n\nKeep this paragraph.\n');
    expect((await runDocs(['build', dir])).code).toBe(0);
    const built = await snapshotTree(path.join(dir, 'dist'));
    await writeFile(file, '# Second page\n\nKeep this paragraph.\n\nSet the value to {userName} in the template.\n');
    const result = await runDocs(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/en\/guide\/second\.mdx: Rendering failed: userName is not defined/);
    expect(await snapshotTree(path.join(dir, 'dist'))).toEqual(built);
  }, 120_000);

  it('dead links fail the build, each listed as file:line → target with the closest route', async () => {
    const original = await readFile(page('guide/index.md'), 'utf8');
    await writeFile(
      page('guide/index.md'),
      '# Guide\n\nSee [the secnd page](./secnd.md).\n\n## Install\n\nAnd [details](./second.md#detials).\n',
    );
    try {
      const result = await runDocs(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/2 dead links/);
      expect(result.stderr).toMatch(
        /docs\/en\/guide\/index\.md:3 → \.\/secnd\.md \(no such page; did you mean \/guide\/second\?\)/,
      );
      expect(result.stderr).toMatch(
        /docs\/en\/guide\/index\.md:7 → \.\/second\.md#detials \(no such heading; did you mean \/guide\/second#details\?\)/,
      );
      expect(await snapshotTree(path.join(site.dir, 'dist'))).toEqual(before);

      // The option turns them into warnings: the build succeeds and still lists them.
      const config = await readFile(path.join(site.dir, 'docs.config.ts'), 'utf8');
      await writeFile(
        path.join(site.dir, 'docs.config.ts'),
        config.replace('redirects:', "markdown: { checkDeadLinks: 'warn' },\n  redirects:"),
      );
      const warned = await runDocs(['build', site.dir]);
      expect(warned.code).toBe(0);
      expect(warned.stderr + warned.stdout).toMatch(/index\.md:3 → \.\/secnd\.md/);
    } finally {
      await writeFile(page('guide/index.md'), original);
      await goodConfig();
    }
  });
});

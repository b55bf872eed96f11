import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsError } from '@docs-kit/core/shared';

const CONFIG_NAMES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];
const PACKAGES = ['cli', 'core', 'search', 'theme-default'] as const;

export interface InitOptions {
  /** Folder to create the site in (created when missing). */
  dir: string;
  /** The framework's version, for the dependency range. */
  version: string;
  /** A folder holding the packed tarballs (`docs-kit-cli-0.1.0.tgz`, …), named relative to the site. */
  tarballs?: string;
}

/** `file:` specs for the packed framework, relative to the site so the folder can move. */
function tarballDependencies(dir: string, tarballs: string): Record<string, string> {
  const folder = path.resolve(tarballs);
  const files = existsSync(folder) ? readdirSync(folder) : [];
  const specs: Record<string, string> = {};
  for (const name of PACKAGES) {
    const file = files
      .filter((f) => f.startsWith(`docs-kit-${name}-`) && f.endsWith('.tgz'))
      .sort()
      .pop();
    if (!file) {
      throw new DocsError(`No docs-kit-${name}-<version>.tgz in ${folder}.`, {
        hint: 'Pack the framework first: see "Use it for your own docs" in the README.',
      });
    }
    const relative = path.relative(dir, path.join(folder, file)).split(path.sep).join('/');
    specs[`@docs-kit/${name}`] = `file:${relative.startsWith('.') ? relative : `./${relative}`}`;
  }
  return specs;
}

function packageJson(name: string, options: InitOptions, dir: string): string {
  const tarballs = options.tarballs ? tarballDependencies(dir, options.tarballs) : undefined;
  const pkg = {
    name,
    private: true,
    type: 'module',
    scripts: { dev: 'docs dev', build: 'docs build', preview: 'docs preview' },
    dependencies: { '@docs-kit/cli': tarballs?.['@docs-kit/cli'] ?? `^${options.version}` },
    // The CLI names the other packages by version: point them at the tarballs too.
    ...(tarballs && {
      pnpm: { overrides: Object.fromEntries(Object.entries(tarballs).filter(([n]) => n !== '@docs-kit/cli')) },
    }),
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function files(name: string): Record<string, string> {
  return {
    'docs.config.ts': `import { defineConfig } from '@docs-kit/cli';

export default defineConfig({
  title: '${name}',
  description: 'The documentation of ${name}.',
  locales: [
    { lang: 'en', label: 'English' },
    {
      lang: 'zh',
      label: '简体中文',
      description: '${name} 的文档。',
      // Links inside a locale are relative to its language: '/guide/' here is /zh/guide/.
      nav: [{ text: '指南', link: '/guide/' }],
      sidebar: { '/guide/': [{ text: '指南', items: [{ link: '/guide/' }] }] },
    },
  ],
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/' }],
    sidebar: { '/guide/': [{ text: 'Guide', items: [{ link: '/guide/' }] }] },
  },
});
`,
    'docs/en/index.md': `---
pageType: home
hero:
  getStartedLink: /guide/
features:
  - title: Write Markdown
    details: Every page is a Markdown or MDX file under docs/, one folder per language.
  - title: Preview as you type
    details: Run \`pnpm dev\` and the page in your browser follows your edits.
  - title: Ship static files
    details: Run \`pnpm build\` for plain HTML in dist/, ready for any static host.
---
`,
    'docs/en/guide/index.md': `# Getting started

This page lives in \`docs/en/guide/index.md\`. Edit it, or add pages next to it and list them in
the sidebar of \`docs.config.ts\`.

:::tip
Run \`pnpm dev\` and open the address it prints: the page reloads when you save.
:::

\`\`\`bash
pnpm dev
\`\`\`
`,
    'docs/zh/index.md': `---
pageType: home
hero:
  getStartedLink: /zh/guide/
features:
  - title: 用 Markdown 写作
    details: 每个页面都是 docs/ 下的 Markdown 或 MDX 文件，每种语言一个文件夹。
  - title: 边写边预览
    details: 运行 \`pnpm dev\`，浏览器中的页面会随编辑实时更新。
  - title: 输出静态文件
    details: 运行 \`pnpm build\`，dist/ 中即是可部署到任意静态托管的 HTML。
---
`,
    'docs/zh/guide/index.md': `# 快速开始

本页位于 \`docs/zh/guide/index.md\`。直接编辑它，或在旁边新建页面，并在 \`docs.config.ts\` 的侧边栏中列出。

:::tip
运行 \`pnpm dev\` 并打开它输出的地址：保存后页面会自动刷新。
:::

\`\`\`bash
pnpm dev
\`\`\`
`,
  };
}

/**
 * `docs init [dir]`: writes a working bilingual starter site (config, an English and a Chinese
 * home page and guide page, package.json). Refuses to write over an existing site.
 */
export async function initSite(options: InitOptions): Promise<string[]> {
  const dir = path.resolve(options.dir);
  const existing = CONFIG_NAMES.find((name) => existsSync(path.join(dir, name)));
  if (existing) {
    throw new DocsError(`${path.join(dir, existing)} already exists: this folder already holds a site.`, {
      hint: 'Run `docs init <new-folder>` to create a site in a new folder.',
    });
  }
  const name =
    path
      .basename(dir)
      .replace(/[^\w.-]/g, '-')
      .toLowerCase() || 'my-docs';
  const all = { 'package.json': packageJson(name, options, dir), ...files(name) };
  const written: string[] = [];
  for (const [file, content] of Object.entries(all)) {
    const target = path.join(dir, file);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    written.push(file);
  }
  return written;
}

// Deterministic, seeded Markdown corpus: `pages` pages per language (en + zh), laid out the same way
// for this framework and for Rspress (docs/en/**, docs/zh/**), so that both build the very same files.
import fs from 'node:fs';
import path from 'node:path';

export const GENERATOR_VERSION = 3;
const PAGES_PER_SECTION = 20;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EN = (
  'build bundle module plugin config option server client cache output entry asset chunk loader ' +
  'compile transform resolve alias target browser runtime source map hash split lazy route page ' +
  'style token theme layout render static dynamic import export default value type string number ' +
  'boolean array object function callback hook event watch reload update deploy preview network ' +
  'request response header path file folder directory project package version release feature'
).split(' ');
const ZH = (
  '构建 打包 模块 插件 配置 选项 服务器 客户端 缓存 输出 入口 资源 分块 加载器 编译 转换 解析 别名 目标 ' +
  '浏览器 运行时 源码 映射 哈希 拆分 懒加载 路由 页面 样式 主题 布局 渲染 静态 动态 导入 导出 默认值 类型 ' +
  '字符串 数字 布尔值 数组 对象 函数 回调 钩子 事件 监听 热更新 部署 预览 网络 请求 响应 路径 文件 目录 项目 版本 功能'
).split(' ');
const CONTAINERS = ['tip', 'info', 'warning', 'danger', 'details'];

export function routeOf(i) {
  // i: 0 = home, 1..n-1 = doc pages
  if (i === 0) return '/';
  const s = Math.floor((i - 1) / PAGES_PER_SECTION) + 1;
  return `/s${String(s).padStart(3, '0')}/p${String(i).padStart(5, '0')}`;
}
export const DOC_ROUTE = routeOf(2);

function codeBlock(rnd, k) {
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const kinds = [
    () => ({
      lang: 'ts',
      title: `src/config-${k}.ts`,
      body: [
        `import { defineConfig } from './define';`,
        ``,
        `export default defineConfig({`,
        `  output: { target: '${pick(['web', 'node', 'web-worker'])}', cleanDistPath: ${rnd() < 0.5} },`,
        `  source: { entry: { index: './src/index-${k}.ts' } },`,
        `  performance: { chunkSplit: { strategy: 'split-by-experience' } },`,
        `});`,
      ],
    }),
    () => ({
      lang: 'tsx',
      title: `src/App${k}.tsx`,
      body: [
        `export function App${k}({ name }: { name: string }) {`,
        `  const items = [${k}, ${k + 1}, ${k + 2}];`,
        `  return (`,
        `    <ul className="list">`,
        `      {items.map((n) => <li key={n}>{name} {n}</li>)}`,
        `    </ul>`,
        `  );`,
        `}`,
      ],
    }),
    () => ({
      lang: 'js',
      title: `scripts/task-${k}.js`,
      body: [
        `const fs = require('node:fs');`,
        ``,
        `function read${k}(file) {`,
        `  const text = fs.readFileSync(file, 'utf8');`,
        `  return text.split('\\n').filter(Boolean).length;`,
        `}`,
        ``,
        `module.exports = { read${k} };`,
      ],
    }),
    () => ({
      lang: 'json',
      title: 'package.json',
      body: [
        `{`,
        `  "name": "app-${k}",`,
        `  "version": "1.${k % 10}.0",`,
        `  "scripts": { "build": "tool build", "dev": "tool dev" }`,
        `}`,
      ],
    }),
    () => ({
      lang: 'bash',
      title: 'terminal',
      body: [`npm install`, `npm run build -- --mode production`, `ls dist/static/js`],
    }),
    () => ({
      lang: 'css',
      title: `src/style-${k}.css`,
      body: [`.card-${k} {`, `  display: grid;`, `  gap: ${k % 8}px;`, `  color: var(--text-${k % 3});`, `}`],
    }),
    () => ({
      lang: 'yaml',
      title: 'config.yml',
      body: [`name: job-${k}`, `on: [push]`, `jobs:`, `  build:`, `    runs-on: ubuntu-latest`],
    }),
  ];
  const c = kinds[Math.floor(rnd() * kinds.length)]();
  const n = c.body.length;
  const a = 1 + Math.floor(rnd() * n);
  const b = Math.min(n, a + 1 + Math.floor(rnd() * 2));
  return [`\`\`\`${c.lang} title="${c.title}" {${a},${b}-${Math.min(n, b + 1)}}`, ...c.body, '```'];
}

function pageText(i, n, lang, seed) {
  // The same seed per page for both languages: same headings, ids, code and links.
  const rnd = mulberry32(seed * 100003 + i * 7919);
  const words = lang === 'en' ? EN : ZH;
  const sep = lang === 'en' ? ' ' : '';
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const sentence = (len) => {
    const w = Array.from({ length: len }, () => pick(words));
    const s = w.join(sep);
    return lang === 'en' ? `${s[0].toUpperCase() + s.slice(1)}.` : `${s}。`;
  };
  const para = () =>
    Array.from({ length: 3 + Math.floor(rnd() * 3) }, () => sentence(8 + Math.floor(rnd() * 10))).join(' ');
  const linkTo = () => {
    const j = 1 + Math.floor(rnd() * (n - 1));
    const text = lang === 'en' ? `page ${j}` : `页面 ${j}`;
    return rnd() < 0.3 ? `[${text}](${routeOf(j)}#section-1)` : `[${text}](${routeOf(j)})`;
  };
  const title = lang === 'en' ? `${pick(EN)} ${pick(EN)} guide ${i}` : `${pick(ZH)}${pick(ZH)}指南 ${i}`;
  const out = [
    '---',
    `title: ${title}`,
    `description: ${sentence(10)}`,
    '---',
    '',
    `# ${title}`,
    '',
    `${para()} ${linkTo()}.`,
    '',
  ];
  const sections = 4 + Math.floor(rnd() * 3);
  let code = 0;
  for (let s = 1; s <= sections; s++) {
    const h = lang === 'en' ? `Section ${s}: ${pick(EN)} ${pick(EN)}` : `第 ${s} 节：${pick(ZH)}${pick(ZH)}`;
    out.push(`## ${h} {#section-${s}}`, '', para(), '');
    const kind = s % 4;
    if (kind === 1) {
      out.push(...codeBlock(rnd, i * 10 + code++), '');
    } else if (kind === 2) {
      const head = lang === 'en' ? ['Option', 'Type', 'Default', 'Description'] : ['选项', '类型', '默认值', '说明'];
      out.push(`| ${head.join(' | ')} |`, '| --- | --- | --- | --- |');
      for (let r = 0; r < 4; r++)
        out.push(
          `| \`${pick(EN)}${r}\` | \`${pick(['string', 'boolean', 'number', 'string[]'])}\` | \`${pick(['true', 'false', '0', "'auto'"])}\` | ${sentence(6)} |`,
        );
      out.push('');
    } else if (kind === 3) {
      for (let r = 0; r < 4; r++) out.push(`- ${sentence(7)}`);
      out.push('', ...[1, 2, 3].map((r) => `${r}. ${sentence(6)} ${r === 2 ? linkTo() : ''}`.trimEnd()), '');
    } else {
      const c = pick(CONTAINERS);
      out.push(`:::${c}`, para(), '', ...codeBlock(rnd, i * 10 + code++), ':::', '');
    }
    const sub = lang === 'en' ? `Details of ${pick(EN)}` : `${pick(ZH)}的细节`;
    out.push(`### ${sub} {#section-${s}-details}`, '', `${para()} ${linkTo()}.`, '');
  }
  return out.join('\n');
}

function homeText(lang) {
  const en = lang === 'en';
  return [
    '---',
    'pageType: home',
    `title: Bench`,
    'hero:',
    '  name: Bench',
    '  title: Bench',
    `  text: ${en ? 'A generated documentation site' : '生成的文档站点'}`,
    `  subTitle: ${en ? 'A generated documentation site' : '生成的文档站点'}`,
    `  tagline: ${en ? 'Fast builds for large sites' : '大型站点的快速构建'}`,
    `  description: ${en ? 'Fast builds for large sites' : '大型站点的快速构建'}`,
    '  actions:',
    `    - text: ${en ? 'Start' : '开始'}`,
    `      link: ${routeOf(1)}`,
    '      theme: brand',
    'features:',
    ...[1, 2, 3].flatMap((k) => [
      `  - title: ${en ? 'Feature' : '功能'} ${k}`,
      `    details: ${en ? 'Generated feature text number' : '生成的功能说明'} ${k}.`,
      `    link: ${routeOf(k)}`,
    ]),
    '---',
    '',
  ].join('\n');
}

/** Writes docs/{en,zh}/** for `pages` pages per language. Returns the list of routes. */
export function writeCorpus(dir, { pages, seed = 42 }) {
  fs.rmSync(path.join(dir, 'docs'), { recursive: true, force: true });
  const routes = [];
  for (const lang of ['en', 'zh']) {
    for (let i = 0; i < pages; i++) {
      const route = routeOf(i);
      const file = path.join(dir, 'docs', lang, i === 0 ? 'index.md' : `${route.slice(1)}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, i === 0 ? homeText(lang) : pageText(i, pages, lang, seed));
      if (lang === 'en') routes.push(route);
    }
  }
  return routes;
}

export function sections(pages) {
  return Math.ceil((pages - 1) / PAGES_PER_SECTION);
}

/** docs.config.ts for this framework: locales, nav and one sidebar per section. */
export function ourConfig(pages) {
  const ns = sections(pages);
  const sidebar = (prefix) => {
    const out = {};
    for (let s = 1; s <= ns; s++) {
      const items = [];
      for (let i = (s - 1) * PAGES_PER_SECTION + 1; i <= Math.min(pages - 1, s * PAGES_PER_SECTION); i++)
        items.push({ link: prefix + routeOf(i) });
      out[`${prefix}/s${String(s).padStart(3, '0')}/`] = [{ text: `Section ${s}`, items }];
    }
    return out;
  };
  const nav = (prefix) => [{ text: 'Docs', link: prefix + routeOf(1) }];
  return `import { defineConfig } from '@docs-kit/cli';

export default defineConfig(${JSON.stringify(
    {
      title: 'Bench',
      description: 'A generated corpus',
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English', title: 'Bench', nav: nav(''), sidebar: sidebar('') },
        { lang: 'zh', label: '简体中文', title: 'Bench', nav: nav('/zh'), sidebar: sidebar('/zh') },
      ],
      search: { provider: 'local' },
    },
    null,
    1,
  )});
`;
}

/** rspress.config.mjs: the same locales; Rspress builds its sidebar from the folders itself. */
export function rspressConfig() {
  return `export default {
  root: 'docs',
  title: 'Bench',
  description: 'A generated corpus',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Bench' },
    { lang: 'zh', label: '简体中文', title: 'Bench' },
  ],
};
`;
}

/**
 * docs/.vitepress/config.mjs for VitePress: the same locales (English at /, Chinese under /zh/ through
 * a rewrite of docs/en/**), its local search (an index at build time, as the others build), no sidebar
 * (VitePress has none generated from folders; so it renders a little less than the others).
 */
export function vitepressConfig() {
  return `export default {
  title: 'Bench',
  description: 'A generated corpus',
  lang: 'en',
  rewrites: { 'en/:rest*': ':rest*' },
  // The corpus links Chinese pages to English routes as the other builds do; anchors are not checked.
  ignoreDeadLinks: true,
  locales: { root: { label: 'English', lang: 'en' }, zh: { label: '简体中文', lang: 'zh' } },
  themeConfig: { search: { provider: 'local' } },
};
`;
}

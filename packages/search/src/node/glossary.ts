/**
 * Build-time synonyms between English and Chinese (issue 16): an option page is titled by its
 * English name (`server.port`) in both languages, while Chinese readers search for 端口. Each
 * English word of a page title brings its Chinese words as title terms, and each Chinese word of a
 * title its English ones, so a query in either language reaches the page by its key term.
 * The vocabulary is the one of build-tool documentation.
 */
const PAIRS: [string, string][] = [
  ['port', '端口'],
  ['proxy', '代理'],
  ['server', '服务器'],
  ['dev', '开发'],
  ['host', '主机'],
  ['headers', '响应头 请求头'],
  ['compress', '压缩'],
  ['minify', '压缩 代码压缩'],
  ['open', '打开浏览器'],
  ['https', '证书'],
  ['cors', '跨域'],
  ['fallback', '回退'],
  ['public', '公共'],
  ['base', '基础路径'],
  ['hmr', '热更新 模块热更新'],
  ['reload', '刷新'],
  ['progress', '进度条'],
  ['watch', '监听'],
  ['disk', '磁盘'],
  ['lazy', '懒编译 延迟编译'],
  ['compilation', '编译'],
  ['output', '输出 产物'],
  ['dist', '产物 输出目录'],
  ['path', '路径 目录'],
  ['clean', '清理 清空'],
  ['filename', '文件名'],
  ['hash', '哈希'],
  ['copy', '复制 拷贝'],
  ['inline', '内联'],
  ['manifest', '清单'],
  ['legal', '许可 版权'],
  ['comments', '注释'],
  ['polyfill', '垫片'],
  ['target', '构建目标 目标'],
  ['charset', '字符集 编码'],
  ['source', '源码'],
  ['map', '映射'],
  ['sourcemap', '源码映射'],
  ['cache', '缓存'],
  ['analyze', '分析'],
  ['chunk', '分包 拆包'],
  ['split', '拆分 拆包 分割'],
  ['prefetch', '预获取'],
  ['preload', '预加载'],
  ['console', '日志'],
  ['profile', '性能分析'],
  ['title', '标题'],
  ['favicon', '图标'],
  ['icon', '图标'],
  ['template', '模板'],
  ['parameters', '参数'],
  ['tags', '标签'],
  ['meta', '元信息'],
  ['define', '全局常量 常量'],
  ['entry', '入口'],
  ['include', '包含 编译范围'],
  ['exclude', '排除'],
  ['decorators', '装饰器'],
  ['import', '导入 引入'],
  ['transformimport', '按需引入 按需导入 按需加载'],
  ['alias', '别名'],
  ['extensions', '扩展名'],
  ['dedupe', '去重'],
  ['plugins', '插件'],
  ['plugin', '插件'],
  ['hooks', '钩子'],
  ['environments', '多环境 环境'],
  ['environment', '环境'],
  ['variables', '变量'],
  ['federation', '联邦'],
  ['rendering', '渲染'],
  ['ssr', '服务端渲染'],
  ['assets', '资源 静态资源'],
  ['deploy', '部署'],
  ['deployment', '部署'],
  ['types', '类型 类型定义'],
  ['instance', '实例'],
  ['security', '安全'],
  ['sri', '子资源完整性'],
  ['mode', '模式'],
  ['debug', '调试'],
  ['exceptions', '异常 报错'],
  ['performance', '性能'],
  ['migrate', '迁移'],
  ['upgrading', '升级'],
  ['glossary', '术语'],
  ['release', '发布'],
  ['notes', '日志 说明'],
  ['middlewares', '中间件'],
  ['middleware', '中间件'],
  ['shortcuts', '快捷键'],
  ['loader', '加载器'],
  ['bundle', '产物 打包'],
  ['size', '体积'],
];

/**
 * English words readers use for an English title word: the noun or verb form a task is typed in
 * ("disable minification" for `output.minify`), or the value they want ("build for node" for
 * `output.target`). One way only: the title word brings these.
 */
const ENGLISH: [string, string][] = [
  ['minify', 'minification minimize'],
  ['compress', 'compression gzip'],
  ['analyze', 'analysis analyzer'],
  ['debug', 'debugging'],
  ['deploy', 'deploying'],
  ['migrate', 'migration migrating'],
  ['upgrading', 'upgrade'],
  ['target', 'node'],
  ['transformimport', 'demand on-demand'],
];

const EN_TO_ZH = new Map<string, string>();
const ZH_TO_EN = new Map<string, string[]>();
for (const [en, zh] of PAIRS) {
  EN_TO_ZH.set(en, [EN_TO_ZH.get(en), zh].filter(Boolean).join(' '));
  for (const word of zh.split(' ')) ZH_TO_EN.set(word, [...(ZH_TO_EN.get(word) ?? []), en]);
}
for (const [en, also] of ENGLISH) EN_TO_ZH.set(en, [EN_TO_ZH.get(en), also].filter(Boolean).join(' '));

/** The other language's words for the words of a title (its terms and its text). */
export function synonymsOf(title: string, terms: Iterable<string>): string {
  const out: string[] = [];
  for (const term of terms) {
    const zh = EN_TO_ZH.get(term);
    if (zh) out.push(zh);
  }
  for (const [word, en] of ZH_TO_EN) if (title.includes(word)) out.push(...en);
  return out.join(' ');
}

import { createRequire } from 'node:module';
import type matterType from 'gray-matter';

let matter: typeof matterType | undefined;
/**
 * gray-matter (with js-yaml) is loaded when a title is first read, not with the module: a dev start
 * whose titles all come from its cache never needs it before it answers.
 */
const frontMatter = (source: string) => {
  matter ??= createRequire(import.meta.url)('gray-matter') as typeof matterType;
  return matter(source, {});
};

/**
 * A page's title and sidebar `order` without compiling it: front matter `title`, else the first
 * `# h1`. Used where every page's title is needed cheaply (sidebars in dev, where pages compile
 * only on request).
 */
export function readPageInfo(source: string): { title: string; order?: number } {
  try {
    const { data, content } = frontMatter(source);
    const order = frontmatterOrder(data);
    if (typeof data.title === 'string') return { title: data.title, order };
    // Outside code fences: a `# comment` in a bash block is not the page's title.
    const prose = content.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    const h1 = /^#\s+(.+?)\s*(?:\{#[\w-]+\})?\s*$/m.exec(prose);
    return { title: h1?.[1]?.replace(/[`*_]/g, '') ?? '', order };
  } catch {
    return { title: '' };
  }
}

export const readTitle = (source: string): string => readPageInfo(source).title;

/** Front matter `order` (a number), which places the page in a generated sidebar. */
export function frontmatterOrder(data: Record<string, unknown>): number | undefined {
  return typeof data.order === 'number' && Number.isFinite(data.order) ? data.order : undefined;
}

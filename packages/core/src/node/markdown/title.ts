import matter from 'gray-matter';

/**
 * A page's title without compiling it: front matter `title`, else the first `# h1`. Used where
 * every page's title is needed cheaply (sidebars in dev, where pages compile only on request).
 */
export function readTitle(source: string): string {
  try {
    const { data, content } = matter(source, {});
    if (typeof data.title === 'string') return data.title;
    // Outside code fences: a `# comment` in a bash block is not the page's title.
    const prose = content.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    const h1 = /^#\s+(.+?)\s*(?:\{#[\w-]+\})?\s*$/m.exec(prose);
    return h1?.[1]?.replace(/[`*_]/g, '') ?? '';
  } catch {
    return '';
  }
}

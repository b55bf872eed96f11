import type { PageModule } from './routes';

/** A page's code blocks: inline, or where to get them (see `pageModuleSource`). */
export type PageCode = string[] | { url: string; count: number };

/** The build's highlighted blocks carry this class; nothing else on a page does. */
const HIGHLIGHTED = 'pre.shiki-themes';

/**
 * Gives a page module its code blocks' HTML as an array. On first load they are read back from the
 * server-rendered DOM under `root` (when all are there); otherwise the page's code file is fetched.
 */
export async function resolveCode(module: PageModule, root?: ParentNode): Promise<PageModule> {
  const code = module.__code;
  if (!code || Array.isArray(code)) return module;
  const fromDom = root ? Array.from(root.querySelectorAll(HIGHLIGHTED), (el) => el.outerHTML) : [];
  if (fromDom.length === code.count) return { ...module, __code: fromDom };
  const response = await fetch(code.url);
  if (!response.ok) throw new Error(`${code.url}: HTTP ${response.status}`);
  return { ...module, __code: (await response.json()) as string[] };
}

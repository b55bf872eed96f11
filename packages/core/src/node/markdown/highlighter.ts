import { transformerMetaHighlight } from '@shikijs/transformers';
import { type BundledLanguage, bundledLanguages, createHighlighter, type Highlighter } from 'shiki';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const ALIASES: Record<string, string> = {
  styl: 'stylus',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  txt: 'text',
  plaintext: 'text',
};

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process; languages are loaded the first time a page uses them. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
  return highlighter;
}

export function normalizeLang(lang: string | undefined): string {
  const lower = (lang ?? 'text').toLowerCase();
  return ALIASES[lower] ?? lower;
}

/**
 * Highlights code to HTML at build time, light and dark colours as CSS variables so the theme
 * switches without re-highlighting and no highlighter reaches the browser.
 * `meta` may hold line highlights (`{1,3-5}`).
 */
export async function highlight(code: string, lang: string, meta: string): Promise<string> {
  const hl = await getHighlighter();
  let language = normalizeLang(lang);
  if (language !== 'text' && !hl.getLoadedLanguages().includes(language)) {
    if (language in bundledLanguages) await hl.loadLanguage(language as BundledLanguage);
    else language = 'text';
  }
  return hl.codeToHtml(code, {
    lang: language,
    themes: THEMES,
    defaultColor: false,
    meta: { __raw: meta },
    transformers: [transformerMetaHighlight()],
  });
}

import type { BundledLanguage, Highlighter, ShikiTransformer } from 'shiki';
import { cachingEngine } from './regexCache';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const ALIASES: Record<string, string> = {
  styl: 'stylus',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  txt: 'text',
  plaintext: 'text',
};

interface Shiki {
  highlighter: Highlighter;
  engine: ReturnType<typeof cachingEngine>;
  languages: Record<string, unknown>;
  transformers: ShikiTransformer[];
}
let shiki: Promise<Shiki> | undefined;

/**
 * Highlighted HTML by language, meta and code, the oldest dropped first: a translated page
 * repeats most of its original's code blocks, and the build compiles the two one after the other
 * on the same worker (stages/compile.ts).
 */
const recent = new Map<string, string>();
const RECENT_BLOCKS = 512;

/**
 * One highlighter per process, loaded with the first block to highlight, not with the compiler:
 * a page without code (or an edit compiling one on the main thread) never needs it. Languages are
 * loaded the first time a page uses them.
 */
function loadShiki(): Promise<Shiki> {
  shiki ??= (async () => {
    const [{ bundledLanguages, createHighlighter, createOnigurumaEngine }, notation] = await Promise.all([
      import('shiki'),
      import('@shikijs/transformers'),
    ]);
    const engine = cachingEngine(await createOnigurumaEngine(import('shiki/wasm')));
    const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: [], engine });
    const transformers = [
      notation.transformerMetaHighlight(),
      notation.transformerNotationDiff({ matchAlgorithm: 'v3' }),
      notation.transformerNotationFocus({ matchAlgorithm: 'v3' }),
      notation.transformerNotationHighlight({ matchAlgorithm: 'v3' }),
      notation.transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
    ];
    return { highlighter, engine, languages: bundledLanguages, transformers };
  })();
  return shiki;
}

export function normalizeLang(lang: string | undefined): string {
  const lower = (lang ?? 'text').toLowerCase();
  return ALIASES[lower] ?? lower;
}

/**
 * Highlights code to HTML at build time, light and dark colours as CSS variables so the theme
 * switches without re-highlighting and no highlighter reaches the browser.
 * `meta` may hold line highlights (`{1,3-5}`); comments in the code may hold the notation
 * VitePress and Rspress share (`// [!code ++]`, `--`, `focus`, `highlight`, `error`, `warning`),
 * which marks the line with a class and is removed from the code shown.
 */
export async function highlight(code: string, lang: string, meta: string): Promise<string> {
  const key = `${lang}\n${meta}\n${code}`;
  const known = recent.get(key);
  if (known !== undefined) return known;
  const html = await highlightAfresh(code, lang, meta);
  if (recent.size >= RECENT_BLOCKS) recent.delete(recent.keys().next().value as string);
  recent.set(key, html);
  return html;
}

async function highlightAfresh(code: string, lang: string, meta: string): Promise<string> {
  const { highlighter, engine, languages, transformers } = await loadShiki();
  let language = normalizeLang(lang);
  if (language !== 'text' && !highlighter.getLoadedLanguages().includes(language)) {
    if (language in languages) await highlighter.loadLanguage(language as BundledLanguage);
    else language = 'text';
  }
  // The searches of the block before are of no use to this one.
  engine.forget();
  return highlighter.codeToHtml(code, {
    lang: language,
    themes: THEMES,
    defaultColor: false,
    meta: { __raw: meta },
    // Shiki stops tokenizing a line after 500 ms by default, per theme: on a busy machine one of the
    // two themes could stop early and the light and dark colours land on the wrong tokens.
    tokenizeTimeLimit: 0,
    transformers,
  });
}

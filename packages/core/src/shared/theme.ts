/**
 * The theme contract (issue 14): everything core and the CLI know of a theme. A theme package
 * exports its browser code (`Layout`, components) from its main entry and a `ThemeDefinition`
 * from its `./node` entry, which must load in Node without React DOM: the compiler reads the
 * component names from it, the Markdown outputs its fallbacks, the config loader its schema.
 */
import type { Root, RootContent } from 'mdast';
import type { z } from 'zod';

/** The zod a theme writes its `themeConfig` keys with: the same instance the config is validated with. */
export { z } from 'zod';

/** An MDX element as the Markdown outputs see it (an `mdxJsxFlowElement` or `mdxJsxTextElement`). */
export interface ThemeMdxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  children: Root['children'];
}

/** What a component's Markdown fallback gets besides the element. */
export interface MarkdownFallbackHelpers {
  /** A literal attribute's value (`true` for a bare attribute, undefined when computed). */
  attribute(element: ThemeMdxElement, name: string): unknown;
  /** The plain text of some nodes. */
  textOf(nodes: readonly RootContent[]): string;
}

export interface ThemeComponent {
  /**
   * What the component stands for in the Markdown outputs (llms.txt, `.md` pages), as mdast
   * nodes. Without one, the component is replaced by what it wraps.
   * @example markdown: (el, h) => [{ type: 'text', value: String(h.attribute(el, 'text') ?? '') }]
   */
  markdown?(element: ThemeMdxElement, helpers: MarkdownFallbackHelpers): RootContent[];
}

/** The node-side description of a theme: its `./node` entry's default export. */
export interface ThemeDefinition {
  /** The theme's package name, for messages. @example '@docs-kit/theme-default' */
  name: string;
  /**
   * The components every page may use without importing them, by name. The compiler accepts
   * these and the capitalised exports of a site's own `theme/index.tsx`.
   */
  components: Record<string, ThemeComponent>;
  /**
   * Keys the theme adds to `themeConfig` (a zod shape), validated with the core keys: unknown
   * keys are still rejected with the key's path, file and line.
   * @example themeConfig: { accent: z.string().default('teal') }
   */
  themeConfig?: z.ZodRawShape;
  /**
   * Every text the theme shows, with its defaults per language (English is the fallback). Each
   * key may be overridden in `themeConfig.texts` and `locales[].texts`.
   */
  texts?: Record<string, Record<string, string>>;
  /** An inline script run before the first paint (the colour scheme class, say). */
  initScript?(options: { darkMode: boolean }): string;
}

/** Declares a theme: adds types only. @example export default defineTheme({ name: 'my-theme', components: {} }) */
export function defineTheme(theme: ThemeDefinition): ThemeDefinition {
  return theme;
}

/** The component names a page may use without importing them: the theme's and the site's own. */
export function acceptedComponents(theme: Pick<ThemeDefinition, 'components'>, siteExports: readonly string[] = []) {
  return new Set([...Object.keys(theme.components), ...siteExports.filter((name) => /^[A-Z]/.test(name))]);
}

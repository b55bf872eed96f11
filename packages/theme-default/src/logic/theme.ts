/** Colour-scheme rules (spec 4, "Theme"): light, dark or auto, stored under one key. */

export type ThemeMode = 'light' | 'dark' | 'auto';
export type ResolvedTheme = 'light' | 'dark';

/** The local-storage key of the reader's choice. */
export const THEME_STORAGE_KEY = 'docs-theme';
/** Spec 9: the theme-switch animation lasts 400 ms. */
export const THEME_SWITCH_DURATION = 400;

/** Any stored value other than `light` or `dark` counts as `auto` (spec 4). */
export function parseThemeMode(stored: unknown): ThemeMode {
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

/** The scheme on screen: `auto` follows the system; a site without dark mode is always light. */
export function resolveTheme(mode: ThemeMode, systemDark: boolean, darkModeEnabled = true): ResolvedTheme {
  if (!darkModeEnabled) return 'light';
  if (mode === 'auto') return systemDark ? 'dark' : 'light';
  return mode;
}

/**
 * The inline script that sets the scheme before first paint (no flash of the wrong theme). It
 * mirrors `parseThemeMode` + `resolveTheme`; `darkMode: false` pins the light scheme.
 */
export function getThemeInitScript(options: { darkMode?: boolean } = {}): string {
  if (options.darkMode === false) {
    return "document.documentElement.classList.remove('dark');document.documentElement.dataset.theme='light';";
  }
  return `(function(){var d=document.documentElement,m='auto';try{m=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(m!=='light'&&m!=='dark')m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.toggle('dark',m==='dark');d.dataset.theme=m})();`;
}

/** The script body the CLI inlines in every page's `<head>`. */
export const themeInitScript: string = getThemeInitScript();

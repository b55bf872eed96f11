import { useSiteData } from '@docs-kit/core/runtime';
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../logic/storage';
import {
  parseThemeMode,
  type ResolvedTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  THEME_SWITCH_DURATION,
  type ThemeMode,
} from '../logic/theme';
import { prefersReducedMotion } from '../logic/transition';

function apply(theme: ResolvedTheme, animate: boolean): void {
  const root = document.documentElement;
  if (animate && !prefersReducedMotion()) {
    root.classList.add('docs-theme-switching');
    window.setTimeout(() => root.classList.remove('docs-theme-switching'), THEME_SWITCH_DURATION);
  }
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
/** Keeps every user of the hook in this tab in step (the `storage` event only reaches other tabs). */
const CHANGE_EVENT = 'docs-theme-change';

/**
 * The reader's colour scheme (spec 4): stored under `docs-theme`, synchronised across tabs through
 * the `storage` event, `auto` following the system. The init script set the class before paint;
 * this hook only reads the real state after mounting and changes the class when it changes, so
 * hydration never flashes the other scheme. Until then `theme` is read from the class it set.
 */
export function useThemeMode(): {
  mode: ThemeMode;
  theme: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
} {
  const darkMode = useSiteData().themeConfig.darkMode;
  const [state, setState] = useState<{ mode: ThemeMode; systemDark: boolean } | null>(null);

  useEffect(() => {
    const media = systemQuery();
    setState({ mode: parseThemeMode(readStorage(THEME_STORAGE_KEY)), systemDark: media.matches });
    const onMedia = () => setState((s) => ({ mode: s?.mode ?? 'auto', systemDark: media.matches }));
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) {
        setState({ mode: parseThemeMode(event.newValue), systemDark: media.matches });
      }
    };
    const onChange = (event: Event) => {
      setState({ mode: parseThemeMode((event as CustomEvent<string>).detail), systemDark: media.matches });
    };
    media.addEventListener('change', onMedia);
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGE_EVENT, onChange);
    };
  }, []);

  const theme: ResolvedTheme = state ? resolveTheme(state.mode, state.systemDark, darkMode) : 'light';

  useEffect(() => {
    if (!state) return;
    const current = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    if (current !== theme) apply(theme, false);
    else document.documentElement.dataset.theme = theme;
  }, [theme, state]);

  const setMode = useCallback(
    (next: ThemeMode) => {
      writeStorage(THEME_STORAGE_KEY, next);
      const systemDark = systemQuery().matches;
      setState({ mode: next, systemDark });
      apply(resolveTheme(next, systemDark, darkMode), true);
      window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: next }));
    },
    [darkMode],
  );
  const toggle = useCallback(() => {
    const current = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    setMode(current === 'dark' ? 'light' : 'dark');
  }, [setMode]);

  return { mode: state?.mode ?? 'auto', theme, setMode, toggle };
}

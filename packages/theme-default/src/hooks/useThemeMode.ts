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

/**
 * The reader's colour scheme (spec 4): stored under `docs-theme`, synchronised across tabs through
 * the `storage` event, `auto` following the system. Until mounted it reports `light`/`auto` and the
 * UI shows both icons, letting CSS pick by `html.dark` (the init script set it before paint).
 */
export function useThemeMode(): {
  mode: ThemeMode;
  theme: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
} {
  const darkMode = useSiteData().themeConfig.darkMode;
  const [mode, setModeState] = useState<ThemeMode>('auto');
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    setModeState(parseThemeMode(readStorage(THEME_STORAGE_KEY)));
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onMedia = () => setSystemDark(media.matches);
    onMedia();
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setModeState(parseThemeMode(event.newValue));
    };
    media.addEventListener('change', onMedia);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const theme = resolveTheme(mode, systemDark, darkMode);

  useEffect(() => {
    const current = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    if (current !== theme) apply(theme, false);
    else document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setMode = useCallback(
    (next: ThemeMode) => {
      writeStorage(THEME_STORAGE_KEY, next);
      setModeState(next);
      apply(resolveTheme(next, window.matchMedia('(prefers-color-scheme: dark)').matches, darkMode), true);
    },
    [darkMode],
  );
  const toggle = useCallback(() => {
    const current = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    setMode(current === 'dark' ? 'light' : 'dark');
  }, [setMode]);

  return { mode, theme, setMode, toggle };
}

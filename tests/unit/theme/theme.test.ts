import { describe, expect, it } from 'vitest';
import {
  getThemeInitScript,
  parseThemeMode,
  resolveTheme,
  themeInitScript,
} from '../../../packages/theme-default/src/logic/theme';

describe('theme resolution (spec 4)', () => {
  it('accepts light and dark, and treats anything else as auto', () => {
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode('dark')).toBe('dark');
    for (const other of ['auto', 'Dark', '', null, undefined, '"dark"', 'system'])
      expect(parseThemeMode(other)).toBe('auto');
  });

  it('resolves auto from the system preference', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('is always light when dark mode is disabled', () => {
    expect(resolveTheme('dark', true, false)).toBe('light');
    expect(resolveTheme('auto', true, false)).toBe('light');
  });
});

/** Runs the inline script against a fake document, storage and media query. */
function runScript(script: string, stored: string | null, systemDark: boolean, throwing = false) {
  const classes = new Set<string>(['dark']);
  const documentElement = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      remove: (name: string) => classes.delete(name),
    },
    dataset: {} as Record<string, string>,
  };
  const localStorage = {
    getItem: () => {
      if (throwing) throw new Error('denied');
      return stored;
    },
  };
  const matchMedia = () => ({ matches: systemDark });
  new Function('document', 'localStorage', 'window', 'matchMedia', script)(
    { documentElement },
    localStorage,
    { matchMedia },
    matchMedia,
  );
  return { dark: classes.has('dark'), theme: documentElement.dataset.theme };
}

describe('themeInitScript', () => {
  it('applies the stored theme before paint', () => {
    expect(runScript(themeInitScript, 'dark', false)).toEqual({ dark: true, theme: 'dark' });
    expect(runScript(themeInitScript, 'light', true)).toEqual({ dark: false, theme: 'light' });
  });

  it('follows the system for auto, unknown values and unreadable storage', () => {
    expect(runScript(themeInitScript, 'auto', true)).toEqual({ dark: true, theme: 'dark' });
    expect(runScript(themeInitScript, 'purple', false)).toEqual({ dark: false, theme: 'light' });
    expect(runScript(themeInitScript, null, true, true)).toEqual({ dark: true, theme: 'dark' });
  });

  it('pins light when dark mode is off', () => {
    expect(runScript(getThemeInitScript({ darkMode: false }), 'dark', true)).toEqual({ dark: false, theme: 'light' });
  });
});

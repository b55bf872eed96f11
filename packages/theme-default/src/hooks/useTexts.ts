import { useLang, useSiteData } from '@docs-kit/core/runtime';
import { useMemo } from 'react';
import { resolveTexts, type ThemeTexts } from '../logic/texts';

/** The theme's texts in the page's language (locale texts over site texts over built-in defaults). */
export function useTexts(): ThemeTexts {
  const site = useSiteData();
  const lang = useLang();
  return useMemo(() => resolveTexts(site, lang), [site, lang]);
}

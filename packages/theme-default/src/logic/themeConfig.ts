import type { SiteData } from '@docs-kit/core/runtime';
import type { DefaultThemeConfig } from '../node/themeConfig';

/**
 * The site's `themeConfig` with this theme's own keys typed: core types only its keys, and the
 * config loader has validated the theme's (node/themeConfig.ts) with their defaults.
 */
export function themeConfigOf(site: SiteData): SiteData['themeConfig'] & DefaultThemeConfig {
  return site.themeConfig as SiteData['themeConfig'] & DefaultThemeConfig;
}

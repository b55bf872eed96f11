/**
 * The `themeConfig` keys only the default theme reads (issue 14): declared through the theme
 * contract, so core's schema holds only what core and the CLI read. The config loader validates
 * them with core's keys, strictly, with the same errors (key path, file, line).
 */
import { z } from '@docs-kit/core/shared';

export const themeConfigShape = {
  /** `never` keeps the bar, `always` hides it, `auto` hides it while scrolling down. */
  hideNavbar: z.enum(['never', 'always', 'auto']).default('never'),
  /** A button that scrolls back to the top, shown past 100 px. */
  enableScrollToTop: z.boolean().default(false),
  /** Animate page changes with the View Transitions API. */
  enableContentAnimation: z.boolean().default(false),
  /** Use the page title as the outline's first entry when a page has no h2. */
  fallbackHeadingTitle: z.boolean().default(true),
  /** Text beside the logo; defaults to the site title. */
  logoText: z.string().optional(),
  /** A dismissible bar above the nav. */
  banner: z
    .strictObject({
      /** Text of the bar (may hold a Markdown link). */
      message: z.string(),
      /** Key in local storage; change it to show a new message to readers who dismissed the old one. */
      storageKey: z.string().default('docs-banner-dismissed'),
    })
    .optional(),
  footer: z.strictObject({ message: z.string() }).optional(),
  /** The home page's background image (spec 2.4: the one external request of the landing page). */
  landingBackground: z.string().optional(),
};

/** The default theme's own `themeConfig` keys, resolved. */
export type DefaultThemeConfig = z.output<z.ZodObject<typeof themeConfigShape>>;

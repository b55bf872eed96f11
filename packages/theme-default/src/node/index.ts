/**
 * The default theme as the CLI sees it (`@docs-kit/theme-default/node`): the components pages may
 * use without importing them, their Markdown fallbacks, the texts and the colour-scheme script.
 * Loads in Node without React: nothing here imports a component.
 */
import { defineTheme } from '@docs-kit/core/shared';
import { DEFAULT_TEXTS } from '../logic/texts';
import { getThemeInitScript } from '../logic/theme';
import { badgeMarkdown, packageManagerTabsMarkdown, tabsMarkdown } from './markdown';
import { themeConfigShape } from './themeConfig';

export default defineTheme({
  name: '@docs-kit/theme-default',
  // The keys of `mdxComponents` that start with a capital.
  components: {
    Badge: { markdown: badgeMarkdown },
    CodeBlock: {},
    ImageZoom: {},
    Overview: {},
    PackageManagerTabs: { markdown: packageManagerTabsMarkdown },
    Popover: {},
    Tab: {},
    Tabs: { markdown: tabsMarkdown },
    Tooltip: {},
  },
  themeConfig: themeConfigShape,
  texts: { ...DEFAULT_TEXTS },
  initScript: ({ darkMode }) => getThemeInitScript({ darkMode }),
});

import * as Theme from '@theme';
import type { ComponentProps } from 'react';

/**
 * What every page's MDX content renders with. Each entry looks its component up in `@theme` when
 * it renders, so a site that overrides `CodeBlock` (or `Link`, ...) changes it in pages too.
 */
export const mdxComponents = {
  a: (props: ComponentProps<'a'>) => <Theme.Link {...props} />,
  img: (props: ComponentProps<'img'>) => <Theme.ImageZoom {...props} />,
  ImageZoom: (props: ComponentProps<typeof Theme.ImageZoom>) => <Theme.ImageZoom {...props} />,
  table: (props: ComponentProps<'table'>) => <Theme.Table {...props} />,
  CodeBlock: (props: ComponentProps<typeof Theme.CodeBlock>) => <Theme.CodeBlock {...props} />,
  PackageManagerTabs: (props: ComponentProps<typeof Theme.PackageManagerTabs>) => (
    <Theme.PackageManagerTabs {...props} />
  ),
  Tabs: (props: ComponentProps<typeof Theme.Tabs>) => <Theme.Tabs {...props} />,
  Tab: Theme.Tab,
  Badge: (props: ComponentProps<typeof Theme.Badge>) => <Theme.Badge {...props} />,
  Tooltip: (props: ComponentProps<typeof Theme.Tooltip>) => <Theme.Tooltip {...props} />,
  Popover: (props: ComponentProps<typeof Theme.Popover>) => <Theme.Popover {...props} />,
  Overview: () => <Theme.Overview />,
};

/**
 * What pages render with: `mdxComponents`, read from `@theme` at render time (once every module of
 * the theme has been evaluated) so a site may replace it. The components of a site's own
 * `theme/index.tsx` are not here: the compiler imports each one a page uses from `@theme` by name,
 * so the bundle keeps only the theme exports something uses.
 */
export function pageComponents(): Record<string, unknown> {
  return Theme.mdxComponents;
}

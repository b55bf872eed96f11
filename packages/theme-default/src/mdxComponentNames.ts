/**
 * The components every MDX page may use without importing them (the keys of `mdxComponents` that
 * start with a capital). Kept free of React imports so the build can read it in Node.
 */
export const MDX_COMPONENT_NAMES = [
  'Badge',
  'CodeBlock',
  'ImageZoom',
  'Overview',
  'PackageManagerTabs',
  'Popover',
  'Tab',
  'Tabs',
  'Tooltip',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

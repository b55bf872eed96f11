/**
 * Names of the components every page may use without importing them. Kept apart from the
 * components themselves so the build can check pages against it without loading any CSS or React.
 */
export const MDX_COMPONENT_NAMES = ['CodeBlock', 'PackageManagerTabs', 'Tabs', 'Tab', 'Badge'] as const;

/**
 * The modules a site's `theme/index.tsx` imports, typed as this theme's registry:
 * `/// <reference types="@docs-kit/theme-default/types" />` (or list it in tsconfig `types`).
 * `@theme` is the site's theme when it has one, which extends this registry; `@theme-original` is
 * this theme.
 */
declare module '@theme' {
  export * from '@docs-kit/theme-default';
}
declare module '@theme-original' {
  export * from '@docs-kit/theme-default';
}

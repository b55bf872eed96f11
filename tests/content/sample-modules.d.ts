// Packages that site samples import beside Rsbuild but that the content tests do not install
// (large, or without types of their own). Declared here so the config-sample type-check reports
// mistakes in the Rsbuild parts of a sample, not the absence of these packages.
declare module 'postcss-pxtorem';
declare module '@rsdoctor/rspack-plugin';
declare module '@module-federation/rsbuild-plugin';
declare module '@tailwindcss/postcss';
declare module 'tailwindcss';
declare module 'rsbuild-plugin-tailwindcss';
declare module '@unocss/postcss';
declare module '@rsbuild/plugin-styled-components';
declare module '@vanilla-extract/webpack-plugin';
declare module 'unplugin-stylex/rspack';
declare module '@rsbuild/plugin-image-compress';
declare module '@rsbuild/plugin-check-syntax';
declare module '@rsbuild/webpack';
declare module '@rsbuild/plugin-webpack-swc';
declare module '@rsbuild/plugin-vue-jsx';
declare module '@rsbuild/plugin-vue2';
declare module '@rsbuild/plugin-typed-css-modules';
declare module '@tanstack/router-plugin/rspack';
declare module 'terser-webpack-plugin';

/**
 * `@docs-kit/cli/plugins`: the built-in build plugins, importable from a site's config (the config
 * loader gives `@docs-kit/cli` itself only `defineConfig`).
 */
export type { BuildEndContext, BuiltPage, DocsPlugin, PluginPage } from '@docs-kit/core';
export type { LlmsOptions } from './node/outputs/llms';
export { pluginLlms } from './node/plugins/llms';

export {
  type BuildEndContext,
  type BuiltPage,
  type DocsPlugin,
  defineConfig,
  type PluginPage,
  type UserConfig,
} from '@docs-kit/core';
export { createProgram, run } from './cli';
export { formatI18nStatus, type I18nStatus, type I18nStatusOptions, i18nStatus } from './commands/i18nStatus';
export { createVersion, type VersionOptions, type VersionResult } from './commands/version';
export { type BuildOptions, type BuildResult, buildSite } from './node/build';
export { type DevOptions, type DevServer, startDevServer } from './node/dev/server';
export { consoleReporter, type Reporter } from './node/reporter';
export { type PreviewOptions, startPreviewServer } from './node/server/preview';
export { createStaticHandler } from './node/server/staticHandler';
export { type LlmsOptions, pluginLlms } from './plugins';

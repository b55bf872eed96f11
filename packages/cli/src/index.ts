export { defineConfig, type UserConfig } from '@docs-kit/core';
export { type BuildOptions, type BuildResult, buildSite } from './node/build';
export { type DevOptions, startDevServer } from './node/dev/server';
export { consoleReporter, type Reporter } from './node/reporter';
export { type PreviewOptions, startPreviewServer } from './node/server/preview';
export { createStaticHandler } from './node/server/staticHandler';

#!/usr/bin/env node
// The packages ship TypeScript sources: tsx compiles them on the fly, so there is no build step to
// forget between editing the framework and running it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { register } = await import(pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
register();
const { run } = await import('../src/cli.ts');
await run(process.argv);

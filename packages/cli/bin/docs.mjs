#!/usr/bin/env node
// The packages ship TypeScript sources, with no build step to forget between editing the framework
// and running it. The command runs them bundled into plain JavaScript by precompile.ts, redone
// whenever a file they were built from changed: loading them through tsx cost about a second of
// every command (issue 17).
import { fileURLToPath } from 'node:url';
import { keptPrecompiled } from '../src/node/precompiled.mjs';

const entries = { cli: fileURLToPath(new URL('../src/cli.ts', import.meta.url)) };
let urls = keptPrecompiled(entries);
if (!urls) {
  // The first run after a change: only the bundler's own module goes through tsx.
  const { tsImport } = await import('tsx/esm/api');
  const { precompile } = await tsImport('../src/node/precompile.ts', import.meta.url);
  urls = await precompile(entries).catch((error) => {
    // esbuild names each file and line it could not bundle: a missing package is an install to run.
    console.error(`\n✖ Cannot load the docs command: ${error?.message ?? error}`);
    console.error('Hint: install the dependencies (pnpm install), or fix the file named above.');
    process.exit(1);
  });
}
const { run } = await import(urls.cli);
await run(process.argv);

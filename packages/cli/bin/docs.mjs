#!/usr/bin/env node
// The packages ship TypeScript sources, with no build step to forget between editing the framework
// and running it. The command runs them bundled into plain JavaScript by precompile.ts, redone
// whenever a file they were built from changed: loading them through tsx cost about a second of
// every command (issue 17).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CLI_ENTRIES, keptPrecompiled } from '../src/node/precompiled.mjs';

let urls = keptPrecompiled(CLI_ENTRIES);
if (!urls) {
  // The first run after a change bundles the command in a process of its own, so that tsx and the
  // bundling's memory are gone before the command starts.
  const script = fileURLToPath(new URL('./precompile.mjs', import.meta.url));
  const child = spawnSync(process.execPath, [script, JSON.stringify(CLI_ENTRIES), String(Date.now())], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  let answer;
  try {
    answer = JSON.parse(child.stdout);
  } catch {
    answer = { error: `the bundler exited with ${child.status ?? child.signal}` };
  }
  if (!answer.urls) {
    // esbuild names each file and line it could not bundle: a missing package is an install to run.
    console.error(`\n✖ Cannot load the docs command: ${answer.error}`);
    console.error('Hint: install the dependencies (pnpm install), or fix the file named above.');
    process.exit(1);
  }
  urls = answer.urls;
}
const { run } = await import(urls.cli);
await run(process.argv);

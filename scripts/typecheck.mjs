#!/usr/bin/env node
// Type-checks every TypeScript project of the repository (each package has its own tsconfig).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const projects = [
  'packages/core/tsconfig.node.json',
  'packages/core/tsconfig.runtime.json',
  'packages/cli/tsconfig.json',
  'packages/search/tsconfig.json',
  'packages/theme-default/tsconfig.json',
  'tests/tsconfig.json',
  'bench/tsconfig.json',
].filter((p) => existsSync(p));
let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
    console.log(`✓ ${project}`);
  } catch {
    failed = true;
    console.error(`✖ ${project}`);
  }
}
process.exit(failed ? 1 : 0);

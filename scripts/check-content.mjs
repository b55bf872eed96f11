#!/usr/bin/env node
// Checks site pages while you write them: `node scripts/check-content.mjs [files or folders]`.
// The rules live in tests/content/checks.ts; this only runs them and prints a report.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages/cli/package.json'));
// The ESM build of tsx's API sits beside the CommonJS one that require.resolve finds.
const tsxApi = require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
const { register } = await import(pathToFileURL(tsxApi).href);
register();
const { checkContent } = await import(pathToFileURL(path.join(root, 'tests/content/checks.ts')).href);

const targets = process.argv.slice(2).map((t) => path.resolve(t));
const only = targets.length ? (file) => targets.some((t) => file === t || file.startsWith(t + path.sep)) : undefined;
const problems = await checkContent(path.join(root, 'site/docs'), { only });
for (const p of problems) {
  console.log(`${path.relative(root, p.file)}${p.line ? `:${p.line}` : ''}: ${p.message}`);
}
console.log(problems.length ? `\n${problems.length} problem(s).` : 'No problems found.');
process.exitCode = problems.length ? 1 : 0;

// Bundles the entries given as JSON (name → TypeScript file) in a process of its own, for
// precompile.ts and docs.mjs (with the time they asked, see keepRecord), and prints
// `{ "urls": { name: module URL } }` or `{ "error": message }`. Once the command itself is
// precompiled its module does the bundling; before, tsx loads the sources.
import { CLI_ENTRIES, keptPrecompiled } from '../src/node/precompiled.mjs';

const entries = JSON.parse(process.argv[2] ?? '{}');
const askedAt = Number(process.argv[3] ?? Date.now());
const cli = keptPrecompiled(CLI_ENTRIES);
const { bundleEntries } = cli
  ? await import(cli.cli)
  : await (await import('tsx/esm/api')).tsImport('../src/node/precompile.ts', import.meta.url);
try {
  process.stdout.write(JSON.stringify({ urls: await bundleEntries(entries, askedAt) }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: String(error?.message ?? error) }));
  process.exitCode = 1;
}

// Worker threads do not inherit the main thread's TypeScript loader, and Node 20 ignores
// `--import` in a worker's execArgv: register tsx here, then load the worker itself.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { register } = await import(pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
register();
await import('./compileWorker.ts');

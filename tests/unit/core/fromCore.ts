import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const core = createRequire(fileURLToPath(new URL('../../../packages/core/package.json', import.meta.url)));

/**
 * A module as core imports it (its own dependencies: MDX, rehype-raw, Shiki), for tests that
 * compare core's code with the library it stands in for. The tests' project does not depend on them.
 */
export function fromCore<T>(specifier: string): Promise<T> {
  return import(pathToFileURL(core.resolve(specifier)).href) as Promise<T>;
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a stage kept of the last build for the next one (its pages' hashes and what they gave), one
 * JSON file in the cache folder read at once. Missing or unreadable, it is undefined: the next
 * build makes everything.
 */
export async function readState<T>(cacheDir: string, name: string): Promise<T | undefined> {
  return readFile(path.join(cacheDir, `${name}.json`), 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => undefined,
  );
}

export async function writeState(cacheDir: string, name: string, state: unknown): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await writeFile(path.join(cacheDir, `${name}.json`), JSON.stringify(state));
}

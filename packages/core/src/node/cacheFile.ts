import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a cache entry, making its folder only when it is missing: a `mkdir` per page took most
 * of a second of the main thread in a cold build of 800 pages.
 */
export async function writeCacheFile(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

import { indexDir } from '@docs-kit/search';
import { LocalIndex } from '../../../packages/search/src/runtime/local';

/** A language's local engine reading the files from memory, with the files it read, in order. */
export function memoryIndex(files: ReadonlyMap<string, string>, lang: string): { index: LocalIndex; read: string[] } {
  const read: string[] = [];
  const dir = indexDir(lang);
  const index = new LocalIndex(async (file) => {
    const content = files.get(dir + file);
    if (content === undefined) throw new Error(`No index file ${dir + file}`);
    read.push(dir + file);
    return JSON.parse(content);
  });
  return { index, read };
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { safeDecode, withBase } from '../../shared/paths';

/** A file next to a page that the page links to or shows (`../images/x.webp`, `./file.pdf`). */
export interface PageAsset {
  /** Absolute path of the file. */
  file: string;
  /** Where the build writes it, relative to the output folder: `assets/files/x.1a2b3c4d.webp`. */
  output: string;
  /** What the author wrote. */
  raw: string;
  line?: number;
  column?: number;
  /** The file does not exist: a dead link, reported like one. */
  missing?: boolean;
}

/** Folder of the output that holds the pages' files, under the site's base. */
export const ASSET_DIR = 'assets/files';

/**
 * The URL a relative file reference becomes: the file's name with a hash of its content, so it can
 * be cached for ever and two `logo.png` of different folders do not collide. A missing file keeps
 * the URL written and is recorded for the dead-link report.
 */
export function pageAsset(
  raw: string,
  from: { filePath: string; base: string; line?: number; column?: number },
  assets: PageAsset[],
): string {
  const [pathPart = '', suffix = ''] = raw.split(/(?=[?#])/);
  const file = path.resolve(path.dirname(from.filePath), safeDecode(pathPart));
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    assets.push({ file, output: '', raw, line: from.line, column: from.column, missing: true });
    return raw;
  }
  const ext = path.extname(file);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const output = `${ASSET_DIR}/${path.basename(file, ext)}.${hash}${ext}`;
  assets.push({ file, output, raw, line: from.line, column: from.column });
  return withBase(`/${output}`, from.base) + suffix;
}

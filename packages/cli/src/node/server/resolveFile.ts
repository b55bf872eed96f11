import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string; size: number; mtime: Date }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' }
  | { kind: 'not-found' };

async function fileIn(
  root: string,
  relative: string,
): Promise<{ file: string; size: number; mtime: Date } | undefined> {
  const candidate = path.join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  try {
    const real = await realpath(candidate);
    // A symlink inside the folder may point outside it: never follow it out.
    if (real !== root && !real.startsWith(root + path.sep)) return undefined;
    const info = await stat(real);
    return info.isFile() ? { file: real, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps a request path to a file under `root` with clean URLs (`/a/b` → `a/b.html`, `/a/` →
 * `a/index.html`), refusing anything that could leave the folder: malformed escapes, null bytes,
 * backslashes and dot segments (after decoding, also double-encoded ones) are bad requests.
 * `root` must be a real path.
 */
export async function resolveFile(root: string, rawPath: string): Promise<Resolution> {
  if (rawPath.length > 4096) return { kind: 'bad-request' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  let twice = decoded;
  try {
    twice = decodeURIComponent(decoded);
  } catch {
    // a literal % after one decoding is fine
  }
  for (const form of [decoded, twice]) {
    if (form.includes('\0') || form.includes('\\')) return { kind: 'bad-request' };
    if (form.split('/').some((segment) => segment === '..' || segment === '.')) return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/')) return { kind: 'bad-request' };
  const relative = decoded.slice(1);
  const candidates: string[] = [];
  if (decoded.endsWith('/')) candidates.push(`${relative}index.html`);
  else {
    candidates.push(relative, `${relative}.html`);
    if (relative.endsWith('/index')) candidates.push(`${relative}.html`);
  }
  for (const candidate of candidates) {
    const found = await fileIn(root, candidate);
    if (found) return { kind: 'file', ...found };
  }
  // `/guide/start` with only `guide/start/index.html`: send the reader to the folder's URL.
  if (!decoded.endsWith('/') && (await fileIn(root, `${relative}/index.html`))) {
    return { kind: 'redirect', location: `${encodeURI(decoded.replace(/\/{2,}/g, '/'))}/` };
  }
  return { kind: 'not-found' };
}

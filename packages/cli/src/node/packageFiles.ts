/** Where a package's files sit on disk: what caches of built code compare to notice an install. */
import { existsSync } from 'node:fs';
import path from 'node:path';

const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'bun.lockb', 'node_modules/.modules.yaml'];

/** The folder holding the package.json of the package `file` belongs to. */
export function packageRoot(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Lockfiles from `dir` up: an install that changes a dependency touches one of them. */
export function lockfiles(dir: string): string[] {
  const found: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    found.push(...LOCKFILES.map((name) => path.join(at, name)).filter((f) => existsSync(f)));
    if (path.dirname(at) === at) return found;
  }
}

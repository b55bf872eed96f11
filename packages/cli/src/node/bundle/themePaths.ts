import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A site's own theme registry (`theme/index.tsx` beside the config) when it has one. */
export function siteThemePath(siteDir: string): string | undefined {
  for (const name of ['index.tsx', 'index.ts', 'index.jsx', 'index.js']) {
    const candidate = path.join(siteDir, 'theme', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Folder virtual modules resolve their imports from: the CLI's own dependencies. */
export const CLI_DIR = path.dirname(require.resolve('../../../package.json'));

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageAsset } from '@docs-kit/core';
import type { OutputFiles } from '../stages/outputFiles';

type WithAssets = { assets: readonly PageAsset[]; pageData: { pagePath: string } };

/**
 * Files pages refer to that are not there, one line each (`docs/en/a.md:3 → ./x.png`), for the
 * dead-link report. Checked on disk now, not only at compile time: a cached page may name a file
 * deleted since.
 */
export function missingAssets(pages: readonly WithAssets[], root: string): string[] {
  return pages.flatMap((page) =>
    page.assets
      .filter((asset) => asset.missing || !existsSync(asset.file))
      .map((asset) => {
        const file = path.relative(root, page.pageData.pagePath);
        return `  ${file}:${asset.line ?? 1} → ${asset.raw} (no such file: ${path.relative(root, asset.file)})`;
      }),
  );
}

/** Copies the files pages refer to into the output, under their hashed names. */
export function copyAssets(pages: readonly WithAssets[], output: Pick<OutputFiles, 'copy'>): void {
  const outputs = new Map<string, string>();
  for (const page of pages) {
    for (const asset of page.assets) if (asset.output && existsSync(asset.file)) outputs.set(asset.output, asset.file);
  }
  for (const [name, file] of outputs) output.copy(name, file);
}

/** Copies the files of the docs' `public/` folder into the output as they are, by the same names. */
export function copyPublicFiles(publicDir: string, output: Pick<OutputFiles, 'copy'>): void {
  if (!existsSync(publicDir)) return;
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // A link to a file is copied as the file it points to, as `cp` would dereference it in a deploy.
    if (entry.isFile() || (entry.isSymbolicLink() && statSync(file).isFile()))
      output.copy(path.relative(publicDir, file), file);
  }
}

import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PageAsset } from '@docs-kit/core';

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
export async function copyAssets(pages: readonly WithAssets[], outDir: string): Promise<void> {
  const outputs = new Map<string, string>();
  for (const page of pages) {
    for (const asset of page.assets) if (asset.output && existsSync(asset.file)) outputs.set(asset.output, asset.file);
  }
  await Promise.all(
    [...outputs].map(async ([output, file]) => {
      const target = path.join(outDir, output);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file, target);
    }),
  );
}

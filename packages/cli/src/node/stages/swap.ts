import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Stage 8: swaps the new output in; a failed rename puts the previous output back. Resolves once
 * the new output is in place, with the deletion of the previous one under way, so the build's last
 * writes need not wait for thousands of files to be unlinked first.
 */
export async function swapStage(tmpDir: string, outDir: string): Promise<{ removed: Promise<void> }> {
  const oldDir = `${outDir}.old-${process.pid}`;
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, oldDir);
  try {
    await rename(tmpDir, outDir);
  } catch (error) {
    // A failed build never leaves the site without its previous output.
    if (hadOutput) await rename(oldDir, outDir);
    throw error;
  }
  return { removed: rm(oldDir, { recursive: true, force: true }) };
}

/** Temporary and previous-output folders that a killed build left beside the output. */
export async function removeStale(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const stale = (await readdir(parent).catch(() => [] as string[])).filter(
    (entry) => entry.startsWith(`.${name}-tmp-`) || entry.startsWith(`${name}.old-`),
  );
  await Promise.all(stale.map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })));
}

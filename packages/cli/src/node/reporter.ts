import path from 'node:path';
import type { CompiledPage } from '@docs-kit/core';

export interface Reporter {
  step(name: string): void;
  /** The build found nothing changed since the last one and kept its output. */
  upToDate(outDir: string): void;
  progress(name: string, done: number, total: number): void;
  /** Prints the end-of-build summary. */
  summary(result: {
    outDir: string;
    pages: CompiledPage[];
    warnings: string[];
    /** Every file of the output, from the build's own list of them (not a walk of the folder). */
    files: readonly { path: string; bytes: number }[];
    ms: number;
  }): void;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const silentReporter: Reporter = {
  step() {},
  upToDate() {},
  progress() {},
  summary() {},
};

/**
 * Progress on long work (`Compiling pages 120/391 (1.2 s)`) and a summary at the end: pages per
 * language, output size, the largest pages and chunks, and warnings.
 */
export function consoleReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  const started = performance.now();
  let lastLine = '';
  const interactive = stream.isTTY;
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  return {
    step(name) {
      stream.write(`${interactive && lastLine ? '\n' : ''}${name}… (${elapsed()})\n`);
      lastLine = '';
    },
    upToDate(outDir) {
      stream.write(
        `Nothing changed since the last build: ${path.relative(process.cwd(), outDir) || outDir} is up to date (${elapsed()}). Run with --force to build anyway.\n`,
      );
    },
    progress(name, done, total) {
      const line = `${name} ${done}/${total} (${elapsed()})`;
      if (interactive) {
        stream.write(`\r${line}`);
        lastLine = line;
        if (done === total) {
          stream.write('\n');
          lastLine = '';
        }
      } else if (done === total || done % 100 === 0) {
        stream.write(`${line}\n`);
      }
    },
    summary({ outDir, pages, warnings, files, ms }) {
      const byLang = new Map<string, number>();
      for (const page of pages) byLang.set(page.pageData.lang, (byLang.get(page.pageData.lang) ?? 0) + 1);
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      const largest = (filter: (f: string) => boolean) =>
        files
          .filter((f) => filter(f.path))
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, 5)
          .map((f) => `    ${f.path}  ${kb(f.bytes)}`)
          .join('\n');
      const lines = [
        `Built ${pages.length} pages in ${(ms / 1000).toFixed(1)} s: ${[...byLang].map(([l, n]) => `${n} ${l}`).join(', ')}`,
        `Output: ${path.relative(process.cwd(), outDir) || outDir}, ${files.length} files, ${kb(total)}`,
        `  Largest pages:\n${largest((f) => f.endsWith('.html'))}`,
        `  Largest chunks:\n${largest((f) => f.endsWith('.js') || f.endsWith('.css'))}`,
      ];
      if (warnings.length) lines.push(`${warnings.length} warning(s):\n${warnings.join('\n')}`);
      stream.write(`${lines.join('\n')}\n`);
    },
  };
}

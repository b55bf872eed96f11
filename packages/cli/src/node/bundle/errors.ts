import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocsError } from '@docs-kit/core';
import type { Message } from 'esbuild';

interface Place {
  file: string;
  line: number;
  column: number;
}

/**
 * Where a message points in the author's file. A page is bundled from its compiled module (the
 * `docs-page:` namespace), whose lines are not the page's: find the quoted import in the page.
 */
function placeOf(message: Message): Place | undefined {
  const at = message.location;
  if (!at) return undefined;
  const prefix = at.file.indexOf('docs-page:');
  if (prefix < 0) return { file: path.resolve(at.file), line: at.line, column: at.column + 1 };
  const file = at.file.slice(prefix + 'docs-page:'.length);
  const specifier = /"([^"]+)"/.exec(message.text)?.[1] ?? at.lineText.slice(at.column, at.column + at.length);
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => specifier && line.includes(specifier));
  return index < 0
    ? { file, line: 1, column: 1 }
    : { file, line: index + 1, column: (lines[index] as string).indexOf(specifier) + 1 };
}

/**
 * Every error of a failed esbuild run, each as `file:line:column: text` (esbuild's own message
 * lists only the first five). The first error's place is the DocsError's, for the overlay.
 */
export function bundleError(failure: unknown): unknown {
  const errors = (failure as { errors?: Message[] })?.errors;
  if (!errors?.length) return failure;
  const places = errors.map(placeOf);
  const lines = errors.map((e, i) => {
    const place = places[i];
    return place ? `${place.file}:${place.line}:${place.column}: ${e.text}` : e.text;
  });
  const first = places[0];
  const count = errors.length === 1 ? 'Bundling failed' : `Bundling failed with ${errors.length} errors`;
  return new DocsError(`${count}:\n${lines.join('\n')}`, {
    file: first?.file,
    line: first?.line,
    column: first?.column,
    hint: 'Check the imports: each file or package must exist (relative to the importing file, or an `alias` of the config).',
  });
}

/**
 * The file of a language's merged search postings (see searchIndex.ts), kept for the next build
 * to patch (issue 17). A line per term, `term`, tab, its postings as they are (their alphabet has
 * neither tabs nor line breaks), after a line `#`, tab, the JSON of the index folder and the rest
 * of its merged postings. Reading slices each line out of the file's text, where parsing one JSON
 * document copied every term's postings (9 MB at 4,000 pages per language), and a build that
 * changed a few terms appends them, a term with no postings being deleted, instead of writing
 * every term again. Each batch ends with a line `.`: one cut short (a build stopped while
 * appending) is left out whole. Once the file is half as long again as its terms would make it,
 * it is written afresh.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import type { MergedPostings } from '@docs-kit/search';

/** A term as its line starts: as it is, or as JSON when it could be read as a separator or another line. */
const termField = (term: string) => (/^["#.]|[\t\n]/.test(term) ? JSON.stringify(term) : term);

/** A term's line; with no postings, the line that deletes it. */
const termLine = (term: string, postings = '') => `${termField(term)}\t${postings}\n`;

const folderLine = (dir: string, { postings: _postings, ...rest }: MergedPostings) =>
  `#\t${JSON.stringify([dir, rest])}\n`;

/** Reads the merged postings by index folder; none when the file is missing or begins with another `header`. */
export async function readMerged(
  file: string,
  header: string,
): Promise<{ merged: Map<string, MergedPostings>; length: number }> {
  const merged = new Map<string, MergedPostings>();
  const text = await readFile(file, 'utf8').catch(() => '');
  if (!text.startsWith(header)) return { merged, length: 0 };
  // A batch's lines, applied once its end is read.
  let batch: (() => void)[] = [];
  let postings: Map<string, string> | undefined;
  for (let at = header.length, end = text.indexOf('\n', at); end !== -1; at = end + 1, end = text.indexOf('\n', at)) {
    const tab = text.indexOf('\t', at);
    const field = tab === -1 || tab > end ? text.slice(at, end) : text.slice(at, tab);
    const value = text.slice(tab + 1, end);
    if (field === '.') {
      for (const apply of batch) apply();
      batch = [];
    } else if (field === '#') {
      const [dir, rest] = JSON.parse(value) as [string, Omit<MergedPostings, 'postings'>];
      const into = merged.get(dir)?.postings ?? new Map<string, string>();
      postings = into;
      batch.push(() => merged.set(dir, { ...rest, postings: into }));
    } else if (postings) {
      const term = field.startsWith('"') ? (JSON.parse(field) as string) : field;
      const into = postings;
      batch.push(value ? () => into.set(term, value) : () => into.delete(term));
    }
  }
  return { merged, length: text.length };
}

/**
 * Keeps `now` for the next build: appends what differs from `before` (as `readMerged` gave it,
 * the file being `length` long), or writes the file afresh.
 */
export async function writeMerged(
  file: string,
  header: string,
  now: readonly [string, MergedPostings][],
  before: { merged: ReadonlyMap<string, MergedPostings>; length: number },
): Promise<void> {
  if (!now.length) return;
  let whole = 0;
  const changes: string[] = [];
  for (const [dir, merged] of now) {
    const last = before.merged.get(dir)?.postings ?? new Map<string, string>();
    changes.push(folderLine(dir, merged));
    for (const [term, postings] of merged.postings) {
      whole += term.length + postings.length + 2;
      if (last.get(term) !== postings) changes.push(termLine(term, postings));
    }
    for (const term of last.keys()) if (!merged.postings.has(term)) changes.push(termLine(term));
  }
  changes.push('.\t\n');
  const appended = changes.join('');
  if (before.length && before.length + appended.length <= whole * 1.5) {
    await appendFile(file, appended);
    return;
  }
  const lines = [header];
  for (const [dir, merged] of now) {
    lines.push(folderLine(dir, merged));
    for (const [term, postings] of merged.postings) lines.push(termLine(term, postings));
  }
  lines.push('.\t\n');
  await writeFile(file, lines.join(''));
}

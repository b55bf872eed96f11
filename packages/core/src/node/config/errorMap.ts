import { closest } from 'fastest-levenshtein';
import type { z } from 'zod';
import { codeFrame, DocsError } from '../../shared/errors';

/** `themeConfig.nav[2].link` from zod's path array. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** The first line of the config file that mentions `key` as a property, for the message's location. */
function lineOf(source: string, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const pattern = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index === -1 ? undefined : index + 1;
}

function describe(issue: z.core.$ZodIssue, known: (path: readonly PropertyKey[]) => string[]): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => {
        const options = known(issue.path);
        const guess = options.length ? closest(key, options) : undefined;
        return `unknown key "${key}"${guess ? `; did you mean "${guess}"?` : ''}${options.length ? ` Allowed keys: ${options.join(', ')}.` : ''}`;
      })
      .join('; ');
  }
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, ${issue.message.replace(/^Invalid input: /, '')}`;
  return issue.message;
}

/**
 * Turns zod issues into one message per problem, each naming the key path, what is expected, and
 * the config file and line.
 */
export function configError(
  error: z.ZodError,
  file: string,
  source: string,
  known: (path: readonly PropertyKey[]) => string[],
): DocsError {
  const first = error.issues[0];
  const lastKey = (issue: z.core.$ZodIssue) =>
    issue.code === 'unrecognized_keys' ? issue.keys[0] : [...issue.path].reverse().find((k) => typeof k === 'string');
  const lines = error.issues.map((issue) => {
    const where = formatPath(issue.path) || '(root)';
    const line = lineOf(source, lastKey(issue) as string | undefined);
    return `  ${where}: ${describe(issue, known)}${line ? ` (${file}:${line})` : ''}`;
  });
  const line = first ? lineOf(source, lastKey(first) as string | undefined) : undefined;
  return new DocsError(`Invalid config in ${file}:\n${lines.join('\n')}`, {
    file,
    line,
    frame: line ? codeFrame(source, line) : undefined,
  });
}

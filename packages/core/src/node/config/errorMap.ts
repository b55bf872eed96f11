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

function describe(issue: Issue, known: (path: readonly PropertyKey[]) => string[]): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => {
        const options = known(issue.path);
        const guess = options.length ? closest(key, options) : undefined;
        return `unknown key "${key}"${guess ? `; did you mean "${guess}"?` : ''}${options.length ? ` Allowed keys: ${options.join(', ')}.` : ''}`;
      })
      .join('; ');
  }
  if (issue.code === 'invalid_type') {
    const detail = issue.message.replace(/^Invalid input: /, '');
    return detail.includes('expected') ? detail : `expected ${issue.expected}, ${detail}`;
  }
  return issue.message;
}

type Issue = z.core.$ZodIssue;

const depth = (branch: readonly Issue[]) => Math.max(0, ...branch.map((i) => i.path.length));

/**
 * A union's "invalid input" says nothing; report the branch the author most likely meant instead:
 * the one with the fewest problems, then the deepest (a `{ provider: 'algolia' }` missing its
 * appId is an Algolia config, not a wrong `false`).
 */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
    const best = [...issue.errors].sort((a, b) => a.length - b.length || depth(b) - depth(a))[0] ?? [];
    return flatten(best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue));
  });
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
  const issues = flatten(error.issues);
  const first = issues[0];
  const lastKey = (issue: Issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys[0] : [...issue.path].reverse().find((k) => typeof k === 'string');
  const lines = issues.map((issue) => {
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

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

const escapeKey = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the value starting at `from` ends: the first `,` or closing bracket outside its own
 * brackets, strings and comments (an object or array literal, as configs are written).
 */
function scan(source: string, from: number, onComma?: (at: number) => void): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*')
      i = source.indexOf('*/', i) === -1 ? source.length : source.indexOf('*/', i) + 1;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) {
      if (!onComma) return i;
      onComma(i);
    }
  }
  return source.length;
}

/**
 * The line of the config file where `path` (`themeConfig.nav[1].link`) is written, following it
 * key by key and element by element through the object literal; else the deepest part found. The
 * first line naming the last key was often another one (every nav item has a `link`).
 */
function lineOf(source: string, path: readonly PropertyKey[]): number | undefined {
  let from = 0;
  let to = source.length;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      const open = source.indexOf('[', from);
      if (open === -1 || open >= to) break;
      const starts = [open + 1];
      const end = scan(source, open + 1, (comma) => starts.push(comma + 1));
      const start = starts[key];
      if (start === undefined) break;
      from = start + (source.slice(start).match(/^\s*/)?.[0].length ?? 0);
      to = Math.min(end, starts[key + 1] ?? end);
      found = from;
      continue;
    }
    const pattern = new RegExp(`(^|[\\s{,])['"]?${escapeKey(String(key))}['"]?\\s*:`, 'g');
    pattern.lastIndex = from;
    const match = pattern.exec(source);
    if (!match || match.index >= to) break;
    found = match.index + (match[1]?.length ?? 0);
    from = pattern.lastIndex;
    to = scan(source, from);
  }
  return found === undefined ? undefined : source.slice(0, found).split('\n').length;
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
 * one of the value's type, then the one with the fewest problems, then the deepest (a
 * `{ provider: 'algolia' }` missing its keys is an Algolia config, not a wrong `false`).
 */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
    // A branch of another type or value altogether (`false` for an object) was not meant, however
    // few its problems.
    const otherType = (branch: readonly Issue[]) =>
      Number(branch.some((i) => (i.code === 'invalid_type' || i.code === 'invalid_value') && i.path.length === 0));
    const best =
      [...issue.errors].sort((a, b) => otherType(a) - otherType(b) || a.length - b.length || depth(b) - depth(a))[0] ??
      [];
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
  // An unknown key is written where its object is: its line is the key's own.
  const keyPath = (issue: Issue) =>
    issue.code === 'unrecognized_keys' && issue.keys[0] ? [...issue.path, issue.keys[0]] : issue.path;
  const at = issues.map((issue) => lineOf(source, keyPath(issue)));
  const lines = issues.map((issue, i) => {
    const where = formatPath(issue.path) || '(root)';
    return `  ${where}: ${describe(issue, known)}${at[i] ? ` (${file}:${at[i]})` : ''}`;
  });
  const line = at[0];
  return new DocsError(`Invalid config in ${file}:\n${lines.join('\n')}`, {
    file,
    line,
    frame: line ? codeFrame(source, line) : undefined,
  });
}

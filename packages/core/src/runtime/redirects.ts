import { cleanPath, isExternal, namedPrefixes } from '../shared/paths';

export interface Redirect {
  from: string;
  to: string;
}

interface CompiledRedirect {
  pattern: RegExp;
  to: string;
}

/**
 * Compiles redirect rules once. A `from` starting with `^` is a regular expression; anything else
 * is a path matched exactly (with its `.html` and trailing-slash forms). An invalid pattern is
 * skipped with a console warning (spec 2.3, spec 8).
 */
export function compileRedirects(redirects: readonly Redirect[]): CompiledRedirect[] {
  const compiled: CompiledRedirect[] = [];
  for (const redirect of redirects) {
    try {
      const source = redirect.from.startsWith('^')
        ? redirect.from
        : `^${cleanPath(redirect.from)
            .replace(/\/$/, '')
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`;
      compiled.push({ pattern: new RegExp(source), to: redirect.to });
    } catch (error) {
      console.warn(`[docs] Skipped the redirect from "${redirect.from}": ${(error as Error).message}`);
    }
  }
  return compiled;
}

/**
 * Where a path redirects to, if anywhere; version and language prefixes carry over (`/zh/old` →
 * `/zh/new`, `/v1/zh/old` → `/v1/zh/new`): redirects apply in every version.
 */
export function findRedirect(
  compiled: readonly CompiledRedirect[],
  pathname: string,
  langs: readonly string[],
  versions: readonly string[] = [],
): string | undefined {
  const { version, lang, rest } = namedPrefixes(cleanPath(pathname), langs, versions);
  const prefix = [version, lang].map((segment) => (segment ? `/${segment}` : '')).join('');
  for (const { pattern, to } of compiled) {
    if (pattern.test(rest)) {
      if (isExternal(to)) return to;
      return prefix + rest.replace(pattern, to);
    }
  }
  return undefined;
}

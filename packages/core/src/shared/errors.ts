/** Marks a DocsError made by any copy of this module (see DocsError's `Symbol.hasInstance`). */
const DOCS_ERROR = Symbol.for('docs-kit.DocsError');

/**
 * An error an author can act on: it names the file, the line and column, and what to do.
 * The CLI prints `message` and the code frame; the stack only with `--debug`.
 */
export class DocsError extends Error {
  /**
   * A DocsError is recognised by its mark, not by which copy of this class made it: a theme's
   * node entry runs precompiled in a bundle of its own, and a TypeScript package a config imports
   * loads through tsx, each with its own copy of core, yet their errors must read as the CLI's.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [DOCS_ERROR]?: unknown })[DOCS_ERROR] === true;
  }

  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly frame?: string;
  readonly hint?: string;

  constructor(
    message: string,
    where: { file?: string; line?: number; column?: number; frame?: string; hint?: string } = {},
  ) {
    super(message);
    this.name = 'DocsError';
    this.file = where.file;
    this.line = where.line;
    this.column = where.column;
    this.frame = where.frame;
    this.hint = where.hint;
  }

  /** `file:line:column` for terminals and editors. */
  get location(): string {
    if (!this.file) return '';
    if (this.line === undefined) return this.file;
    return `${this.file}:${this.line}${this.column === undefined ? '' : `:${this.column}`}`;
  }

  /** The whole report: location, message, frame and hint. */
  format(): string {
    const head = this.location ? `${this.location}: ${this.message}` : this.message;
    return [head, this.frame, this.hint && `Hint: ${this.hint}`].filter(Boolean).join('\n');
  }
}

// On the prototype: a plain object spread from an error (`{ ...error }`) is no DocsError.
Object.defineProperty(DocsError.prototype, DOCS_ERROR, { value: true });

/** A few lines of source around `line` with a caret under `column` (both 1-based). */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * Something the compile rendered as best it could but the author should know about (an unknown
 * container type, a component in a `.md` page): printed with its file:line, never fatal.
 * Plain data, so it survives the compile cache and worker threads.
 */
export interface CompileWarning {
  message: string;
  file: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** `file:line:column: message (hint)`, paths relative to `root`. */
export function formatWarning(warning: CompileWarning, root: string): string {
  const file = warning.file.startsWith(`${root}/`) ? warning.file.slice(root.length + 1) : warning.file;
  const where = [file, warning.line, warning.column].filter((p) => p !== undefined).join(':');
  return `  ${where}: ${warning.message}${warning.hint ? ` ${warning.hint}` : ''}`;
}

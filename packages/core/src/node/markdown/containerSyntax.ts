/**
 * The container opening lines of the dialects people write, rewritten to the one form
 * remark-directive reads (`:::name[Title]`):
 * - `:::tip`, `::: tip` (VitePress and Rspress put a space after the colons),
 * - `:::tip Title`, `::: tip Title` (VitePress, Rspress),
 * - `:::tip[Title]`, `:::tip{open}` (Docusaurus, remark-directive: already the directive form).
 * More colons open an outer container (`::::tip` around a `:::note`), as in all three.
 */
const OPENING = /^(\s*)(:{3,})[ \t]*([A-Za-z][\w-]*)(.*)(\r?)$/;

/**
 * The line in directive form, or undefined when it is not a container's opening line. A line of
 * a page saved with CRLF keeps its `\r` (`.` stops before it: such a box was left as text).
 */
export function containerLine(line: string): string | undefined {
  const match = OPENING.exec(line);
  if (!match) return undefined;
  const [, indent, colons, name, rest = '', cr] = match;
  const head = `${indent}${colons}${name}`;
  const title = rest.trim();
  if (!title || /^[[{]/.test(rest)) return head + rest.trimEnd() + cr;
  return `${head}[${title.replace(/[[\]]/g, '\\$&')}]${cr}`;
}

/**
 * GitHub's alerts: a block quote whose first line is `[!NOTE]` (any case), alone or followed by a
 * title (`> [!TIP] Before you start`, as VitePress and Obsidian read it).
 */
const ALERT = /^\[!(note|tip|important|warning|caution)\]([^\n]*)(\n|$)/i;

/**
 * The alert type of a block quote's first text (`note`), the title written on the marker line
 * (empty: the type's own), whether that line ends within `text`, and the text after it.
 */
export function githubAlert(
  text: string,
): { type: string; title: string; lineEnded: boolean; rest: string } | undefined {
  const match = ALERT.exec(text);
  if (!match) return undefined;
  const [whole, type = '', title = '', newline] = match;
  // A title going on past this text (into formatting) keeps the space before what follows.
  const words = newline ? title.trim() : title.trimStart();
  return { type: type.toLowerCase(), title: words, lineEnded: !!newline, rest: text.slice(whole.length) };
}

import { parseHighlight } from '@docs-kit/search/runtime';

/**
 * A highlight or snippet value shown as text with its matches marked: the value is parsed, never
 * set as HTML, so nothing a page or a query holds can run (issue 4).
 */
export function Highlight({ value }: { value: string }) {
  return (
    <>
      {parseHighlight(value).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, in order.
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

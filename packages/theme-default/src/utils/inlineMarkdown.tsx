import { Link } from '@theme';
import type { ReactNode } from 'react';

/** Renders `[text](url)` links of a one-line message; everything else stays text. */
export function inlineMarkdown(message: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > last) out.push(message.slice(last, match.index));
    out.push(
      <Link key={match.index} href={match[2]} newTab>
        {match[1]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out;
}

/**
 * A broken page in `docs dev` is reported by the save's compile and again by the tab asking for
 * the page's module: both reach the overlay, the terminal prints it once.
 */
import { DocsError } from '@docs-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../packages/cli/src/node/dev/respond';

afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it('sends every report to the tabs and prints the same error once, another one again', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: unknown[] = [];
    const events = { send: (message: unknown) => sent.push(message) } as unknown as Parameters<typeof reportError>[1];
    const broken = () => new DocsError('Unexpected character', { file: '/site/docs/en/a.mdx', line: 3 });
    reportError(broken(), events, '/a', true);
    reportError(broken(), events, '/a', true);
    expect(sent).toHaveLength(2);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(String(printed.mock.calls[0]?.[0])).toContain('a.mdx:3');
    reportError(new DocsError('Another problem', { file: '/site/docs/en/b.md', line: 1 }), events, '/b', true);
    expect(printed).toHaveBeenCalledTimes(2);
    // Not interactive: nothing printed at all.
    reportError(new Error('quiet'), events, '/c', false);
    expect(printed).toHaveBeenCalledTimes(2);
    expect(sent).toHaveLength(4);
  });
});

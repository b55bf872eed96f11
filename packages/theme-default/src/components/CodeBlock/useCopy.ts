import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9: the copy button shows success for 2 seconds. */
export const COPY_SUCCESS_DURATION = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** The key combination to copy on this platform. */
export function copyShortcut(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent)
    ? '⌘+C'
    : 'Ctrl+C';
}

/**
 * Copies text through the Clipboard API. On success the state is `copied` for 2 s; on failure it
 * is `failed` and the code is selected so the reader can press the copy combination themselves.
 */
export function useCopy(): { state: CopyState; copy: (text: string, select?: HTMLElement | null) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string, select?: HTMLElement | null) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_SUCCESS_DURATION);
    } catch {
      setState('failed');
      if (select) {
        const range = document.createRange();
        range.selectNodeContents(select);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
      }
      timer.current = setTimeout(() => setState('idle'), COPY_SUCCESS_DURATION * 2);
    }
  }, []);
  return { state, copy };
}

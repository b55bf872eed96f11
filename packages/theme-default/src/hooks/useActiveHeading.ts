import type { TocEntry } from '@docs-kit/core/runtime';
import { useEffect, useState } from 'react';
import { throttle } from '../logic/debounce';
import { SCROLL_THROTTLE } from './useScroll';

/** A heading counts as read once its top is within this distance of where anchor jumps put it. */
const SLACK = 8;

/**
 * The outline entry for the section being read: the last heading whose top has passed the line
 * under the navbar; at the very bottom of the page, the last heading.
 */
export function useActiveHeading(toc: readonly TocEntry[]): string {
  const [active, setActive] = useState('');
  useEffect(() => {
    if (!toc.length) return;
    const update = throttle(() => {
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = '';
      for (const entry of toc) {
        const el = document.getElementById(entry.id);
        if (!el) continue;
        // The heading's scroll-margin is the height of the sticky bars above it (nav, mobile bar).
        const line = (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0) + SLACK;
        if (el.getBoundingClientRect().top <= line) current = entry.id;
        else break;
      }
      if (atBottom && window.scrollY > 0) current = toc[toc.length - 1]?.id ?? current;
      setActive(current);
    }, SCROLL_THROTTLE);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);
  return active;
}

import { useEffect, useState } from 'react';
import { throttle } from '../logic/debounce';

/** Spec 9: scroll handlers run at most every 100 ms. */
export const SCROLL_THROTTLE = 100;

/** Whether the page is scrolled past `threshold` px. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = throttle(() => setPast(window.scrollY > threshold), SCROLL_THROTTLE);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

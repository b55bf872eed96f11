import { useSiteData } from '@docs-kit/core/runtime';
import { useScrolledPast } from '../../hooks/useScroll';
import { useTexts } from '../../hooks/useTexts';
import { themeConfigOf } from '../../logic/themeConfig';
import { prefersReducedMotion } from '../../logic/transition';
import { Icons } from '../Icons';
import './index.css';

/** Spec 2.4 and 9: shown once the page is scrolled past 100 px. */
export const SCROLL_TO_TOP_THRESHOLD = 100;

/** A button back to the top of the page (`enableScrollToTop`). */
export function ScrollToTop() {
  const site = useSiteData();
  const texts = useTexts();
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  if (!themeConfigOf(site).enableScrollToTop || !visible) return null;
  return (
    <button
      type="button"
      className="docs-scroll-to-top"
      aria-label={texts.scrollToTopText}
      title={texts.scrollToTopText}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById('docs-main')?.focus({ preventScroll: true });
      }}
    >
      <Icons.ArrowUp />
    </button>
  );
}

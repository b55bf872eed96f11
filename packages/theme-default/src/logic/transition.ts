/**
 * Content view transitions (spec 2.4, `enableContentAnimation`). The runtime swaps the page once
 * its chunk is loaded; the theme starts the transition when a link is followed and the Layout
 * ends it once the new page is on screen, so the browser animates old content to new.
 */

type StartViewTransition = (update: () => Promise<void>) => unknown;

/** After this long the transition completes anyway (a slow or failed page load). */
const MAX_WAIT = 3000;
let finishPending: (() => void) | null = null;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Runs `navigate` inside a view transition when the browser supports one and motion is welcome. */
export function navigateWithTransition(navigate: () => void): void {
  const start = (document as Document & { startViewTransition?: StartViewTransition }).startViewTransition;
  if (typeof start !== 'function' || prefersReducedMotion()) {
    navigate();
    return;
  }
  finishContentTransition();
  start.call(
    document,
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, MAX_WAIT);
        finishPending = () => {
          clearTimeout(timer);
          resolve();
        };
        navigate();
      }),
  );
}

/** Called when the new page has rendered. */
export function finishContentTransition(): void {
  const finish = finishPending;
  finishPending = null;
  finish?.();
}

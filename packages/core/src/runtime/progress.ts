/**
 * The page-loading bar (spec 4 and 9): starts at 0.08, trickles forward by 0.02 every 800 ms with a
 * 200 ms transition, and only shows when loading takes longer than 200 ms.
 */
export const PROGRESS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleInterval: 800, showAfter: 200 } as const;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(doc: Document = document): ProgressBar {
  let bar: HTMLElement | null = null;
  let value = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;

  const render = () => {
    if (!bar) return;
    bar.style.transform = `translate3d(${(-1 + value) * 100}%,0,0)`;
  };
  const clear = () => {
    clearTimeout(showTimer);
    clearInterval(trickleTimer);
    showTimer = undefined;
    trickleTimer = undefined;
  };
  return {
    start() {
      clear();
      showTimer = setTimeout(() => {
        bar = doc.createElement('div');
        bar.className = 'docs-progress';
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', 'Loading page');
        bar.style.transition = `transform ${PROGRESS.speed}ms linear`;
        doc.body.appendChild(bar);
        value = PROGRESS.minimum;
        render();
        trickleTimer = setInterval(() => {
          value = Math.min(0.994, value + PROGRESS.trickleRate);
          render();
        }, PROGRESS.trickleInterval);
      }, PROGRESS.showAfter);
    },
    done() {
      clear();
      if (!bar) return;
      value = 1;
      render();
      const finished = bar;
      bar = null;
      setTimeout(() => finished.remove(), PROGRESS.speed);
    },
  };
}

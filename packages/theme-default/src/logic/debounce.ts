/** Timing helpers. Both throw on a non-function (spec 8): a mistake should fail where it is made. */

export interface Cancelable<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

function assertFunction(fn: unknown, name: string): asserts fn is (...args: never[]) => unknown {
  if (typeof fn !== 'function')
    throw new TypeError(`${name}() expects a function, got ${fn === null ? 'null' : typeof fn}`);
}

/** Calls `fn` once `wait` ms have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Cancelable<A> {
  assertFunction(fn, 'debounce');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Calls `fn` at most once per `wait` ms, with the latest arguments on the trailing edge. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Cancelable<A> {
  assertFunction(fn, 'throttle');
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      clearTimeout(timer);
      timer = undefined;
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) fn(...pending);
      pending = undefined;
    }, remaining);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from '../../../packages/theme-default/src/logic/debounce';

describe('debounce and throttle (spec 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throw when given a non-function', () => {
    for (const bad of [undefined, null, 1, 'fn', {}]) {
      expect(() => debounce(bad as never, 10)).toThrow(TypeError);
      expect(() => throttle(bad as never, 10)).toThrow(TypeError);
    }
  });

  it('debounce calls once after the quiet period, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
    d(3);
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('throttle calls at once, then at most once per period with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t('a');
    t('b');
    t('c');
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

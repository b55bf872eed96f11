import { describe, expect, it } from 'vitest';
import { barWidth, formatTime, maxBenchmarkTime } from '../../../packages/theme-default/src/logic/benchmark';

const groups = {
  dev: {
    label: 'Dev',
    metrics: [
      { desc: 'A', time: 0.39 },
      { desc: 'B', time: 5.47 },
    ],
  },
  prod: {
    label: 'Prod',
    metrics: [
      { desc: 'A', time: 0.27 },
      { desc: 'B', time: 5.69 },
    ],
  },
};

describe('benchmark bars (spec 4)', () => {
  it('scales every bar against the maximum across all groups', () => {
    const max = maxBenchmarkTime(groups);
    expect(max).toBe(5.69);
    expect(barWidth(5.69, max)).toBe(100);
    expect(barWidth(5.47, max)).toBeCloseTo((5.47 / 5.69) * 100, 10);
    expect(barWidth(0.27, max)).toBeCloseTo(4.745, 2);
  });

  it('never divides by zero or goes negative', () => {
    expect(maxBenchmarkTime({})).toBe(0);
    expect(barWidth(1, 0)).toBe(0);
    expect(barWidth(-1, 2)).toBe(0);
  });

  it('labels times under 1 s in whole ms and longer ones in seconds with two decimals', () => {
    expect(formatTime(0.39)).toBe('390ms');
    expect(formatTime(0.2716)).toBe('272ms');
    expect(formatTime(0.999)).toBe('999ms');
    expect(formatTime(1)).toBe('1.00s');
    expect(formatTime(1.294)).toBe('1.29s');
    expect(formatTime(5.69)).toBe('5.69s');
  });
});

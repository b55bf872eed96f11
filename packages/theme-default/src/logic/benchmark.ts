/** Performance-comparison maths (spec 4, "Benchmark bar"). */

export interface BenchmarkMetric {
  desc: string;
  /** Seconds. */
  time: number;
}
export interface BenchmarkGroup {
  label: string;
  metrics: BenchmarkMetric[];
}
export interface BenchmarkData {
  title?: string;
  description?: string;
  groups: Record<string, BenchmarkGroup>;
}

/** The longest time across every group: all bars share one scale. */
export function maxBenchmarkTime(groups: Record<string, BenchmarkGroup>): number {
  let max = 0;
  for (const group of Object.values(groups)) for (const metric of group.metrics) max = Math.max(max, metric.time);
  return max;
}

/** A bar's final width: time / max time, as a percentage. */
export function barWidth(time: number, max: number): number {
  if (max <= 0 || time <= 0) return 0;
  return Math.min(100, (time / max) * 100);
}

/** Under 1 s in whole milliseconds (`390ms`), otherwise seconds with two decimals (`1.29s`). */
export function formatTime(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  return `${seconds.toFixed(2)}s`;
}

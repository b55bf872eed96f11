/**
 * Where a build's time and memory go, stage by stage: with `DOCS_BUILD_TIMINGS=1` the build
 * prints one JSON line (`docs-build-timings {...}`) to stderr, which `pnpm bench` reads.
 */
export interface StageTimer {
  /** Records the stage that just ended (wall time since the previous mark, the main thread's RSS). */
  mark(stage: string): void;
  /** A count worth knowing next to the times (pages rendered again, reused...). */
  note(name: string, value: number): void;
  report(): void;
}

export function stageTimer(started: number): StageTimer {
  const stages: { stage: string; ms: number; rssMB: number }[] = [];
  const notes: Record<string, number> = {};
  let last = started;
  return {
    mark(stage) {
      const now = performance.now();
      stages.push({ stage, ms: Math.round(now - last), rssMB: Math.round(process.memoryUsage.rss() / 2 ** 20) });
      last = now;
    },
    note(name, value) {
      notes[name] = value;
    },
    report() {
      if (process.env.DOCS_BUILD_TIMINGS) {
        const totalMs = Math.round(performance.now() - started);
        process.stderr.write(`docs-build-timings ${JSON.stringify({ totalMs, stages, ...notes })}\n`);
      }
    },
  };
}

/**
 * Where a build's time and memory go, stage by stage: with `DOCS_BUILD_TIMINGS=1` the build
 * prints one JSON line (`docs-build-timings {...}`) to stderr, which `pnpm bench` reads.
 */
export interface StageTimer {
  /** Records the stage that just ended (wall and CPU time since the previous mark, the main thread's RSS). */
  mark(stage: string): void;
  /** A count worth knowing next to the times (pages rendered again, reused...). */
  note(name: string, value: number): void;
  report(): void;
}

/** `started` and `startedCpu`: `performance.now()` and `process.cpuUsage()` when the build began. */
export function stageTimer(started: number, startedCpu: NodeJS.CpuUsage): StageTimer {
  const stages: { stage: string; ms: number; cpuMs: number; rssMB: number }[] = [];
  const notes: Record<string, number> = {};
  let last = started;
  // CPU time as well as wall time: on a shared machine the wall time of a stage says little.
  let lastCpu = startedCpu;
  return {
    mark(stage) {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      stages.push({
        stage,
        ms: Math.round(now - last),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        rssMB: Math.round(process.memoryUsage.rss() / 2 ** 20),
      });
      last = now;
      lastCpu = process.cpuUsage();
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

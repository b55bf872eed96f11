/**
 * A bounded load run with autocannon on 127.0.0.1 (issue 7): a fixed number of requests over a
 * number of connections, cycling through `paths`, with a hard time limit.
 */
// @ts-expect-error autocannon ships no types; the shape used here is checked by the assertions.
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mean requests per second over the run. */
  perSecond: number;
  p99: number;
  seconds: number;
}

export async function runLoad(
  url: string,
  paths: readonly string[],
  options: { amount: number; connections: number; maxSeconds: number },
): Promise<LoadResult> {
  const started = performance.now();
  const run = autocannon({
    url,
    connections: options.connections,
    amount: options.amount,
    timeout: 10,
    // `duration` only bounds a run that is not given an amount; the limit below bounds this one.
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, br' } })),
  }) as Promise<{
    requests: { total: number; average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }> & { stop?: () => void };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`load run over ${options.maxSeconds} s`)), options.maxSeconds * 1000);
  });
  try {
    const result = await Promise.race([run, limit]);
    const seconds = (performance.now() - started) / 1000;
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      perSecond: Math.round(result.requests.total / seconds),
      p99: result.latency.p99,
      seconds,
    };
  } finally {
    clearTimeout(timer);
  }
}

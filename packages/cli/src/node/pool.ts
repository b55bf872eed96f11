/**
 * Runs `task` over `items` with at most `limit` at once, keeping results in order. On a failure no
 * new task starts, and the first error is thrown only once every running task has settled, so
 * nothing is still writing when the caller cleans up.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: { error: unknown } | undefined;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failed ??= { error };
      }
    }
  });
  await Promise.all(workers);
  if (failed) throw failed.error;
  return results;
}

import type { QueryClient } from '@tanstack/react-query';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits until no query of `queryClient` is fetching, through chains of them (a query started when
 * another answers, as the route loaders' capability checks do): true once a whole task has passed
 * with none fetching, false when that has not happened within `timeoutMs`.
 */
export async function settleQueries(queryClient: QueryClient, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fetching = queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.promise?.catch(() => undefined));
    if (fetching.length === 0) {
      // A query that answered may start another in a later microtask or task: look once more.
      await nextTask();
      if (queryClient.isFetching() === 0) return true;
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(fetching),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
}

/**
 * Runs catch-ups one at a time. A request that arrives during a run is kept and run right after it, never
 * dropped: a reconnection that lands while a catch-up sent before the server came back is still in flight
 * would otherwise leave the orders taken meanwhile for the periodic round (up to 30 s later). A failed run
 * is retried once after `retryMs`; any new request replaces that retry.
 */
export const createCatchUpRunner = (run: () => Promise<void>, retryMs: number) => {
  let running = false;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const request = async (): Promise<void> => {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    if (retry) clearTimeout(retry);
    retry = null;
    try {
      await run();
    } catch {
      if (!disposed) retry = setTimeout(() => void request(), retryMs);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await request();
    }
  };

  const dispose = () => {
    disposed = true;
    again = false;
    if (retry) clearTimeout(retry);
    retry = null;
  };

  return { request, dispose };
};

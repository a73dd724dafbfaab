import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatchUpRunner } from './catch-up-runner.ts';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

afterEach(() => vi.useRealTimers());

describe('createCatchUpRunner', () => {
  it('runs a request made during a run right after it, once, instead of dropping it', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const runner = createCatchUpRunner(() => {
      const run = deferred();
      runs.push(run);
      return run.promise;
    }, 5000);
    const first = runner.request();
    void runner.request(); // the reconnection, while the first catch-up is still in flight
    void runner.request();
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    runs[1]!.resolve();
    await first;
    expect(runs).toHaveLength(2);
  });

  it('retries a failed run once after the delay, and a new request replaces that retry', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let fail = true;
    const runner = createCatchUpRunner(async () => {
      calls++;
      if (fail) throw new Error('offline');
    }, 5000);
    await runner.request();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    fail = false;
    await runner.request();
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(3);
  });

  it('does nothing more once disposed', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const runner = createCatchUpRunner(async () => {
      calls++;
      throw new Error('offline');
    }, 5000);
    await runner.request();
    runner.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    await runner.request();
    expect(calls).toBe(1);
  });
});

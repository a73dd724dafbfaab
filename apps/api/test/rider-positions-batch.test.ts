import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMovedBatch } from '../src/modules/rider-positions/position-batch.ts';

/** The map's events (decision 048, amendment 2): one publish per interval carrying every rider that moved. */
describe('createMovedBatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes the first move at once, then everything that moved within the interval in one publish', () => {
    const published: [string, number][][] = [];
    const batch = createMovedBatch<number>(1000, (moved) => published.push([...moved]));
    batch.push('a', 1);
    expect(published).toEqual([[['a', 1]]]);
    vi.advanceTimersByTime(100);
    batch.push('b', 1);
    batch.push('c', 1);
    vi.advanceTimersByTime(200);
    batch.push('b', 2);
    expect(published).toHaveLength(1);
    vi.advanceTimersByTime(699);
    expect(published).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // b's newest only, once: at most one value per key a publish.
    expect(published[1]).toEqual([
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('keeps publishing at most once an interval while riders keep moving, and never drops the last move', () => {
    const published: [string, number][][] = [];
    const batch = createMovedBatch<number>(1000, (moved) => published.push([...moved]));
    for (let step = 0; step < 50; step++) {
      batch.push(`r${step % 5}`, step);
      vi.advanceTimersByTime(100);
    }
    // Moves from 0 to 4.9 s: the first at once, then one publish at each second's end (1 s … 5 s).
    expect(published).toHaveLength(6);
    expect(published.map((moved) => moved.length)).toEqual([1, 5, 5, 5, 5, 5]);
    expect(published.at(-1)).toContainEqual(['r4', 49]);
    vi.advanceTimersByTime(5000);
    expect(published).toHaveLength(6);
  });

  it('publishes at once again after a quiet interval, and nothing after stop', () => {
    const published: [string, number][][] = [];
    const batch = createMovedBatch<number>(1000, (moved) => published.push([...moved]));
    batch.push('a', 1);
    vi.advanceTimersByTime(1500);
    batch.push('a', 2);
    expect(published).toEqual([[['a', 1]], [['a', 2]]]);
    batch.push('a', 3);
    batch.stop();
    vi.advanceTimersByTime(5000);
    expect(published).toHaveLength(2);
  });
});

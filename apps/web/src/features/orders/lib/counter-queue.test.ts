import { describe, expect, it } from 'vitest';
import { arrive, emptyCounterQueue, prune, putOff, shownQueue } from './counter-queue.ts';

describe('counter mode queue', () => {
  it('shows new orders one after another, in the order they arrived, each once', () => {
    const queue = arrive(arrive(emptyCounterQueue, ['a', 'b', 'a']), ['b', 'c']);
    expect(shownQueue(queue, new Set(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
  });

  it('drops an order accepted or rejected anywhere, and one put off for later', () => {
    const queue = putOff(arrive(emptyCounterQueue, ['a', 'b', 'c']), 'b');
    expect(shownQueue(queue, new Set(['b', 'c']))).toEqual(['c']);
    expect(shownQueue(queue, new Set())).toEqual([]);
  });

  it('forgets orders that stopped waiting and keeps the same queue when nothing changed', () => {
    const queue = putOff(arrive(emptyCounterQueue, ['a', 'b']), 'a');
    expect(prune(queue, new Set(['b']))).toEqual({ arrived: ['b'], later: [] });
    expect(prune(queue, new Set(['a', 'b']))).toBe(queue);
    expect(arrive(queue, ['a'])).toBe(queue);
  });
});

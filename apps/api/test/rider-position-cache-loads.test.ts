import { describe, expect, it } from 'vitest';
import { createRefreshedCache } from '../src/shared/refreshed-cache.ts';

/** A read the test answers when it chooses. */
const controlledReads = () => {
  const calls: { keys: string[]; answer: (values: Record<string, number>) => void }[] = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve) => {
      calls.push({ keys, answer: (values) => resolve(new Map(Object.entries(values))) });
    });
  return { calls, loadMany };
};

/**
 * The rider caches' misses (decision 048, amendment 2): one read at a time, the keys missed meanwhile read together
 * in the next, so many riders starting at once cost a few statements.
 */
describe('refreshed cache: misses read together', () => {
  it('reads the keys missed during a read in one next read, and a key missed twice once', async () => {
    const reads = controlledReads();
    const cache = createRefreshedCache<number>({
      loadMany: reads.loadMany,
      reload: async () => new Map(),
      idleMs: 60_000,
    });
    const a = cache.get('a');
    const b = cache.get('b');
    const c = cache.get('c');
    const bAgain = cache.get('b');
    expect(reads.calls.map((call) => call.keys)).toEqual([['a']]);
    reads.calls[0].answer({ a: 1 });
    expect(await a).toBe(1);
    expect(reads.calls.map((call) => call.keys)).toEqual([['a'], ['b', 'c']]);
    reads.calls[1].answer({ b: 2 });
    expect([await b, await bAgain, await c]).toEqual([2, 2, undefined]);
    // Kept: no read for a hit; a key that had no value is read again.
    expect(await cache.get('b')).toBe(2);
    const cAgain = cache.get('c');
    expect(reads.calls).toHaveLength(3);
    reads.calls[2].answer({ c: 3 });
    expect(await cAgain).toBe(3);
  });

  it('after a forget, a miss does not join the read begun before it, and that read keeps nothing', async () => {
    const reads = controlledReads();
    const cache = createRefreshedCache<number>({
      loadMany: reads.loadMany,
      reload: async () => new Map(),
      idleMs: 60_000,
    });
    const before = cache.get('a');
    cache.forget((_, key) => key === 'a');
    const after = cache.get('a');
    reads.calls[0].answer({ a: 1 });
    expect(await before).toBe(1);
    expect(cache.peek('a')).toBeUndefined();
    expect(reads.calls.map((call) => call.keys)).toEqual([['a'], ['a']]);
    reads.calls[1].answer({ a: 2 });
    expect(await after).toBe(2);
    expect(cache.peek('a')).toBe(2);
  });

  it('fails every caller of a read that failed, and reads again on the next miss', async () => {
    let fail = true;
    const cache = createRefreshedCache<number>({
      loadMany: async (keys) => {
        if (fail) throw new Error('database gone');
        return new Map(keys.map((key) => [key, 7]));
      },
      reload: async () => new Map(),
      idleMs: 60_000,
    });
    await expect(cache.get('a')).rejects.toThrow('database gone');
    fail = false;
    expect(await cache.get('a')).toBe(7);
  });
});

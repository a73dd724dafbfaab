import { describe, expect, it } from 'vitest';
import { createSendPool, PoolClosedError } from '../src/modules/push/send-pool.ts';

/** The send pool of decision 035 on its own: bounds, tenants in turn, closing. */

/** A task that runs until the test settles it; records the order tasks started in. */
const tasks = () => {
  const started: string[] = [];
  const open = new Map<string, () => void>();
  const make = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      open.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    const resolve = open.get(name);
    if (!resolve) throw new Error(`${name} has not started`);
    open.delete(name);
    resolve();
    // Let the pool's settle handlers run and start the next task.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  const finishAll = async () => {
    while (open.size > 0) await finish(open.keys().next().value as string);
  };
  return { started, make, finish, finishAll };
};

describe('send pool', () => {
  it('never runs more than the limit, nor more than the per-tenant share of one tenant', async () => {
    const pool = createSendPool(3, 2);
    const { started, make, finish, finishAll } = tasks();
    const results = ['a1', 'a2', 'a3', 'a4'].map((name) => pool.run('a', make(name)));
    expect(started).toEqual(['a1', 'a2']);
    expect(pool.inFlight()).toBe(2);

    const b = ['b1', 'b2'].map((name) => pool.run('b', make(name)));
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect(pool.inFlight()).toBe(3);

    await finish('a1');
    // The free slot goes to the tenant whose turn it is; a has one slot left under its share.
    expect(pool.inFlight()).toBe(3);
    expect(started).toHaveLength(4);
    expect(started[3]).toBe('a3');
    await finishAll();
    expect([...started].sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2']);
    expect(await Promise.all([...results, ...b])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2']);
    expect(pool.inFlight()).toBe(0);
  });

  it('takes waiting tenants in turn: each gets a send before a tenant with a long queue gets another', async () => {
    const pool = createSendPool(1, 1);
    const { started, make, finish } = tasks();
    for (const name of ['a1', 'a2', 'a3']) void pool.run('a', make(name));
    void pool.run('b', make('b1'));
    void pool.run('c', make('c1'));
    for (const name of ['a1', 'a2', 'b1', 'c1']) await finish(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  it('closing drops the tasks not started and refuses new ones', async () => {
    const pool = createSendPool(1, 1);
    const { started, make, finish } = tasks();
    const first = pool.run('a', make('a1'));
    const queued = pool.run('a', make('a2'));
    pool.close();
    await expect(queued).rejects.toBeInstanceOf(PoolClosedError);
    await expect(pool.run('b', make('b1'))).rejects.toBeInstanceOf(PoolClosedError);
    await finish('a1');
    expect(await first).toBe('a1');
    expect(started).toEqual(['a1']);
  });
});

/**
 * Runs tasks at most `limit` at a time, and at most `perTenant` of them for one tenant, taking tenants in
 * turn: a tenant with thousands of sends to a push service that never answers holds only its own slots,
 * and another tenant's next send starts as soon as any slot frees (decision 035).
 */
export type SendPool = {
  run: <T>(tenant: string, task: () => Promise<T>) => Promise<T>;
  /** Tasks started and not finished. */
  inFlight: () => number;
  /** Drops every task not yet started: each rejects with `PoolClosedError`. */
  close: () => void;
};

export class PoolClosedError extends Error {
  constructor() {
    super('push pool closed');
  }
}

type Waiting = { start: () => void; cancel: () => void };

export const createSendPool = (limit: number, perTenant: number): SendPool => {
  const queues = new Map<string, Waiting[]>();
  const active = new Map<string, number>();
  /** Tenants with waiting tasks, in turn order; the next pick starts after `cursor`. */
  let ring: string[] = [];
  let cursor = 0;
  let running = 0;
  let closed = false;

  const pick = (): string | undefined => {
    for (let step = 0; step < ring.length; step++) {
      const index = (cursor + step) % ring.length;
      const tenant = ring[index];
      if ((active.get(tenant) ?? 0) < perTenant) {
        cursor = index + 1;
        return tenant;
      }
    }
    return undefined;
  };

  const next = () => {
    while (running < limit) {
      const tenant = pick();
      if (tenant === undefined) return;
      const queue = queues.get(tenant) as Waiting[];
      const waiting = queue.shift() as Waiting;
      if (queue.length === 0) {
        queues.delete(tenant);
        const index = ring.indexOf(tenant);
        ring.splice(index, 1);
        if (index < cursor) cursor--;
      }
      if (ring.length > 0) cursor %= ring.length;
      else cursor = 0;
      running++;
      active.set(tenant, (active.get(tenant) ?? 0) + 1);
      waiting.start();
    }
  };

  const done = (tenant: string) => {
    running--;
    const left = (active.get(tenant) ?? 1) - 1;
    if (left === 0) active.delete(tenant);
    else active.set(tenant, left);
    next();
  };

  return {
    run: (tenant, task) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new PoolClosedError());
        const waiting: Waiting = {
          start: () => {
            task()
              .then(resolve, reject)
              .finally(() => done(tenant));
          },
          cancel: () => reject(new PoolClosedError()),
        };
        const queue = queues.get(tenant);
        if (queue) queue.push(waiting);
        else {
          queues.set(tenant, [waiting]);
          ring.push(tenant);
        }
        next();
      }),
    inFlight: () => running,
    close: () => {
      closed = true;
      const dropped = [...queues.values()].flat();
      queues.clear();
      ring = [];
      cursor = 0;
      for (const waiting of dropped) waiting.cancel();
    },
  };
};

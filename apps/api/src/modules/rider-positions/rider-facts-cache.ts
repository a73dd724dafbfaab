import type { Db } from '../../db/client.ts';
import { createRefreshedCache } from '../../shared/refreshed-cache.ts';
import { findRidersFacts, type RiderFacts } from './rider-positions.queries.ts';

/** A rider not heard of for this long leaves the memory; its next batch reads its facts again. */
const IDLE_MS = 60_000;

/**
 * What a batch needs of its rider (shift, owners, open tasks, linked partners) in memory, by rider (decision 048,
 * amendment), so a batch costs no statement: `refresh()` reads every kept rider again in one statement (the routes
 * call it every second), `forget()` drops a rider at once (its shift or tasks changed on this process, or its
 * session ended), `forgetOrder()` every rider carrying an order that changed (the tracking page never hears a
 * rider after «Entregado»).
 */
export const createRiderFactsCache = (db: Db) => {
  const read = async (riderIds: string[]) =>
    new Map((await findRidersFacts(db, riderIds)).map((fresh) => [fresh.id, fresh]));
  const facts = createRefreshedCache<RiderFacts>({
    idleMs: IDLE_MS,
    // Riders first heard while a read runs are read together in the next one (a shift start of many riders).
    loadMany: read,
    reload: (kept) => read(kept.map(([riderId]) => riderId)),
  });
  return {
    /** The rider's facts, from memory when known, else read (and kept). */
    of: (riderId: string, now?: number) => facts.get(riderId, now),
    /** The facts kept now, without reading: undefined once forgotten. */
    peek: facts.peek,
    forget: (riderId: string) => facts.forget((_, key) => key === riderId),
    forgetOrder: (orderId: string) => facts.forget((kept) => kept.tasks.some((task) => task.order === orderId)),
    refresh: (now?: number) => facts.refresh(now),
    get size() {
      return facts.size;
    },
  };
};
export type RiderFactsCache = ReturnType<typeof createRiderFactsCache>;

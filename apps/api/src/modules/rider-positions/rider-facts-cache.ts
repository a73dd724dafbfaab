import type { Db } from '../../db/client.ts';
import { findRidersFacts, type RiderFacts } from './rider-positions.queries.ts';

/** A rider not heard of for this long leaves the memory; its next batch reads its facts again. */
const IDLE_MS = 60_000;

type Entry = { facts: RiderFacts; usedAt: number };

/**
 * What a batch needs of its rider (shift, owners, open tasks, linked partners) in memory (decision 048,
 * amendment), so a batch costs no statement: `refresh()` reads every cached rider again in one statement (the
 * routes call it every second), `forget()` drops a rider at once (its shift or tasks changed on this process, or
 * its session ended), `forgetOrder()` every rider carrying an order that changed (the tracking page never hears a
 * rider after «Entregado»). A read that began before a forget never stores what it read.
 */
export const createRiderFactsCache = (db: Db) => {
  const byRider = new Map<string, Entry>();
  let forgets = 0;
  let refreshing: Promise<void> | undefined;

  const refresh = async (now: number) => {
    const entries = [...byRider].filter(([riderId, entry]) => {
      if (now - entry.usedAt <= IDLE_MS) return true;
      byRider.delete(riderId);
      return false;
    });
    if (entries.length === 0) return;
    const fresh = new Map(
      (
        await findRidersFacts(
          db,
          entries.map(([riderId]) => riderId),
        )
      ).map((f) => [f.id, f]),
    );
    for (const [riderId, entry] of entries) {
      if (byRider.get(riderId) !== entry) continue;
      const facts = fresh.get(riderId);
      if (facts) entry.facts = facts;
      else byRider.delete(riderId);
    }
  };

  return {
    /** The rider's facts, from memory when known, else read (and kept). */
    async of(riderId: string, now = Date.now()): Promise<RiderFacts | undefined> {
      const hit = byRider.get(riderId);
      if (hit) {
        hit.usedAt = now;
        return hit.facts;
      }
      const before = forgets;
      const [facts] = await findRidersFacts(db, [riderId]);
      if (facts && before === forgets) byRider.set(riderId, { facts, usedAt: now });
      return facts;
    },
    /** The facts kept now, without reading: undefined once forgotten. */
    peek: (riderId: string) => byRider.get(riderId)?.facts,
    forget(riderId: string) {
      forgets += 1;
      byRider.delete(riderId);
    },
    forgetOrder(orderId: string) {
      forgets += 1;
      for (const [riderId, entry] of byRider) {
        if (entry.facts.tasks.some((task) => task.order === orderId)) byRider.delete(riderId);
      }
    },
    /** Reads every cached rider again in one statement; calls do not overlap. */
    refresh(now = Date.now()): Promise<void> {
      refreshing ??= refresh(now).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    get size() {
      return byRider.size;
    },
  };
};
export type RiderFactsCache = ReturnType<typeof createRiderFactsCache>;

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  errandAutoAssign,
  errandStatusHistory,
  errands,
  riderAppSettings,
  riderCredentials,
  riderTasks,
} from '../../db/schema/index.ts';
import type { ErrandRow } from '../errands/errand.dto.ts';
import { enqueueRiderPush } from '../push/push.queries.ts';
import { mapRidersFor } from '../rider-positions/rider-map.ts';
import { findLatestPositions } from '../rider-positions/rider-positions.queries.ts';
import { rankRiders } from '../rider-positions/rider-suggestions.ts';

/** Errands looked at per sweep, and how far back a pending errand still counts as new. */
const PER_SWEEP = 50;
const NEWER_THAN_HOURS = 12;

/** The database's latest positions: the sweep runs beside, not inside, the ingest's memory (decision 048). */
const storedPositions = (db: Db) => ({
  latestFor: async (riderIds: string[]) =>
    new Map((await findLatestPositions(db, riderIds)).map((row) => [row.riderId, row])),
});

export type AutoAssignOutcome = { errand: ErrandRow; riderId: string | null; exhausted: boolean };

/**
 * Auto-assign (decision 055), run by the offer sweep after offers expired: every pending errand without a rider
 * of a partner that turned it on (created since then, in the last 12 h) is assigned to the first suggested rider
 * who has the app and was not offered it yet; the usual offer follows (deadline, push, expiry back to pending).
 * When nobody is left the errand stays with the dispatcher, marked exhausted, with a history line.
 */
export const autoAssignErrands = async (db: Db): Promise<AutoAssignOutcome[]> => {
  const pending = await db
    .select({ errand: errands })
    .from(errands)
    .innerJoin(riderAppSettings, eq(riderAppSettings.partnerId, errands.partnerId))
    .leftJoin(errandAutoAssign, eq(errandAutoAssign.errandId, errands.id))
    .where(
      and(
        eq(errands.status, 'pending'),
        isNull(errands.riderId),
        sql`${riderAppSettings.autoAssignSince} is not null`,
        sql`${errands.createdAt} >= ${riderAppSettings.autoAssignSince}`,
        sql`${errands.createdAt} > now() - make_interval(hours => ${NEWER_THAN_HOURS})`,
        isNull(errandAutoAssign.exhaustedAt),
      ),
    )
    .orderBy(errands.createdAt)
    .limit(PER_SWEEP);
  const outcomes: AutoAssignOutcome[] = [];
  const ridersOf = new Map<string, Awaited<ReturnType<typeof mapRidersFor>>>();
  for (const { errand } of pending) {
    let onShift = ridersOf.get(errand.partnerId);
    if (!onShift) {
      onShift = await mapRidersFor(db, storedPositions(db), { kind: 'partner', partnerId: errand.partnerId });
      ridersOf.set(errand.partnerId, onShift);
    }
    const outcome = await offerNext(db, errand, onShift);
    if (outcome) {
      outcomes.push(outcome);
      // The next errand of this partner ranks with this assignment counted.
      ridersOf.delete(errand.partnerId);
    }
  }
  return outcomes;
};

const offerNext = async (
  db: Db,
  errand: ErrandRow,
  onShift: Awaited<ReturnType<typeof mapRidersFor>>,
): Promise<AutoAssignOutcome | null> => {
  const [state] = await db.select().from(errandAutoAssign).where(eq(errandAutoAssign.errandId, errand.id));
  const declined = await db
    .select({ riderId: riderTasks.riderId })
    .from(riderTasks)
    .where(eq(riderTasks.errandId, errand.id));
  const tried = new Set([...(state?.tried ?? []), ...declined.map((row) => row.riderId)]);
  const ids = onShift.map((rider) => rider.id);
  const withApp = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ riderId: riderCredentials.riderId })
            .from(riderCredentials)
            .where(inArray(riderCredentials.riderId, ids))
        ).map((row) => row.riderId),
  );
  const next = rankRiders(
    onShift.filter((rider) => withApp.has(rider.id) && !tried.has(rider.id)),
    errand.pickup,
  )[0];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from errands where id = ${errand.id} for update`);
    const [current] = await tx.select().from(errands).where(eq(errands.id, errand.id));
    if (current?.status !== 'pending' || current.riderId) return null;
    const now = new Date();
    if (!next) {
      await tx
        .insert(errandAutoAssign)
        .values({ errandId: errand.id, partnerId: errand.partnerId, tried: [...tried], exhaustedAt: now })
        .onConflictDoUpdate({ target: errandAutoAssign.errandId, set: { exhaustedAt: now, updatedAt: now } });
      await tx.insert(errandStatusHistory).values({
        errandId: errand.id,
        fromStatus: 'pending',
        toStatus: 'pending',
        manager:
          tried.size === 0
            ? 'Asignación automática: ningún repartidor en turno con la app; queda en el despacho'
            : 'Asignación automática: ningún repartidor aceptó; queda en el despacho',
        at: now,
      });
      // Bumped so the dispatcher's list hears the change and shows it.
      const [updated] = await tx
        .update(errands)
        .set({ version: sql`${errands.version} + 1`, updatedAt: now })
        .where(eq(errands.id, errand.id))
        .returning();
      return { errand: updated, riderId: null, exhausted: true };
    }
    const [updated] = await tx
      .update(errands)
      // Like the dispatcher's assignment, it ends the "returned" mark of the last rider's expiry or decline.
      .set({
        status: 'assigned',
        riderId: next.rider,
        returned: null,
        version: sql`${errands.version} + 1`,
        updatedAt: now,
      })
      .where(eq(errands.id, errand.id))
      .returning();
    await tx.insert(errandStatusHistory).values({
      errandId: errand.id,
      fromStatus: 'pending',
      toStatus: 'assigned',
      manager: `Asignación automática: ${next.name} (${next.reason})`,
      at: now,
    });
    await tx
      .insert(errandAutoAssign)
      .values({ errandId: errand.id, partnerId: errand.partnerId, tried: [...tried, next.rider] })
      .onConflictDoUpdate({
        target: errandAutoAssign.errandId,
        set: { tried: [...tried, next.rider], updatedAt: now },
      });
    await enqueueRiderPush(tx, updated);
    return { errand: updated, riderId: next.rider, exhausted: false };
  });
};

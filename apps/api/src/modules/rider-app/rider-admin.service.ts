import { DEFAULT_TIMEZONE, type RiderAppSettings, type RiderCash } from '@backoffice/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  riderAppSettings,
  riderCashEntries,
  riderCredentials,
  riderInvitations,
  riders,
} from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { ownRidersWhere, type RiderScope, visibleRidersWhere } from '../riders/riders.queries.ts';
import { riderNotFound } from './rider-invitations.ts';
import { endRiderSessions, openRiderSessionCount, type RiderSessionDeps } from './rider-session.ts';
import { appSettingsOf, cashInHandOf } from './rider-tasks.queries.ts';

/** The rider an account manages (its own: a partner never invites or settles a fleet's rider), else 404. */
export const managedRider = async (db: Db, scope: RiderScope, riderId: string) => {
  const [row] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.id, riderId), ownRidersWhere(scope), isNull(riders.archivedAt)));
  if (!row) throw riderNotFound();
  return row;
};

export const riderAppAccess = async (db: Db, riderId: string) => {
  const [credential] = await db.select().from(riderCredentials).where(eq(riderCredentials.riderId, riderId));
  const [invitation] = await db
    .select({ expiresAt: riderInvitations.expiresAt })
    .from(riderInvitations)
    .where(and(eq(riderInvitations.riderId, riderId), gt(riderInvitations.expiresAt, new Date())));
  return {
    rider: riderId,
    hasPin: Boolean(credential),
    openSessions: (await openRiderSessionCount(db, [riderId])).get(riderId) ?? 0,
    lastSignInAt: credential?.lastSignInAt?.toISOString() ?? null,
    invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null,
  };
};

export const endRiderAppSessions = (deps: RiderSessionDeps, riderId: string) => endRiderSessions(deps, riderId);

/**
 * A rider's cash day (decision 055): the day in the time zone of the companies the rider works for (the company
 * of the rider's latest errand with one, decision 040's zone), else the default zone. Partners and fleets keep
 * no zone of their own; their riders work their companies' days.
 */
const riderZone = sql`coalesce((select zc.timezone from errands ze join companies zc on zc.id = ze.company_id
  where ze.rider_id = ${riders.id} order by ze.created_at desc limit 1), ${DEFAULT_TIMEZONE})`;
const todayStart = sql`(date_trunc('day', now() at time zone ${riderZone}) at time zone ${riderZone})`;

/** Every rider the account sees, with today's cash collected and handed over and the cash in hand. */
export const riderCashList = async (db: Db, scope: RiderScope): Promise<RiderCash[]> => {
  const rows = await db
    .select({
      id: riders.id,
      name: riders.name,
      own: sql<boolean>`${ownRidersWhere(scope)}`,
      inHand: sql<number>`coalesce(sum(${riderCashEntries.amount}), 0)`.mapWith(Number),
      collectedToday:
        sql<number>`coalesce(sum(${riderCashEntries.amount}) filter (where ${riderCashEntries.kind} = 'collection' and ${riderCashEntries.occurredAt} >= ${todayStart}), 0)`.mapWith(
          Number,
        ),
      handedOverToday:
        sql<number>`coalesce(-sum(${riderCashEntries.amount}) filter (where ${riderCashEntries.kind} = 'handover' and ${riderCashEntries.occurredAt} >= ${todayStart}), 0)`.mapWith(
          Number,
        ),
      lastHandoverAt:
        sql<Date | null>`max(${riderCashEntries.occurredAt}) filter (where ${riderCashEntries.kind} = 'handover')`.mapWith(
          (value) => (value ? new Date(value) : null),
        ),
    })
    .from(riders)
    .leftJoin(riderCashEntries, eq(riderCashEntries.riderId, riders.id))
    .where(and(visibleRidersWhere(scope), isNull(riders.archivedAt), eq(riders.active, true)))
    .groupBy(riders.id, riders.name)
    .orderBy(riders.name)
    .limit(500);
  return rows.map((row) => ({
    rider: row.id,
    name: row.name,
    collectedToday: row.collectedToday,
    handedOverToday: row.handedOverToday,
    cashInHand: row.inHand,
    lastHandoverAt: row.lastHandoverAt?.toISOString() ?? null,
    canHandOver: Boolean(row.own),
  }));
};

/**
 * The "corte": the rider hands cash over. A negative line in the riders' cash ledger, written in one
 * transaction with the rider row locked, so two cortes at once cannot hand over the same cash twice.
 */
export const recordHandover = async (
  db: Db,
  riderId: string,
  input: { amount: number; note?: string },
  accountId: string,
) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select id from riders where id = ${riderId} for update`);
    const inHand = await cashInHandOf(tx, riderId);
    if (input.amount > inHand)
      throw conflict('handover_exceeds_cash', 'El monto es mayor que el efectivo que tiene el repartidor.', {
        cashInHand: inHand,
      });
    const now = new Date();
    const [row] = await tx
      .insert(riderCashEntries)
      .values({
        riderId,
        kind: 'handover',
        amount: -input.amount,
        note: input.note ?? null,
        accountId,
        occurredAt: now,
      })
      .returning();
    return {
      id: row.id,
      rider: riderId,
      amount: input.amount,
      cashInHand: inHand - input.amount,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  });

/** Saves the rules; auto-assign counts from when it is turned on (errands before that stay manual). */
export const saveAppSettings = async (db: Db, partnerId: string, settings: RiderAppSettings) => {
  const { autoAssign, ...rest } = settings;
  const since =
    autoAssign === undefined
      ? {}
      : { autoAssignSince: autoAssign ? sql`coalesce(${riderAppSettings.autoAssignSince}, now())` : null };
  await db
    .insert(riderAppSettings)
    .values({ partnerId, ...rest, autoAssignSince: autoAssign ? new Date() : null, updatedAt: new Date() })
    .onConflictDoUpdate({ target: riderAppSettings.partnerId, set: { ...rest, ...since, updatedAt: new Date() } });
  return appSettingsOf(db, partnerId);
};

export const riderIdsIn = (ids: string[]) => inArray(riders.id, ids);

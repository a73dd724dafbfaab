import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bases, riders } from '../../db/schema/index.ts';

export type BaseRow = typeof bases.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const findBaseOfPartner = async (db: Db, partnerId: string, id: string) => {
  const [row] = await db
    .select()
    .from(bases)
    .where(and(eq(bases.id, id), eq(bases.partnerId, partnerId)));
  return row;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const listBasePage = async (
  db: Db,
  partnerId: string,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) => {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(
    eq(bases.partnerId, partnerId),
    pattern ? or(ilike(bases.name, pattern), ilike(bases.address, pattern)) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db.select().from(bases).where(where).orderBy(asc(bases.name), asc(bases.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(bases).where(where),
  ]);
  return { items, total };
};

/** The riders of each base, own riders only (a fleet's rider never has a base). */
export const ridersOfBases = async (db: Db, baseIds: string[]) => {
  const byBase = new Map<string, string[]>(baseIds.map((id) => [id, []]));
  if (baseIds.length === 0) return byBase;
  const rows = await db
    .select({ id: riders.id, baseId: riders.baseId })
    .from(riders)
    .where(inArray(riders.baseId, baseIds))
    .orderBy(asc(riders.name));
  for (const row of rows) byBase.get(row.baseId!)?.push(row.id);
  return byBase;
};

/** The partner's own riders among the ids (to refuse anything else with a 404). */
export const ownRiderIds = async (db: Db, partnerId: string, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: riders.id })
    .from(riders)
    .where(and(eq(riders.partnerId, partnerId), inArray(riders.id, ids)));
  return rows.map((row) => row.id);
};

/** Exactly these riders are assigned to the base afterwards. */
export const assignRiders = async (db: Db | Tx, baseId: string, riderIds: string[]) => {
  const now = new Date();
  await db
    .update(riders)
    .set({ baseId: null, updatedAt: now })
    .where(and(eq(riders.baseId, baseId), riderIds.length ? notInArray(riders.id, riderIds) : sql`true`));
  if (riderIds.length) await db.update(riders).set({ baseId, updatedAt: now }).where(inArray(riders.id, riderIds));
};

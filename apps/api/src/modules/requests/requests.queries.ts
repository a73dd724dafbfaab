import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { joinRequests, partners } from '../../db/schema/index.ts';

export type JoinRequestRow = typeof joinRequests.$inferSelect;

export const listJoinPartners = (db: Db) =>
  db
    .select({ id: partners.id, name: partners.name, city: partners.city, state: partners.state })
    .from(partners)
    .orderBy(asc(partners.state), asc(partners.city), asc(partners.name));

export const partnerExists = async (db: Db, id: string) =>
  (await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id))).length > 0;

export const countRecentFrom = async (db: Db, ip: string, since: Date) => {
  const [row] = await db
    .select({ value: count() })
    .from(joinRequests)
    .where(and(eq(joinRequests.ip, ip), gt(joinRequests.createdAt, since)));
  return Number(row.value);
};

export const insertJoinRequest = async (db: Db, values: typeof joinRequests.$inferInsert) => {
  const [row] = await db.insert(joinRequests).values(values).returning();
  return row;
};

export const pageJoinRequests = async (
  db: Db,
  partnerId: string,
  filter: { status?: JoinRequestRow['status']; limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(joinRequests.partnerId, partnerId)];
  if (filter.status) conditions.push(eq(joinRequests.status, filter.status));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(joinRequests)
      .where(where)
      .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(joinRequests).where(where),
  ]);
  return { items, total: Number(total.value) };
};

export const findJoinRequest = async (db: Db, partnerId: string, id: string) => {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.id, id), eq(joinRequests.partnerId, partnerId)));
  return row;
};

/** Decides a pending request; undefined when it was not pending any more (someone else decided first). */
export const decidePending = async (db: Db, id: string, values: Partial<typeof joinRequests.$inferInsert>) => {
  const [row] = await db
    .update(joinRequests)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
    .returning();
  return row;
};

export const setJoinRequestResult = async (db: Db, id: string, values: { companyId?: string; riderId?: string }) => {
  const [row] = await db.update(joinRequests).set(values).where(eq(joinRequests.id, id)).returning();
  return row;
};

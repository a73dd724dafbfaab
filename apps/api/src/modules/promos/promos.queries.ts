import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promos } from '../../db/schema/index.ts';

export type PromoRow = typeof promos.$inferSelect;
export type PromoInsert = typeof promos.$inferInsert;

export const findPromo = async (db: Db, id: string) => {
  const [row] = await db.select().from(promos).where(eq(promos.id, id));
  return row;
};

export const findPromos = async (db: Db, ids: string[]) =>
  ids.length === 0 ? [] : db.select().from(promos).where(inArray(promos.id, ids));

export const companyPromosWhere = (companyId: string) =>
  and(eq(promos.companyId, companyId), eq(promos.archived, false));

export const companyPromos = (db: Db, companyId: string) =>
  db.select().from(promos).where(companyPromosWhere(companyId)).orderBy(asc(promos.name));

export const insertPromo = async (db: Db, values: PromoInsert) => {
  const [row] = await db.insert(promos).values(values).returning();
  return row;
};

export const updatePromoRow = async (db: Db, id: string, values: Partial<PromoInsert>) => {
  const [row] = await db
    .update(promos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promos.id, id))
    .returning();
  return row;
};

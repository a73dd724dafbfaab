import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, rejections } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const productIdsOfCompany = async (db: Db, companyId: string, ids: string[]) =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, ids)))
  ).map((row) => row.id);

/** Out of stock until `until`; the product becomes available again by itself afterwards. */
export const switchOffProducts = (tx: Tx, companyId: string, ids: string[], until: Date) =>
  tx
    .update(products)
    .set({ unavailableUntil: until, updatedAt: new Date() })
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));

export const insertRejection = async (tx: Tx, values: typeof rejections.$inferInsert) => {
  const [row] = await tx.insert(rejections).values(values).returning();
  return row;
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

export const findProduct = async (db: Db, id: string) => {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
};

export const findProducts = async (db: Db, ids: string[]) =>
  ids.length === 0 ? [] : db.select().from(products).where(inArray(products.id, ids));

/** The live menu of a company: products and additions not archived, in menu order. */
export const companyProducts = (db: Db, companyId: string) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.archived, false)))
    .orderBy(asc(products.section), asc(products.position), asc(products.name));

export const insertProducts = (db: Db, values: ProductInsert[]) => db.insert(products).values(values).returning();

export const updateProductRow = async (db: Db, id: string, values: Partial<ProductInsert>) => {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
};

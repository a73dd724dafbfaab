import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

export const companyProductsWhere = (companyId: string) =>
  and(eq(products.companyId, companyId), eq(products.archived, false));

/** The live menu of a company: products and additions not archived, in menu order. */
export const companyProducts = (db: Db, companyId: string) =>
  db
    .select()
    .from(products)
    .where(companyProductsWhere(companyId))
    .orderBy(asc(products.section), asc(products.position), asc(products.name));

export const insertProducts = (db: Db, values: ProductInsert[]) => db.insert(products).values(values).returning();

/**
 * Many products in one statement, with the rows as one JSON parameter: on the embedded database a
 * 500-row VALUES list (7,500 parameters) took 40–150 ms to build, bind and run on the API's thread, the JSON about 20
 * (decision 038). Returned in the order given. id, archived and the instants take the schema's defaults.
 */
export const insertProductList = (db: Db, values: ProductInsert[]) => {
  const rows = values.map((row) => ({
    companyId: row.companyId,
    kind: row.kind ?? 'product',
    name: row.name,
    description: row.description ?? '',
    price: row.price,
    image: row.image ?? null,
    section: row.section ?? 'General',
    position: row.position ?? 0,
    available: row.available ?? true,
    unavailableUntil: row.unavailableUntil ?? null,
    additionGroups: row.additionGroups ?? [],
  }));
  return db
    .insert(products)
    .select(
      sql`select gen_random_uuid(), (v->>'companyId')::uuid, v->>'kind', v->>'name', v->>'description',
        (v->>'price')::integer, v->>'image', v->>'section', (v->>'position')::integer, (v->>'available')::boolean,
        (v->>'unavailableUntil')::timestamptz, v->'additionGroups', false, now(), now()
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as row(v, n) order by n`,
    )
    .returning();
};

/** Removes rows just inserted by an import that failed part way (no order can point at them yet). */
export const deleteProductRows = (db: Db, ids: string[]) => db.delete(products).where(inArray(products.id, ids));

export const updateProductRow = async (db: Db, id: string, values: Partial<ProductInsert>) => {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
};

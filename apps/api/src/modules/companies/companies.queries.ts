import { and, count, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, categories, companies, orders, pushDevices } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

/** Orders that never became a sale. */
const NOT_SALES = ['cancelled', 'rejected'];

export const findCompany = async (db: Db, id: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
};

export const findCompanies = async (db: Db, ids: string[]) =>
  ids.length === 0 ? [] : db.select().from(companies).where(inArray(companies.id, ids)).orderBy(companies.name);

export const updateCompanyRow = async (db: Db, id: string, values: Partial<CompanyInsert>) => {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
};

export const insertCompanyRow = async (db: Db, values: CompanyInsert) => {
  const [row] = await db.insert(companies).values(values).returning();
  return row;
};

export const categoryExists = async (db: Db, id: string) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0;

export const emailTaken = async (db: Db, email: string) =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email))).length > 0;

/** Adds a company to a member's listen_for, reading the stored list so concurrent additions are kept. */
export const addToListenFor = async (db: Db, accountId: string, companyId: string) => {
  await db
    .update(accounts)
    .set({ listenFor: sql`${accounts.listenFor} || ${JSON.stringify([companyId])}::jsonb`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
};

export const addCompanyDevice = async (db: Db, companyId: string, token: string) => {
  await db
    .insert(pushDevices)
    .values({ ownerType: 'company', ownerId: companyId, token })
    .onConflictDoNothing({ target: [pushDevices.ownerType, pushDevices.ownerId, pushDevices.token] });
};

/** Number and sum of totals of a company's orders created since `from` that count as sales. */
export const salesSince = async (db: Db, companyId: string, from: Date) => {
  const [row] = await db
    .select({ orders: count(), sales: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), gte(orders.createdAt, from), notInArray(orders.status, NOT_SALES)));
  return { orders: Number(row.orders), sales: row.sales };
};

export const orderLinesSince = async (db: Db, companyId: string, from: Date) =>
  db
    .select({ products: orders.products })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), gte(orders.createdAt, from), notInArray(orders.status, NOT_SALES)));

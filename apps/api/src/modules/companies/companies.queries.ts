import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, categories, companies } from '../../db/schema/index.ts';
import { registerDevice } from '../push/push.queries.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

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

export const addCompanyDevice = async (db: Db, companyId: string, token: string, accountId: string) => {
  await registerDevice(db, { ownerType: 'company', ownerId: companyId, token, accountId });
};

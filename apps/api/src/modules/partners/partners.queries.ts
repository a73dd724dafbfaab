import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, partners } from '../../db/schema/index.ts';
import { registerDevice } from '../push/push.queries.ts';

export type PartnerRow = typeof partners.$inferSelect;

export const findPartner = async (db: Db, id: string) => {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
};

export const countCompaniesOf = async (db: Db, partnerId: string) => {
  const [row] = await db.select({ value: count() }).from(companies).where(eq(companies.partnerId, partnerId));
  return Number(row.value);
};

export const updatePartnerRow = async (db: Db, id: string, values: Partial<typeof partners.$inferInsert>) => {
  const [row] = await db
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  return row;
};

export const addPartnerDevice = async (db: Db, partnerId: string, token: string, accountId: string) => {
  await registerDevice(db, { ownerType: 'partner', ownerId: partnerId, token, accountId });
};

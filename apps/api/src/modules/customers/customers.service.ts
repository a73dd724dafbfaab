import type { CustomerUpdateBody } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, customers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { toCustomerDto } from './customer.dto.ts';
import { findCustomer } from './customers.queries.ts';

/** The book is the company's own: only a company sign-in reads it (partners see counts, decision 052). */
export const bookCompanyOf = (auth: SignedIn) => {
  const companyId = auth.account.companyId;
  if (!companyId) throw notFound('No encontramos ese comercio.');
  return companyId;
};

export const companyTimeZone = async (db: Db, companyId: string) => {
  const [row] = await db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row?.timezone ?? 'America/Mexico_City';
};

export const loadCustomer = async (db: Db, companyId: string, id: string) => {
  const row = await findCustomer(db, companyId, id);
  if (!row) throw notFound('No encontramos ese cliente.');
  return row;
};

/** Notes and the promotions answer; the answer is stamped with the time and the channel it came by. */
export const updateCustomer = async (db: Db, companyId: string, id: string, body: CustomerUpdateBody) => {
  await loadCustomer(db, companyId, id);
  const [row] = await db
    .update(customers)
    .set({
      ...(body.notes === undefined ? {} : { notes: body.notes }),
      ...(body.promotions
        ? {
            promotionsOptIn: body.promotions.optIn,
            promotionsAt: sql`now()`,
            promotionsChannel: body.promotions.channel,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id))
    .returning();
  return toCustomerDto(row);
};

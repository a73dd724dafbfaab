import { customerPhoneKey } from '@backoffice/shared';
import { and, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, customers } from '../../db/schema/index.ts';

/** A LIKE pattern that matches the text literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Name or phone digits: "güero" finds by name, "3312" by digits (3 or more) of the phone. */
export const customerSearchWhere = (companyId: string, q: string | undefined): SQL | undefined => {
  const text = q?.trim() ?? '';
  if (!text) return eq(customers.companyId, companyId);
  const digits = text.replace(/\D/g, '');
  return and(
    eq(customers.companyId, companyId),
    or(
      ilike(customers.name, containing(text)),
      digits.length >= 3 ? like(customers.phone, containing(digits)) : undefined,
    ),
  );
};

/** A page of the book, the most recent customers first (customers_company_last_order_idx). */
export const pageCustomers = async (db: Db, where: SQL | undefined, page: { limit: number; offset: number }) => {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.lastOrderAt), desc(customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: Number(total) };
};

export const findCustomer = async (db: Db, companyId: string, id: string) => {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row;
};

export const findCustomerByPhone = async (db: Db, companyId: string, phone: string) => {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.phone, customerPhoneKey(phone))));
  return row;
};

/** How many customers each of the companies has (the partner's view: counts, never the book). */
export const customerCounts = (db: Db, companyIds: string[]) =>
  db
    .select({ company: companies.id, name: companies.name, customers: count(customers.id) })
    .from(companies)
    .leftJoin(customers, eq(customers.companyId, companies.id))
    .where(inArray(companies.id, companyIds))
    .groupBy(companies.id, companies.name)
    .orderBy(companies.name);

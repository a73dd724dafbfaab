import type { CompanyStats } from '@backoffice/shared';
import { zonedParts, zonedTimeToUtc } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { type CompanyRow, orderLinesSince, salesSince } from './companies.queries.ts';

const TOP_PRODUCTS = 5;

const period = async (db: Db, companyId: string, from: Date) => {
  const { orders, sales } = await salesSince(db, companyId, from);
  return { from: from.toISOString(), orders, sales, averageTicket: orders === 0 ? 0 : Math.round(sales / orders) };
};

/** Today's and this month's figures, where "today" and "month" are the company's own calendar. */
export const companyStats = async (db: Db, company: CompanyRow, now = new Date()): Promise<CompanyStats> => {
  const { date } = zonedParts(now, company.timezone);
  const startOfDay = zonedTimeToUtc(date, 0, company.timezone);
  const startOfMonth = zonedTimeToUtc(`${date.slice(0, 8)}01`, 0, company.timezone);

  const byProduct = new Map<string, { product: string; name: string; quantity: number; sales: number }>();
  for (const { products } of await orderLinesSince(db, company.id, startOfMonth)) {
    for (const line of products) {
      const entry = byProduct.get(line.product) ?? { product: line.product, name: line.name, quantity: 0, sales: 0 };
      entry.quantity += line.quantity;
      entry.sales += line.quantity * line.unitPrice;
      byProduct.set(line.product, entry);
    }
  }
  const topProducts = [...byProduct.values()]
    .sort((a, b) => b.quantity - a.quantity || b.sales - a.sales)
    .slice(0, TOP_PRODUCTS);

  return {
    company: company.id,
    timezone: company.timezone,
    currency: company.currency,
    today: await period(db, company.id, startOfDay),
    month: await period(db, company.id, startOfMonth),
    topProducts,
  };
};

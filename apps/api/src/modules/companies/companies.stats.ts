import type { CompanyStats } from '@backoffice/shared';
import { zonedParts, zonedTimeToUtc } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { periodFigures, topProducts } from '../orders/order-figures.ts';
import type { CompanyRow } from './companies.queries.ts';

const TOP_PRODUCTS = 5;

const period = async (db: Db, company: CompanyRow, firstDate: string) => ({
  from: zonedTimeToUtc(firstDate, 0, company.timezone).toISOString(),
  ...(await periodFigures(db, company.id, firstDate)),
});

/** Today's and this month's figures, where "today" and "month" are the company's own calendar. */
export const companyStats = async (db: Db, company: CompanyRow, now = new Date()): Promise<CompanyStats> => {
  const { date } = zonedParts(now, company.timezone);
  const firstOfMonth = `${date.slice(0, 8)}01`;
  const [today, month, top] = await Promise.all([
    period(db, company, date),
    period(db, company, firstOfMonth),
    topProducts(db, company.id, firstOfMonth, TOP_PRODUCTS),
  ]);
  return {
    company: company.id,
    timezone: company.timezone,
    currency: company.currency,
    today,
    month,
    topProducts: top,
  };
};

import type { CompanyStats } from '@backoffice/shared';
import { zonedParts, zonedTimeToUtc } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import type { CompanyRow } from './companies.queries.ts';

const TOP_PRODUCTS = 5;

/** Port: the sales figures the orders module keeps per company day, injected in routes.ts (decision 046). */
export type SalesFigures = {
  period: (db: Db, companyId: string, firstDate: string) => Promise<Omit<CompanyStats['today'], 'from'>>;
  topProducts: (db: Db, companyId: string, firstDate: string, limit: number) => Promise<CompanyStats['topProducts']>;
};

const period = async (db: Db, figures: SalesFigures, company: CompanyRow, firstDate: string) => ({
  from: zonedTimeToUtc(firstDate, 0, company.timezone).toISOString(),
  ...(await figures.period(db, company.id, firstDate)),
});

/** Today's and this month's figures, where "today" and "month" are the company's own calendar. */
export const companyStats = async (
  db: Db,
  figures: SalesFigures,
  company: CompanyRow,
  now = new Date(),
): Promise<CompanyStats> => {
  const { date } = zonedParts(now, company.timezone);
  const firstOfMonth = `${date.slice(0, 8)}01`;
  const [today, month, top] = await Promise.all([
    period(db, figures, company, date),
    period(db, figures, company, firstOfMonth),
    figures.topProducts(db, company.id, firstOfMonth, TOP_PRODUCTS),
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

import { startOfLocalDate } from '@backoffice/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { yieldToOthers } from '../../plugins/heavy-work.ts';
import { toOrderDto } from './order.dto.ts';
import { nextDate, salesByPayment, windowFigures } from './order-figures.ts';
import { pageOrders } from './orders.queries.ts';

type CompanyRow = typeof companies.$inferSelect;
type PageRequest = { limit: number; offset: number };

const monthRange = (year: number, month: number) => {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
};

/** The instants that bound a company's local dates `first`..`last`, both included. */
const localWindow = (company: CompanyRow, first: string, last: string) => ({
  companyIds: [company.id],
  start: startOfLocalDate(first, company.timezone),
  end: startOfLocalDate(nextDate(last), company.timezone),
  firstDate: first,
  lastDate: last,
});

/** A query already running, awaited later: marked handled so a failure meanwhile is no unhandled rejection. */
const started = <T>(query: Promise<T>) => {
  query.catch(() => {});
  return query;
};

/**
 * Figures by day of one company between two local dates (both included; the query schema has already
 * refused a range longer than REPORT_MAX_DAYS), and one page of its orders, newest first.
 */
export const orderReport = async (db: Db, company: CompanyRow, from: string, to: string, page: PageRequest) => {
  const window = localWindow(company, from, to);
  // Started one after another with a turn of the event loop in between: on PostgreSQL they still overlap, on the
  // embedded database another request's statements run between them instead of after all three (decision 038).
  const figures = started(windowFigures(db, window));
  await yieldToOthers();
  const byPayment = started(salesByPayment(db, company.id, from, to));
  await yieldToOthers();
  const orderPage = pageOrders(
    db,
    // The same day rule as the figures (migration 0034): an order for later is listed on its slot's date.
    { companyIds: [company.id], dayFrom: window.start, dayBefore: window.end },
    page,
    { knownTotal: true },
  );
  const [{ days, totals }, payments, { rows }] = await Promise.all([figures, byPayment, orderPage]);
  return {
    company: company.id,
    timezone: company.timezone,
    currency: company.currency,
    from,
    to,
    days,
    totals,
    byPayment: payments,
    // Every order of the window is counted in totals.orders, so the page needs no count of its own.
    orders: { items: rows.map(toOrderDto), total: totals.orders, ...page },
  };
};

export const monthStats = async (db: Db, company: CompanyRow, year: number, month: number) => {
  const { first, last } = monthRange(year, month);
  const { days, totals } = await windowFigures(db, localWindow(company, first, last));
  return { company: company.id, month, year, timezone: company.timezone, days, totals };
};

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The companies among `companyIds` in a city and state (accents and case ignored). */
export const companiesInCityState = async (db: Db, companyIds: string[], city: string, state: string) => {
  if (companyIds.length === 0) return [];
  const rows = await db.select().from(companies).where(inArray(companies.id, companyIds));
  return rows.filter((row) => normalized(row.city) === normalized(city) && normalized(row.state) === normalized(state));
};

/** Month figures across the given companies, each order dated in its own company's calendar. */
export const cityStateMonth = async (db: Db, rows: CompanyRow[], year: number, month: number) => {
  const { first, last } = monthRange(year, month);
  const { days, totals, byCompany } = await windowFigures(db, {
    companyIds: rows.map((row) => row.id),
    firstDate: first,
    lastDate: last,
  });
  const perCompany = rows.map((company) => {
    const own = byCompany.get(company.id) ?? { orders: 0, sales: 0 };
    return { company: company.id, name: company.name, orders: own.orders, sales: own.sales };
  });
  return { month, year, days, totals, companies: perCompany };
};

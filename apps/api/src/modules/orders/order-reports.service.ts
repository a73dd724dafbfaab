import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { startOfLocalDate } from './company-clock.ts';
import { toOrderDto } from './order.dto.ts';
import { dailyFigures, datesBetween, nextDate } from './order-figures.ts';
import { ordersCreatedBetween } from './orders.queries.ts';

type CompanyRow = typeof companies.$inferSelect;

const REPORT_MAX_DAYS = 366;
const REPORT_MAX_ORDERS = 1000;

const monthRange = (year: number, month: number) => {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
};

/** Orders and figures by day of one company between two local dates, both included. */
export const orderReport = async (db: Db, company: CompanyRow, from: string, to: string) => {
  const dates = datesBetween(from, to);
  if (dates.length === 0) throw badRequest('La fecha inicial debe ser anterior a la final.', { from, to });
  if (dates.length > REPORT_MAX_DAYS) throw badRequest(`El reporte abarca como máximo ${REPORT_MAX_DAYS} días.`);
  const tz = company.timezone;
  const rows = await ordersCreatedBetween(
    db,
    [company.id],
    startOfLocalDate(from, tz),
    startOfLocalDate(nextDate(to), tz),
  );
  const figures = dailyFigures(rows, dates, () => tz);
  return {
    company: company.id,
    timezone: tz,
    currency: company.currency,
    from,
    to,
    ...figures,
    orders: rows.slice(0, REPORT_MAX_ORDERS).map(toOrderDto),
    truncated: rows.length > REPORT_MAX_ORDERS,
  };
};

export const monthStats = async (db: Db, company: CompanyRow, year: number, month: number) => {
  const { first, last } = monthRange(year, month);
  const tz = company.timezone;
  const rows = await ordersCreatedBetween(
    db,
    [company.id],
    startOfLocalDate(first, tz),
    startOfLocalDate(nextDate(last), tz),
  );
  const { days, totals } = dailyFigures(rows, datesBetween(first, last), () => tz);
  return { company: company.id, month, year, timezone: tz, days, totals };
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

/** Month figures across the given companies, each order dated in its own company's time zone. */
export const cityStateMonth = async (db: Db, rows: CompanyRow[], year: number, month: number) => {
  const { first, last } = monthRange(year, month);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A day of margin each side covers every time zone; orders outside the month are then skipped by date.
  const orders = await ordersCreatedBetween(
    db,
    [...byId.keys()],
    new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000),
    new Date(Date.parse(`${nextDate(last)}T00:00:00Z`) + 86_400_000),
  );
  const timezoneOf = (order: (typeof orders)[number]) => byId.get(order.companyId)?.timezone ?? 'America/Mexico_City';
  const dates = datesBetween(first, last);
  const { days, totals } = dailyFigures(orders, dates, timezoneOf);
  const perCompany = rows.map((company) => {
    const own = dailyFigures(
      orders.filter((order) => order.companyId === company.id),
      dates,
      timezoneOf,
    ).totals;
    return { company: company.id, name: company.name, orders: own.orders, sales: own.sales };
  });
  return { month, year, days, totals, companies: perCompany };
};

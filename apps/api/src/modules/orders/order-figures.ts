import { addDays, type DayFigures, type FiguresTotals, type PaymentMethod, REPORT_MAX_DAYS } from '@backoffice/shared';
import { type AnyColumn, and, between, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDayFigures, companyProductDayFigures } from '../../db/schema/index.ts';

/**
 * The one place that says what each figure counts (docs/decisions/013-figures-and-bounded-reports.md):
 * `orders` every order received, whatever its status; a sale is an order in `saleStatuses`; `sales` sums
 * the totals of sales; the average ticket divides sales by their number. Stats, month stats, reports and
 * city reports sum the per-day rows of company_day_figures (db/schema/figures.ts), and best sellers those
 * of company_product_day_figures, which database triggers keep with these same definitions, so their cost
 * depends on the days asked, not on the orders.
 */
const f = companyDayFigures;
const summed = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const figureColumns = {
  orders: summed(f.orders),
  delivered: summed(f.delivered),
  cancelled: summed(f.cancelled),
  rejected: summed(f.rejected),
  sold: summed(f.sold),
  sales: summed(f.sales),
  deliveryFees: summed(f.deliveryFees),
};

export const averageTicket = (sales: number, sold: number) => (sold === 0 ? 0 : Math.round(sales / sold));

/** Every calendar date from `from` to `to`, both included; refuses more than a report's range. */
export const datesBetween = (from: string, to: string) => {
  const length = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (!(length > 0 && length <= REPORT_MAX_DAYS + 1)) throw new RangeError(`dates ${from}..${to}`);
  return Array.from({ length }, (_, index) => addDays(from, index));
};

export const nextDate = (date: string) => addDays(date, 1);

/** Companies and their local dates `firstDate`..`lastDate`, both included. */
type Window = { companyIds: string[]; firstDate: string; lastDate: string };

/** Per company and local date: one row per pair that has orders within the dates. */
const figuresByCompanyDay = (db: Db, { companyIds, firstDate, lastDate }: Window) =>
  db
    .select({ company: f.companyId, date: f.day, ...figureColumns })
    .from(f)
    .where(and(inArray(f.companyId, companyIds), between(f.day, firstDate, lastDate)))
    .groupBy(f.companyId, f.day);

type CompanyDay = Awaited<ReturnType<typeof figuresByCompanyDay>>[number];

const emptyDay = (date: string): DayFigures => ({ date, orders: 0, delivered: 0, cancelled: 0, rejected: 0, sales: 0 });

/** Days, totals and per-company totals of a window, summed from the database's groups. */
export const windowFigures = async (db: Db, window: Window) => {
  const dates = datesBetween(window.firstDate, window.lastDate);
  const rows: CompanyDay[] = window.companyIds.length === 0 ? [] : await figuresByCompanyDay(db, window);
  const byDate = new Map(dates.map((date) => [date, emptyDay(date)]));
  const byCompany = new Map<string, { orders: number; sales: number }>();
  const totals = { orders: 0, delivered: 0, cancelled: 0, rejected: 0, sales: 0, deliveryFees: 0, sold: 0 };
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (!day) continue;
    for (const key of ['orders', 'delivered', 'cancelled', 'rejected', 'sales'] as const) {
      day[key] += row[key];
      totals[key] += row[key];
    }
    totals.deliveryFees += row.deliveryFees;
    totals.sold += row.sold;
    const company = byCompany.get(row.company) ?? { orders: 0, sales: 0 };
    company.orders += row.orders;
    company.sales += row.sales;
    byCompany.set(row.company, company);
  }
  const { sold, ...rest } = totals;
  const figures: FiguresTotals = { ...rest, averageTicket: averageTicket(totals.sales, sold) };
  return { days: [...byDate.values()], totals: figures, byCompany };
};

/** Sales by payment method of one company between two local dates, both included. */
export const salesByPayment = async (db: Db, companyId: string, firstDate: string, lastDate: string) => {
  const rows = await db
    .select({ payment: f.payment, orders: figureColumns.sold, sales: figureColumns.sales })
    .from(f)
    .where(and(eq(f.companyId, companyId), between(f.day, firstDate, lastDate)))
    .groupBy(f.payment)
    .having(sql`sum(${f.sold}) > 0`)
    .orderBy(desc(figureColumns.sales));
  return rows.map((row) => ({ payment: row.payment as PaymentMethod, orders: row.orders, sales: row.sales }));
};

/** Orders received and sales of one company from a local date on (home stats). */
export const periodFigures = async (db: Db, companyId: string, firstDate: string) => {
  const [row] = await db
    .select({ orders: figureColumns.orders, sold: figureColumns.sold, sales: figureColumns.sales })
    .from(f)
    .where(and(eq(f.companyId, companyId), gte(f.day, firstDate)));
  return {
    orders: row?.orders ?? 0,
    sales: row?.sales ?? 0,
    averageTicket: averageTicket(row?.sales ?? 0, row?.sold ?? 0),
  };
};

/** Best sellers by quantity among the lines of one company's sales from a local date on (home stats). */
export const topProducts = async (db: Db, companyId: string, firstDate: string, limit: number) => {
  const p = companyProductDayFigures;
  const quantity = summed(p.quantity);
  const sales = summed(p.sales);
  return db
    .select({ product: p.product, name: sql<string>`max(${p.name})`, quantity, sales })
    .from(p)
    .where(and(eq(p.companyId, companyId), gte(p.day, firstDate)))
    .groupBy(p.product)
    .having(sql`sum(${p.quantity}) > 0`)
    .orderBy(desc(quantity), desc(sales))
    .limit(limit);
};

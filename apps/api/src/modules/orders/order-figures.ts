import { addDays, type DayFigures, type FiguresTotals, type PaymentMethod } from '@backoffice/shared';
import { localDate } from './company-clock.ts';
import type { OrderRow } from './orders.queries.ts';

/** Rejected and cancelled orders are counted but are not sales. */
const isSale = (status: string) => status !== 'rejected' && status !== 'cancelled';

/** Every calendar date from `from` to `to`, both included (YYYY-MM-DD). */
export const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
};

export const nextDate = (date: string) => addDays(date, 1);

const emptyDay = (date: string): DayFigures => ({ date, orders: 0, delivered: 0, cancelled: 0, rejected: 0, sales: 0 });

/** Per-day and total figures of orders, by the local date of each order in its company's time zone. */
export const dailyFigures = (rows: OrderRow[], dates: string[], timezoneOf: (row: OrderRow) => string) => {
  const byDate = new Map(dates.map((date) => [date, emptyDay(date)]));
  const payments = new Map<PaymentMethod, { orders: number; sales: number }>();
  let deliveryFees = 0;
  let sold = 0;
  for (const row of rows) {
    const day = byDate.get(localDate(row.createdAt, timezoneOf(row)));
    if (!day) continue;
    day.orders += 1;
    if (row.status === 'delivered') day.delivered += 1;
    if (row.status === 'cancelled') day.cancelled += 1;
    if (row.status === 'rejected') day.rejected += 1;
    if (!isSale(row.status)) continue;
    day.sales += row.total;
    deliveryFees += row.deliveryFee;
    sold += 1;
    const payment = payments.get(row.payment as PaymentMethod) ?? { orders: 0, sales: 0 };
    payment.orders += 1;
    payment.sales += row.total;
    payments.set(row.payment as PaymentMethod, payment);
  }
  const days = [...byDate.values()];
  const sum = (key: keyof Omit<DayFigures, 'date'>) => days.reduce((total, day) => total + day[key], 0);
  const totals: FiguresTotals = {
    orders: sum('orders'),
    delivered: sum('delivered'),
    cancelled: sum('cancelled'),
    rejected: sum('rejected'),
    sales: sum('sales'),
    deliveryFees,
    averageTicket: sold === 0 ? 0 : Math.round(sum('sales') / sold),
  };
  const byPayment = [...payments.entries()].map(([payment, figures]) => ({ payment, ...figures }));
  return { days, totals, byPayment };
};

import { clockAt, type OrderSlots, openSlotsOn, slotDates, slotStartsOn } from '@backoffice/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type companies, orderSlots } from '../../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The slots of one local date of a company (decision 054): every start its hours give that day, each available
 * when the company offers it now (lead minutes, days ahead) and its count is below the capacity. Without a date:
 * the first date offered that still has an available slot, else today.
 */
export const slotsOf = async (db: Db, company: CompanyRow, date: string | undefined, now = new Date()) => {
  const dates = slotDates(company, now);
  const taken = async (day: string) => {
    const starts = slotStartsOn(company, day);
    if (starts.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ startsAt: orderSlots.startsAt, taken: orderSlots.taken })
      .from(orderSlots)
      .where(
        and(
          eq(orderSlots.companyId, company.id),
          gte(orderSlots.startsAt, starts[0]),
          lt(orderSlots.startsAt, new Date(starts[starts.length - 1].getTime() + 1)),
        ),
      );
    return new Map(rows.map((row) => [row.startsAt.getTime(), row.taken]));
  };
  const dayOf = async (day: string) => {
    const counts = await taken(day);
    const open = new Set(openSlotsOn(company, day, now).map((start) => start.getTime()));
    return slotStartsOn(company, day).map((start) => ({
      start: start.toISOString(),
      end: new Date(start.getTime() + company.slotMinutes * 60_000).toISOString(),
      label: clockAt(start, company.timezone),
      available: open.has(start.getTime()) && (counts.get(start.getTime()) ?? 0) < company.slotCapacity,
    }));
  };
  if (date) return { timezone: company.timezone, dates, date, slots: await dayOf(date) } satisfies OrderSlots;
  for (const day of dates) {
    const slots = await dayOf(day);
    if (slots.some((slot) => slot.available)) return { timezone: company.timezone, dates, date: day, slots };
  }
  return { timezone: company.timezone, dates, date: dates[0] ?? null, slots: [] } satisfies OrderSlots;
};

/** Whether a local date is within the next days (used to bound the date a caller may ask about). */

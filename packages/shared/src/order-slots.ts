import { addDays, hoursOn, type ScheduleSource, toMinutes, zonedParts, zonedTimeToUtc } from './schedule-time.ts';

/**
 * Orders for later (decision 054): the slots a company offers, cut from its hours (special dates applied) on its
 * own clocks. A slot is offered when it starts at least `slotLeadMinutes` from now, on one of the next
 * `slotDaysAhead` local dates after today (today included), and the company takes scheduled orders at all
 * (`slotCapacity` > 0). How many a slot still holds is the database's count (order_slots); this file only says
 * which starts exist.
 */
export type SlotSettings = {
  slotMinutes: number;
  slotLeadMinutes: number;
  slotCapacity: number;
  slotDaysAhead: number;
};
export type SlotSource = ScheduleSource & SlotSettings;

export const slotLengths = [15, 20, 30, 60] as const;
export const DEFAULT_SLOT_SETTINGS: SlotSettings = {
  slotMinutes: 30,
  slotLeadMinutes: 45,
  slotCapacity: 5,
  slotDaysAhead: 2,
};

/** The starts of every slot of a local date, in order, whatever the time now. */
export const slotStartsOn = (source: SlotSource, date: string): Date[] => {
  const starts = new Map<number, Date>();
  for (const range of hoursOn(source, date).ranges) {
    const to = toMinutes(range.to);
    for (let minute = toMinutes(range.from); minute + source.slotMinutes <= to; minute += source.slotMinutes) {
      const start = zonedTimeToUtc(date, minute, source.timezone);
      // A wall time skipped by a DST change does not exist on that date: no slot there.
      const read = zonedParts(start, source.timezone);
      if (read.date !== date || read.minutes !== minute) continue;
      starts.set(start.getTime(), start);
    }
  }
  return [...starts.values()].sort((a, b) => a.getTime() - b.getTime());
};

/** The local dates a customer may pick now: today and the next `slotDaysAhead`. */
export const slotDates = (source: SlotSource, now: Date) => {
  if (source.slotCapacity <= 0) return [];
  const today = zonedParts(now, source.timezone).date;
  return Array.from({ length: source.slotDaysAhead + 1 }, (_, index) => addDays(today, index));
};

/** The slot starts of a date still ahead of the lead time (empty for a date outside the days offered). */
export const openSlotsOn = (source: SlotSource, date: string, now: Date): Date[] => {
  if (!slotDates(source, now).includes(date)) return [];
  const earliest = now.getTime() + source.slotLeadMinutes * 60_000;
  return slotStartsOn(source, date).filter((start) => start.getTime() >= earliest);
};

/**
 * Whether an instant is the start of a slot the company offers now (its count aside). Read from the instant's own
 * wall time, without cutting the whole day into slots: the intake asks this once per order (bench/coupons.ts).
 */
export const isOpenSlot = (source: SlotSource, at: Date, now: Date) => {
  if (at.getTime() % 60_000 !== 0 || at.getTime() < now.getTime() + source.slotLeadMinutes * 60_000) return false;
  const { date, minutes } = zonedParts(at, source.timezone);
  // slotDates' range, compared as text (ISO dates sort as they fall) rather than built as a list.
  const today = zonedParts(now, source.timezone).date;
  if (source.slotCapacity <= 0 || date < today || date > addDays(today, source.slotDaysAhead)) return false;
  return hoursOn(source, date).ranges.some((range) => {
    const from = toMinutes(range.from);
    return (
      minutes >= from &&
      minutes + source.slotMinutes <= toMinutes(range.to) &&
      (minutes - from) % source.slotMinutes === 0
    );
  });
};

/** When a scheduled order rings in the shop: its slot minus the preparation minutes. */
export const dueAtFor = (scheduledFor: Date, preparationMinutes: number) =>
  new Date(scheduledFor.getTime() - preparationMinutes * 60_000);

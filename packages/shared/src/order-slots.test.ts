import { describe, expect, it } from 'vitest';
import { dueAtFor, isOpenSlot, openSlotsOn, slotDates, slotStartsOn } from './order-slots.ts';

const everyDay = (from: string, to: string) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, [{ from, to }]]));
const company = (timezone: string, from = '00:00', to = '03:00') => ({
  timezone,
  schedules: everyDay(from, to),
  specialDates: [],
  slotMinutes: 30,
  slotLeadMinutes: 0,
  slotCapacity: 1,
  slotDaysAhead: 2,
});
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('order slots on the company clocks (decision 054)', () => {
  it('skips the wall times a spring-forward change removes (Chile, Sept 6 2026: 00:00 → 01:00)', () => {
    expect(iso(slotStartsOn(company('America/Santiago'), '2026-09-06'))).toEqual([
      '2026-09-06T04:00:00.000Z',
      '2026-09-06T04:30:00.000Z',
      '2026-09-06T05:00:00.000Z',
      '2026-09-06T05:30:00.000Z',
    ]);
  });

  it('Tijuana across the US change (Mar 8 2026, 02:00 → 03:00): same local hours, one hour less of UTC offset', () => {
    const tijuana = company('America/Tijuana', '09:00', '10:00');
    expect(iso(slotStartsOn(tijuana, '2026-03-07'))).toEqual(['2026-03-07T17:00:00.000Z', '2026-03-07T17:30:00.000Z']);
    expect(iso(slotStartsOn(tijuana, '2026-03-09'))).toEqual(['2026-03-09T16:00:00.000Z', '2026-03-09T16:30:00.000Z']);
    expect(iso(slotStartsOn(company('America/Tijuana'), '2026-03-08'))).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T08:30:00.000Z',
      '2026-03-08T09:00:00.000Z',
      '2026-03-08T09:30:00.000Z',
    ]);
  });

  it('offers today and the days ahead only, from the lead minutes on, and only slot starts', () => {
    const tijuana = { ...company('America/Tijuana', '09:00', '12:00'), slotLeadMinutes: 60, slotDaysAhead: 1 };
    // 09:10 in Tijuana on Mar 9 2026 (PDT, UTC-7).
    const now = new Date('2026-03-09T16:10:00Z');
    expect(slotDates(tijuana, now)).toEqual(['2026-03-09', '2026-03-10']);
    expect(iso(openSlotsOn(tijuana, '2026-03-09', now))).toEqual([
      '2026-03-09T17:30:00.000Z',
      '2026-03-09T18:00:00.000Z',
      '2026-03-09T18:30:00.000Z',
    ]);
    expect(isOpenSlot(tijuana, new Date('2026-03-09T17:00:00Z'), now)).toBe(false); // 10:00: within the lead
    expect(isOpenSlot(tijuana, new Date('2026-03-09T17:45:00Z'), now)).toBe(false); // not a start
    expect(isOpenSlot(tijuana, new Date('2026-03-10T16:00:00Z'), now)).toBe(true); // tomorrow 09:00
    expect(isOpenSlot(tijuana, new Date('2026-03-11T16:00:00Z'), now)).toBe(false); // past the days ahead
    expect(isOpenSlot({ ...tijuana, slotCapacity: 0 }, new Date('2026-03-10T16:00:00Z'), now)).toBe(false);
  });

  it('a special date closes its slots', () => {
    const closed = {
      ...company('America/Mexico_City', '09:00', '12:00'),
      specialDates: [{ date: '2026-12-25', closed: true, ranges: [] }],
    };
    expect(slotStartsOn(closed, '2026-12-25')).toEqual([]);
    expect(slotStartsOn(closed, '2026-12-26')).toHaveLength(6);
  });

  it('rings at the slot minus the preparation minutes', () => {
    expect(dueAtFor(new Date('2026-03-10T16:00:00Z'), 25).toISOString()).toBe('2026-03-10T15:35:00.000Z');
  });
});

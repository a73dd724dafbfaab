import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDate, localTime, startOfLocalDate } from './company-clock.ts';

// 2026-03-16 03:05 UTC is still the evening of the 15th in Mexico City (UTC−6) and Tijuana (UTC−7, summer time).
const lateEvening = new Date('2026-03-16T03:05:00Z');

describe('company clock', () => {
  it("gives an instant's date, weekday and minute of the day on the company's clocks", () => {
    expect(localDate(lateEvening, 'America/Mexico_City')).toBe('2026-03-15');
    expect(localDate(lateEvening, 'America/Cancun')).toBe('2026-03-15');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-03-16');
    expect(localTime(lateEvening, 'America/Tijuana')).toEqual({ date: '2026-03-15', weekday: 0, minutes: 20 * 60 + 5 });
  });

  it('finds where a local day starts and ends, in the zone of the company', () => {
    expect(startOfLocalDate('2026-03-15', 'America/Mexico_City').toISOString()).toBe('2026-03-15T06:00:00.000Z');
    expect(endOfLocalDay(lateEvening, 'America/Mexico_City').toISOString()).toBe('2026-03-16T06:00:00.000Z');
    expect(endOfLocalDay(lateEvening, 'America/Tijuana').toISOString()).toBe('2026-03-16T07:00:00.000Z');
  });
});

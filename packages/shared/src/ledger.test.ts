import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementPeriod } from './ledger.ts';
import { addDays, weekdayOf } from './schedule.ts';

const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2024-01-01', offset));
const rule = fc.record({ periodWeeks: fc.constantFrom(1, 2), cutoffDay: fc.integer({ min: 0, max: 6 }) });

describe('statementPeriod', () => {
  it('holds the date, lasts the period, ends on the cut-off day, and the next one starts the day after', () => {
    fc.assert(
      fc.property(day, rule, (date, r) => {
        const { start, end } = statementPeriod(date, r);
        expect(start <= date && date <= end).toBe(true);
        expect(addDays(start, 7 * r.periodWeeks - 1)).toBe(end);
        expect(weekdayOf(end)).toBe(r.cutoffDay);
        expect(statementPeriod(addDays(end, 1), r).start).toBe(addDays(end, 1));
        expect(statementPeriod(start, r)).toEqual({ start, end });
      }),
    );
  });

  it('closes a weekly Sunday period on Sunday night', () => {
    expect(statementPeriod('2026-11-23', { periodWeeks: 1, cutoffDay: 0 })).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });
});

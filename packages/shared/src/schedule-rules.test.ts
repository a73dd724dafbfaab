import { describe, expect, it } from 'vitest';
import { dayRangesSchema } from './schedule.ts';
import { dayRangesIssues } from './schedule-rules.ts';

const range = (from: string, to: string) => ({ from, to });
const days = [
  [],
  [range('09:00', '18:00')],
  [range('00:00', '24:00')],
  [range('9:00', '18:00')],
  [range('9:00', 'x')],
  [range('24:00', '24:00')],
  [range('18:00', '09:00')],
  [range('09:00', '18:00'), range('17:00', '20:00')],
  [range('13:00', '15:00'), range('09:00', '14:00'), range('14:30', '16:00')],
  [range('18:00', '09:00'), range('09:00', '18:00'), range('10:00', '11:00')],
  [range('9:00', '18:00'), range('09:00', '18:00'), range('10:00', '11:00')],
  Array.from({ length: 8 }, (_, hour) => range(`1${hour}:00`, `1${hour}:30`)),
  Array.from({ length: 9 }, () => range('09:00', '10:00')),
  [...Array.from({ length: 9 }, () => range('09:00', '10:00')), range('a', 'b')],
];

describe('dayRangesIssues', () => {
  it('finds what dayRangesSchema finds, with the same paths and messages', () => {
    for (const ranges of days) {
      const parsed = dayRangesSchema.safeParse(ranges);
      const expected = parsed.success ? [] : parsed.error.issues.map(({ path, message }) => ({ path, message }));
      expect(dayRangesIssues(ranges), JSON.stringify(ranges)).toEqual(expected);
    }
  });
});

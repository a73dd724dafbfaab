import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateText } from './date-input-on-reach.tsx';
import '../lib/dayjs-es.ts';

describe('dateText', () => {
  it("writes a date as dayjs's Spanish does in the formats the forms use", () => {
    const formats = ['D MMM YYYY', 'dddd D [de] MMMM YYYY', 'DD/MM/YYYY', 'MMMM YYYY'];
    for (let day = 0; day < 400; day += 7) {
      const date = dayjs('2026-01-01').add(day, 'day').format('YYYY-MM-DD');
      for (const format of formats) expect(dateText(date, format)).toBe(dayjs(date).locale('es').format(format));
    }
    expect(dateText(null, 'D MMM YYYY')).toBe('');
  });
});

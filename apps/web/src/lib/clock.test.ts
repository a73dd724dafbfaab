import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDayAndClock, formatScheduleTime } from './clock.ts';

const evening = '2026-11-24T00:45:00Z'; // 18:45 in Mexico City
const CDMX = 'America/Mexico_City';

describe('clock', () => {
  it('writes times on the 12-hour clock with "p. m."', () => {
    expect(formatClock(evening, CDMX)).toBe('6:45 p. m.');
    expect(formatClock('2026-11-23T15:05:00Z', CDMX)).toBe('9:05 a. m.');
    expect(formatClock(evening, 'America/Tijuana')).toBe('4:45 p. m.');
  });
  it('puts the date before the same time', () => {
    expect(formatDateTime(evening, CDMX)).toBe('23/11/26, 6:45 p. m.');
    expect(formatDayAndClock(evening, CDMX)).toMatch(/^23 nov\.?, 6:45 p\. m\.$/);
  });
  it('writes schedule times the same way, midnight included', () => {
    expect(formatScheduleTime('18:00')).toBe('6:00 p. m.');
    expect(formatScheduleTime('09:30')).toBe('9:30 a. m.');
    expect(formatScheduleTime('00:00')).toBe('12:00 a. m.');
    expect(formatScheduleTime('24:00')).toBe('12:00 a. m.');
    expect(formatScheduleTime('12:15')).toBe('12:15 p. m.');
  });
});

import { describe, expect, it } from 'vitest';
import { zonedParts } from './schedule-time.ts';

describe('zonedParts', () => {
  it('reads each instant on the wall clock of its own zone, also when asked again within the same minute', () => {
    const beforeMidnight = new Date('2026-11-24T05:59:59.999Z'); // 23:59 in Mexico City (UTC−6)
    const midnight = new Date('2026-11-24T06:00:00.000Z');
    expect(zonedParts(beforeMidnight, 'America/Mexico_City')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 1439,
    });
    expect(zonedParts(new Date('2026-11-24T05:59:00.000Z'), 'America/Mexico_City').minutes).toBe(1439);
    expect(zonedParts(midnight, 'America/Mexico_City')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 0 });
    // The same instant in other zones, asked in between, is never given another zone's answer.
    expect(zonedParts(midnight, 'America/Bogota')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 60 });
    expect(zonedParts(midnight, 'Asia/Kolkata')).toEqual({ date: '2026-11-24', weekday: 2, minutes: 690 });
    expect(zonedParts(midnight, 'America/Mexico_City').date).toBe('2026-11-24');
    // Back to an earlier minute after a later one.
    expect(zonedParts(beforeMidnight, 'America/Mexico_City').date).toBe('2026-11-23');
  });
});

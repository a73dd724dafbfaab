import { DEFAULT_TIMEZONE, zonedParts } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { todayScale } from '../src/db/seed/demo-fleets.ts';

const localDate = (at: Date) => zonedParts(at, DEFAULT_TIMEZONE).date;

describe('the demo fleet errands of today', () => {
  it('all fall on today in the demo time zone, even when seeded just after local midnight', () => {
    // 00:10 in Mexico City: "70 minutes ago" unscaled would be yesterday.
    for (const iso of [
      '2026-11-23T06:00:07Z',
      '2026-11-23T06:10:00Z',
      '2026-11-23T07:05:00Z',
      '2026-11-23T18:00:00Z',
    ]) {
      const now = new Date(iso);
      const oldest = new Date(now.getTime() - 70 * 60_000 * todayScale(now));
      expect(localDate(oldest)).toBe(localDate(now));
    }
  });

  it('keeps the real minutes once the day is older than the story', () => {
    expect(todayScale(new Date('2026-11-23T18:00:00Z'))).toBe(1);
  });
});

import { isDeepStrictEqual } from 'node:util';
import { riderPositionBatchSchema } from '@backoffice/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainPositionBatch } from '../src/modules/rider-positions/position-body.ts';

/**
 * The position route's plain check (position-body.ts, decision 048) takes a body only when zod would take it
 * unchanged: then the route answers exactly as with zod alone, and every other body still gets zod's 400.
 */
const number = (min: number, max: number) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    fc.double({ min: min - 50, max: max + 50, noNaN: true }),
    fc.constantFrom(min, max, 0, -0, '12', null, true),
  );
const at = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-11-26T10:00:00-06:00',
    '2026-11-26T10:00:00.5+05:30',
    '2026-11-26T10:00:00',
    '2026-02-30T10:00:00Z',
    '2026-11-26 10:00:00Z',
    '',
    'mañana',
    1_764_151_200_000,
  ),
);
const point = fc.record(
  {
    lat: number(-90, 90),
    lng: number(-180, 180),
    accuracy: number(0, 100_000),
    at,
    speed: number(0, 100),
    heading: number(0, 360),
    extra: fc.constantFrom('x', 1),
  },
  { requiredKeys: [] },
);
const wellFormedPoint = fc.record(
  {
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
    accuracy: fc.double({ min: 0, max: 100_000, noNaN: true }),
    at: at.filter((value) => typeof value === 'string' && value.endsWith('Z') && value.length === 24),
    speed: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
    heading: fc.option(fc.double({ min: 0, max: 360, noNaN: true })),
  },
  { requiredKeys: ['lat', 'lng', 'accuracy', 'at'] },
);
const body = fc.oneof(
  { arbitrary: fc.record({ positions: fc.array(wellFormedPoint, { minLength: 1, maxLength: 20 }) }), weight: 3 },
  fc.record({ positions: fc.array(fc.oneof(wellFormedPoint, point), { maxLength: 22 }) }),
  fc.record({ positions: fc.array(wellFormedPoint, { maxLength: 22 }), other: fc.constant(1) }),
  fc.constantFrom(null, [], 'positions', { positions: {} }, { positions: [null] }, { positions: [[]] }),
);
// Bodies arrive as JSON: what the route sees is what JSON.parse gives back.
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the position batch plain check', () => {
  it('takes a body exactly when zod takes it unchanged', () => {
    const seen = { taken: 0, left: 0 };
    fc.assert(
      fc.property(body.map(asJson), (input) => {
        const zod = riderPositionBatchSchema.safeParse(input);
        const unchanged = zod.success && isDeepStrictEqual(zod.data, input);
        expect(isPlainPositionBatch(input)).toBe(unchanged);
        seen[unchanged ? 'taken' : 'left'] += 1;
      }),
      { numRuns: 3000 },
    );
    // Both sides were tried often, not only refusals.
    expect(seen.taken).toBeGreaterThan(300);
    expect(seen.left).toBeGreaterThan(300);
  });

  it('takes the phone’s usual batch without zod', () => {
    const batch = asJson({
      positions: [
        { lat: 20.6736, lng: -103.3927, accuracy: 12, at: '2026-11-26T10:00:00.000Z' },
        { lat: 20.674, lng: -103.39, accuracy: 8, at: '2026-11-26T10:00:05.000Z', speed: 4.2, heading: null },
      ],
    });
    expect(isPlainPositionBatch(batch)).toBe(true);
  });
});

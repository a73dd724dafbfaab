import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextOpeningAfter,
  nextOpenStateChange,
  type OpenStateSource,
  openStateAt,
  openStateLabel,
} from './open-state.ts';
import { isWithinSchedule, type TimeRange, type WeeklySchedule } from './schedule.ts';

// Mexico City has had no daylight saving time since 2022: always UTC-6.
const TZ = 'America/Mexico_City';
const shop: OpenStateSource = {
  status: 'active',
  switchedOn: true,
  pausedUntil: null,
  timezone: TZ,
  schedules: { '1': [{ from: '12:00', to: '22:00' }], '2': [{ from: '09:00', to: '14:00' }] },
  specialDates: [],
};
const monday = (clock: string) => new Date(`2026-03-02T${clock}:00-06:00`);
const label = (source: OpenStateSource, at: Date) => openStateLabel(openStateAt(source, at), source.timezone, at);

describe('the open state customers see', () => {
  it('words each state', () => {
    expect(label(shop, monday('13:00'))).toBe('Abierto');
    expect(label(shop, monday('10:30'))).toBe('Fuera de horario · abre a las 12:00');
    expect(label(shop, monday('22:30'))).toBe('Fuera de horario · abre mañana a las 09:00');
    expect(label(shop, new Date('2026-03-03T15:00:00-06:00'))).toBe('Fuera de horario · abre el lunes a las 12:00');
    expect(label({ ...shop, pausedUntil: monday('18:45').toISOString() }, monday('18:30'))).toBe('Pausado hasta 18:45');
    expect(label({ ...shop, switchedOn: false }, monday('13:00'))).toBe('Cerrado');
    expect(label({ ...shop, status: 'suspended' }, monday('13:00'))).toBe('Suspendido');
    expect(label({ ...shop, schedules: {} }, monday('13:00'))).toBe('Fuera de horario · sin horarios próximos');
  });

  it('puts suspension before the switch, the switch before a pause, a pause before the hours', () => {
    const paused = { ...shop, pausedUntil: monday('18:45') };
    expect(openStateAt({ ...paused, status: 'suspended', switchedOn: false }, monday('13:00')).kind).toBe('inactive');
    expect(openStateAt({ ...paused, switchedOn: false }, monday('13:00')).kind).toBe('switched_off');
    expect(openStateAt(paused, monday('10:00')).kind).toBe('paused');
    expect(openStateAt(paused, monday('18:45')).kind).toBe('open');
  });

  it('follows special dates: a closed holiday opens the next day', () => {
    const holiday = { ...shop, specialDates: [{ date: '2026-03-02', closed: true, ranges: [] }] };
    expect(label(holiday, monday('13:00'))).toBe('Fuera de horario · abre mañana a las 09:00');
  });
});

const clock = fc
  .integer({ min: 0, max: 24 * 60 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const range = fc
  .tuple(clock, clock)
  .filter(([a, b]) => a < b)
  .map(([from, to]): TimeRange => ({ from, to }));
const week = fc.dictionary(
  fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
  range.map((r) => [r]),
) as fc.Arbitrary<WeeklySchedule>;
const instant = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});
// Zones without daylight saving time: a skipped local hour is not what these properties are about.
const zone = fc.constantFrom(TZ, 'America/Bogota', 'America/Lima', 'America/Caracas', 'UTC');

describe('open state properties', () => {
  it('is "Abierto" exactly when the intake would take an order (active, on, not paused, inside the hours)', () => {
    fc.assert(
      fc.property(week, instant, zone, fc.boolean(), (schedules, at, timezone, switchedOn) => {
        const source = { ...shop, schedules, timezone, switchedOn };
        const open = openStateAt(source, at).kind === 'open';
        expect(open).toBe(switchedOn && isWithinSchedule(source, at));
        expect(label(source, at) === 'Abierto').toBe(open);
      }),
    );
  });

  it('outside the hours, the announced opening is later, inside the hours, and nothing opens before it', () => {
    fc.assert(
      fc.property(week, instant, zone, (schedules, at, timezone) => {
        const source = { ...shop, schedules, timezone };
        if (isWithinSchedule(source, at)) return;
        const opensAt = nextOpeningAfter(source, at);
        if (!opensAt) return;
        expect(opensAt.getTime()).toBeGreaterThan(at.getTime());
        expect(isWithinSchedule(source, opensAt)).toBe(true);
        // One minute before it the shop is closed, unless that minute is `at` itself or earlier.
        const before = new Date(opensAt.getTime() - 60_000);
        if (before > at) expect(isWithinSchedule(source, before)).toBe(false);
      }),
    );
  });

  it('the state holds from now until the next change by the clock, which is in the future', () => {
    fc.assert(
      fc.property(week, instant, zone, (schedules, at, timezone) => {
        const source = { ...shop, schedules, timezone };
        const change = nextOpenStateChange(source, at);
        if (!change) return;
        expect(change.getTime()).toBeGreaterThan(at.getTime());
        const before = openStateAt(source, new Date(change.getTime() - 1)).kind;
        expect(before).toBe(openStateAt(source, at).kind);
      }),
    );
  });
});

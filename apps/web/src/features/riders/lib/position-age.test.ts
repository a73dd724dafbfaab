import type { RiderMapEntry } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { ageText, freshnessOf, riderStatusText } from './position-age.ts';

const now = Date.parse('2026-11-25T18:00:00Z');
const entry = (at: string | null, task: RiderMapEntry['task'] = null): RiderMapEntry => ({
  id: 'r1',
  name: 'Luis',
  vehicle: 'moto',
  provider: null,
  state: task ? 'busy' : 'free',
  task,
  tasks: task ? 1 : 0,
  shiftStartedAt: '2026-11-25T12:00:00Z',
  position: at ? { lat: 20, lng: -103, accuracy: 10, speed: null, heading: null, at } : null,
});

describe('position age', () => {
  it('is live up to 2 minutes, then stale; absent without a position of this shift', () => {
    expect(freshnessOf(entry('2026-11-25T17:58:30Z'), now)).toBe('live');
    expect(freshnessOf(entry('2026-11-25T17:57:59Z'), now)).toBe('stale');
    expect(freshnessOf(entry(null), now)).toBe('absent');
  });

  it('says the age in words', () => {
    expect(ageText('2026-11-25T17:59:55Z', now)).toBe('ahora');
    expect(ageText('2026-11-25T17:59:20Z', now)).toBe('hace 40 s');
    expect(ageText('2026-11-25T17:56:00Z', now)).toBe('hace 4 min');
    expect(ageText('2026-11-25T15:30:00Z', now)).toBe('hace 2 h');
    // A phone clock ahead of the server never reads as the future.
    expect(ageText('2026-11-25T18:01:00Z', now)).toBe('ahora');
  });

  it('names state, task and age', () => {
    expect(riderStatusText(entry('2026-11-25T17:59:58Z'), now)).toBe('Libre · ahora');
    const task = { errand: 'e1', number: 7, status: 'on_the_way' as const, company: null };
    expect(riderStatusText(entry('2026-11-25T17:56:00Z', task), now)).toBe('Mandado #7 · sin señal, hace 4 min');
    expect(riderStatusText(entry(null), now)).toBe('Libre · sin ubicación en este turno');
  });
});

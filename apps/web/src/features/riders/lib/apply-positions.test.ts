import type { RiderMap, RiderMapEntry } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { applyPositions } from './apply-positions.ts';

const position = (lat: number, at: string) => ({ lat, lng: -103, accuracy: 10, speed: null, heading: null, at });
const entry = (id: string, at: string | null): RiderMapEntry => ({
  id,
  name: id,
  vehicle: 'moto',
  provider: null,
  state: 'free',
  task: null,
  tasks: 0,
  shiftStartedAt: '2026-11-25T12:00:00.000Z',
  position: at ? position(20, at) : null,
});
const map: RiderMap & { offset: number } = {
  riders: [entry('a', '2026-11-25T18:00:00.000Z'), entry('b', null), entry('c', '2026-11-25T18:00:00.000Z')],
  now: '2026-11-25T18:00:05.000Z',
  offset: 0,
};

describe('applyPositions (one event, every rider that moved)', () => {
  it('moves every known rider of the event at once and keeps the rest of the map', () => {
    const { map: next, unknown } = applyPositions(map, [
      { rider: 'a', position: position(20.1, '2026-11-25T18:00:04.000Z') },
      { rider: 'b', position: position(20.2, '2026-11-25T18:00:03.000Z') },
    ]);
    expect(unknown).toBe(false);
    expect(next.riders.map((rider) => rider.position?.lat ?? null)).toEqual([20.1, 20.2, 20]);
    expect(next.offset).toBe(0);
    expect(next.now).toBe(map.now);
  });

  it('never moves a rider back to an older position, and leaves the map as it was when nothing is newer', () => {
    const { map: next } = applyPositions(map, [{ rider: 'a', position: position(19, '2026-11-25T17:59:00.000Z') }]);
    expect(next).toBe(map);
  });

  it('says when a rider of the event is not on the map yet, after moving the known ones', () => {
    const { map: next, unknown } = applyPositions(map, [
      { rider: 'c', position: position(20.3, '2026-11-25T18:00:04.000Z') },
      { rider: 'new', position: position(20.4, '2026-11-25T18:00:04.000Z') },
    ]);
    expect(unknown).toBe(true);
    expect(next.riders.find((rider) => rider.id === 'c')?.position?.lat).toBe(20.3);
  });
});

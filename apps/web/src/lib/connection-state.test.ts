import { describe, expect, it } from 'vitest';
import { formatClock } from './clock.ts';
import { connectionView, nextConnectionChange } from './connection-state.ts';

const lostAt = new Date(2026, 10, 23, 14, 5, 12).getTime();

describe('connection heartbeat states', () => {
  it('is connected while nothing was lost', () => {
    expect(connectionView(null, lostAt)).toEqual({ phase: 'connected', label: 'En línea', banner: false });
    expect(nextConnectionChange(null, lostAt)).toBeNull();
  });

  it('says it is reconnecting for the first 30 s', () => {
    expect(connectionView(lostAt, lostAt)).toMatchObject({ phase: 'reconnecting', label: 'Reconectando…' });
    expect(connectionView(lostAt, lostAt + 29_999)).toMatchObject({ phase: 'reconnecting', banner: false });
    expect(nextConnectionChange(lostAt, lostAt + 10_000)).toBe(lostAt + 30_000);
  });

  it('says since when after 30 s, and adds the banner at 60 s', () => {
    expect(formatClock(lostAt)).toBe('2:05 p. m.');
    expect(connectionView(lostAt, lostAt + 30_000)).toEqual({
      phase: 'offline',
      label: 'Sin conexión desde 2:05 p. m.',
      banner: false,
    });
    expect(nextConnectionChange(lostAt, lostAt + 45_000)).toBe(lostAt + 60_000);
    expect(connectionView(lostAt, lostAt + 60_000)).toMatchObject({ phase: 'offline', banner: true });
    expect(nextConnectionChange(lostAt, lostAt + 61_000)).toBeNull();
  });
});

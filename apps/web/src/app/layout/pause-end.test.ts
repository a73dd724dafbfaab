import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, PAUSE_END_GRACE_MS, PAUSE_RETRY_MS, pauseCheckDelay } from './pause-end.ts';

const now = Date.parse('2026-03-10T18:00:00.000Z');

describe('pauseCheckDelay', () => {
  it('waits until just after a future pause ends', () => {
    expect(pauseCheckDelay('2026-03-10T18:15:00.000Z', now)).toBe(15 * 60_000 + PAUSE_END_GRACE_MS);
  });

  it('has nothing to wait for without a pause or with an unreadable date', () => {
    expect(pauseCheckDelay(null, now)).toBeNull();
    expect(pauseCheckDelay(undefined, now)).toBeNull();
    expect(pauseCheckDelay('mañana', now)).toBeNull();
  });

  it('re-reads soon when the pause already ended here, and not sooner than a retry asks', () => {
    expect(pauseCheckDelay('2026-03-10T17:59:00.000Z', now)).toBe(PAUSE_END_GRACE_MS);
    expect(pauseCheckDelay('2026-03-10T17:59:00.000Z', now, PAUSE_RETRY_MS)).toBe(PAUSE_RETRY_MS);
  });

  it('caps very long pauses at the longest browser timer', () => {
    expect(pauseCheckDelay('2026-06-01T00:00:00.000Z', now)).toBe(MAX_TIMER_MS);
  });
});

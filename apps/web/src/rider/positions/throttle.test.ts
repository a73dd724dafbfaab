import { describe, expect, it } from 'vitest';
import {
  createPositionBatcher,
  createStillness,
  distanceMetres,
  type Fix,
  KEEP_ALIVE_MS,
  MAX_WAITING_FIXES,
  shouldKeep,
} from './throttle.ts';

const BASE = { lat: 20.6736, lng: -103.344 };
/** A fix `metres` north of the base point at second `seconds`. */
const fix = (seconds: number, metres = 0, accuracy = 10): Fix => ({
  lat: BASE.lat + metres / 111_195,
  lng: BASE.lng,
  accuracy,
  at: seconds * 1000,
});

describe('which fixes are sent', () => {
  it('measures straight-line distance in metres', () => {
    expect(distanceMetres(fix(0), fix(0, 1000))).toBeCloseTo(1000, -1);
  });

  it('keeps the first fix, then at most one every 5 s, and only after a move', () => {
    expect(shouldKeep(null, fix(0))).toBe(true);
    expect(shouldKeep(fix(0), fix(3, 200))).toBe(false); // moved, but too soon
    expect(shouldKeep(fix(0), fix(5, 200))).toBe(true);
    expect(shouldKeep(fix(0), fix(30, 5))).toBe(false); // unchanged: nothing sent
    expect(shouldKeep(fix(0), fix(30, 60, 80))).toBe(false); // within the fix's own accuracy
    expect(shouldKeep(fix(0), fix(30, 120, 80))).toBe(true);
  });

  it('sends one fix per keep-alive period when the rider does not move', () => {
    expect(shouldKeep(fix(0), fix(KEEP_ALIVE_MS / 1000 - 1))).toBe(false);
    expect(shouldKeep(fix(0), fix(KEEP_ALIVE_MS / 1000))).toBe(true);
  });

  it('never sends a fix that is not a place (bad numbers, accuracy of a whole district)', () => {
    expect(shouldKeep(null, { ...fix(0), lat: Number.NaN })).toBe(false);
    expect(shouldKeep(null, fix(0, 0, 2000))).toBe(false);
  });
});

describe('high accuracy only while moving', () => {
  it('rests the GPS after a minute in one place and wakes it at the first move', () => {
    const stillness = createStillness();
    expect(stillness.update(fix(0))).toBe(true);
    expect(stillness.update(fix(30, 10))).toBe(true);
    expect(stillness.update(fix(61, 5))).toBe(false);
    expect(stillness.update(fix(90, 20, 60))).toBe(false); // jitter of a coarse fix
    expect(stillness.update(fix(95, 200, 60))).toBe(true);
  });
});

describe('the position batcher', () => {
  it('sends a kept fix at once, and groups the fixes that arrive while a request is in flight', async () => {
    const requests: Fix[][] = [];
    let release: () => void = () => {};
    const batcher = createPositionBatcher(
      (fixes) =>
        new Promise<void>((resolve) => {
          requests.push(fixes);
          release = resolve;
        }),
    );
    batcher.offer(fix(0));
    expect(requests).toHaveLength(1);
    batcher.offer(fix(5, 100));
    batcher.offer(fix(10, 200));
    expect(batcher.offer(fix(11, 300))).toBe(false); // too soon after the last kept one
    expect(requests).toHaveLength(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((batch) => batch.map((item) => item.at / 1000))).toEqual([[0], [5, 10]]);
  });

  it('keeps the fixes of a failed request, in order, and sends them with the next ones', async () => {
    let online = false;
    const requests: Fix[][] = [];
    const batcher = createPositionBatcher(async (fixes) => {
      if (!online) throw new Error('sin red');
      requests.push(fixes);
    });
    batcher.offer(fix(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    batcher.offer(fix(5, 100));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(batcher.waiting()).toBe(2);
    online = true;
    await batcher.retry();
    expect(requests.map((batch) => batch.map((item) => item.at / 1000))).toEqual([[0, 5]]);
    expect(batcher.waiting()).toBe(0);
  });

  it('keeps only the newest fixes during a long time offline', async () => {
    const batcher = createPositionBatcher(() => Promise.reject(new Error('sin red')));
    for (let second = 0; second < 1000; second += 5) {
      batcher.offer(fix(second, second * 10));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(batcher.waiting()).toBe(MAX_WAITING_FIXES);
  });

  it('sends nothing more once the shift ends', async () => {
    const requests: Fix[][] = [];
    const batcher = createPositionBatcher(async (fixes) => void requests.push(fixes));
    batcher.offer(fix(0));
    batcher.clear();
    await batcher.retry();
    expect(requests).toHaveLength(1);
    expect(batcher.waiting()).toBe(0);
  });
});

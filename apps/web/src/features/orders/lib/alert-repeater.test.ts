import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertRepeater } from './alert-repeater.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alert repeater', () => {
  it('plays at once and repeats until the order is stopped', () => {
    const play = vi.fn();
    const repeater = createAlertRepeater(play, 5000);
    repeater.ring('a');
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(play).toHaveBeenCalledTimes(4);
    repeater.stop('a');
    vi.advanceTimersByTime(60_000);
    expect(play).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops one order only; the others keep ringing on one shared timer', () => {
    const play = vi.fn();
    const repeater = createAlertRepeater(play, 5000);
    repeater.ring('a');
    repeater.ring('b');
    expect(play).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    repeater.stop('a');
    expect(repeater.ringing()).toEqual(['b']);
    vi.advanceTimersByTime(5000);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('never rings again for an order already stopped or already ringing', () => {
    const play = vi.fn();
    const repeater = createAlertRepeater(play, 5000);
    repeater.ring('a');
    repeater.ring('a');
    expect(play).toHaveBeenCalledTimes(1);
    repeater.stop('a');
    repeater.ring('a');
    expect(play).toHaveBeenCalledTimes(1);
    expect(repeater.ringing()).toEqual([]);
  });

  it('stops orders that are no longer waiting (accepted or rejected elsewhere)', () => {
    const play = vi.fn();
    const repeater = createAlertRepeater(play, 5000);
    repeater.ring('a');
    repeater.ring('b');
    repeater.keepOnly(['b']);
    expect(repeater.ringing()).toEqual(['b']);
    repeater.keepOnly([]);
    expect(vi.getTimerCount()).toBe(0);
    repeater.ring('a');
    expect(repeater.ringing()).toEqual([]);
  });
});

// @vitest-environment jsdom
import type { Order } from '@backoffice/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_REPEAT_MS, useOrderAlerts } from './use-order-alerts.tsx';

const order = (id: string, number: number) =>
  ({ id, number, status: 'pending', customer: { name: `Cliente ${number}` } }) as unknown as Order;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mount = (repeat: boolean) => {
  const play = vi.fn();
  const hook = renderHook(() => useOrderAlerts({ play, repeat, onOpen: () => {} }));
  return { play, hook };
};

describe('useOrderAlerts on a company screen (repeat)', () => {
  it('rings a new order at once and every few seconds until someone opens it', () => {
    const { play, hook } = mount(true);
    act(() => hook.result.current.alertNew([order('a', 1)], { toast: false }));
    expect(play.mock.calls).toEqual([['chime']]);
    expect(hook.result.current.ringing).toBe(1);
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 2));
    expect(play).toHaveBeenCalledTimes(3);
    act(() => hook.result.current.acknowledge('a'));
    expect(hook.result.current.ringing).toBe(0);
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 5));
    expect(play).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
    // The same order arriving again (a catch-up, a push) does not ring again.
    act(() => hook.result.current.alertNew([order('a', 1)], { toast: false }));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('turns insistent when a ringing order escalates, and back to the chime when it is opened', () => {
    const { play, hook } = mount(true);
    act(() => hook.result.current.alertNew([order('a', 1), order('b', 2)], { toast: false }));
    play.mockClear();
    // Heard at once, not at the next repeat; then every ALERT_REPEAT_MS in the insistent tone.
    act(() => hook.result.current.escalate([order('b', 2)]));
    expect(play.mock.calls).toEqual([['insistent']]);
    expect(hook.result.current.urgent).toBe(1);
    play.mockClear();
    act(() => hook.result.current.escalate([order('b', 2)]));
    expect(play.mock.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS));
    expect(play.mock.calls).toEqual([['insistent']]);
    act(() => hook.result.current.acknowledge('b'));
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS));
    expect(play.mock.calls).toEqual([['insistent'], ['chime']]);
    expect(hook.result.current).toMatchObject({ ringing: 1, urgent: 0 });
  });

  it('stops ringing orders that left "pending" elsewhere and ignores orders already taken', () => {
    const { play, hook } = mount(true);
    act(() =>
      hook.result.current.alertNew([order('a', 1), { ...order('x', 9), status: 'accepted' }], { toast: false }),
    );
    expect(hook.result.current.ringing).toBe(1);
    act(() => hook.result.current.keepOnly([]));
    expect(hook.result.current.ringing).toBe(0);
    play.mockClear();
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 3));
    expect(play).not.toHaveBeenCalled();
  });
});

describe('useOrderAlerts and an order for later (decision 054)', () => {
  it('opening it before its due time does not stop it ringing at its time; accepting does', () => {
    const { play, hook } = mount(true);
    act(() => hook.result.current.acknowledge('later'));
    act(() => hook.result.current.alertNew([order('later', 4)], { toast: false, due: true }));
    expect(play.mock.calls).toEqual([['chime']]);
    expect(hook.result.current.ringing).toBe(1);
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS));
    expect(play).toHaveBeenCalledTimes(2);
    // Accepted: it leaves "pending" and the screen goes quiet.
    act(() => hook.result.current.keepOnly([]));
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 3));
    expect(play).toHaveBeenCalledTimes(2);
    expect(hook.result.current.ringing).toBe(0);
  });
});

describe('useOrderAlerts on a partner screen (no repeat)', () => {
  it('plays once per arrival and once per escalation, and rings nothing', () => {
    const { play, hook } = mount(false);
    act(() => hook.result.current.alertNew([order('a', 1)], { toast: false }));
    act(() => hook.result.current.escalate([order('a', 1)]));
    act(() => hook.result.current.escalate([order('a', 1)]));
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 3));
    expect(play.mock.calls).toEqual([['chime'], ['insistent']]);
    expect(hook.result.current.ringing).toBe(0);
  });
});

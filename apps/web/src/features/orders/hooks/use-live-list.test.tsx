// @vitest-environment jsdom

import { SOCKET_READY } from '@backoffice/shared/events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirstRead, useLiveList } from './use-live-list.ts';

// No live socket unless a test sets one: the list's own calls are what is tested.
type FakeSocket = {
  connected: boolean;
  on: (event: string, handler: () => void) => void;
  off: (event: string, handler: () => void) => void;
};
const live = vi.hoisted(() => ({ socket: null as null | FakeSocket }));
vi.mock('../../../lib/live-socket.tsx', () => ({ useLive: () => ({ socket: live.socket, status: 'offline' }) }));

type Item = { id: string; version: number; createdAt: string; name: string };
const at = '2026-11-27T09:59:00.000Z';

afterEach(() => {
  cleanup();
  live.socket = null;
});

/** A call the test answers when it chooses. */
const held = <T,>() => {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
};

/** The hook on a list of its own (`key`), in a query client of its own. */
const renderLiveList = (
  key: string,
  load: () => Promise<Item[]>,
  changes: (since: string) => Promise<{ items: Item[]; now: string }>,
  client = new QueryClient(),
) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => useLiveList<Item>({ queryKey: ['live', key], load, changes, newEvents: [], updateEvents: [] }),
    { wrapper },
  );
};

describe('useLiveList', () => {
  it('asks for the list and for the catch-up cursor at once, and catches up from that cursor', async () => {
    const cursor = held<{ items: Item[]; now: string }>();
    const list = held<Item[]>();
    const changes = vi.fn((_since: string) => cursor.promise);
    const load = vi.fn(() => list.promise);
    const hook = renderLiveList('test', load, changes);
    // Neither waits for the other: the list comes a round trip sooner than after the cursor's answer.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(changes).toHaveBeenCalledTimes(1);

    list.answer([{ id: 'a', version: 1, createdAt: at, name: 'listed' }]);
    cursor.answer({
      items: [{ id: 'a', version: 2, createdAt: at, name: 'changed meanwhile' }],
      now: '2026-11-27T10:00:00.000Z',
    });
    await waitFor(() =>
      expect(hook.result.current.query.data).toEqual([
        { id: 'a', version: 2, createdAt: at, name: 'changed meanwhile' },
      ]),
    );

    // The next catch-up (here on focus) starts from the server's time of that first answer.
    changes.mockResolvedValueOnce({ items: [], now: '2026-11-27T10:00:05.000Z' });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
    expect(changes.mock.calls[1]?.[0]).toBe('2026-11-27T10:00:00.000Z');
  });

  it('a catch-up asked while the first read is on its way runs once the list is there, from its cursor', async () => {
    const cursor = held<{ items: Item[]; now: string }>();
    const changes = vi.fn((_since: string) => cursor.promise);
    const load = vi.fn(async () => [] as Item[]);
    const hook = renderLiveList('owed', load, changes);
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    // The socket joins (here: a focus) before the first read answers: its catch-up has no cursor yet.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(changes).toHaveBeenCalledTimes(1);

    // An order taken between the first read's moment and the join is in neither answer but the owed catch-up's.
    changes.mockResolvedValueOnce({
      items: [{ id: 'd', version: 1, createdAt: at, name: 'taken as the socket joined' }],
      now: '2026-11-27T10:02:05.000Z',
    });
    cursor.answer({ items: [], now: '2026-11-27T10:02:00.000Z' });
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
    expect(changes.mock.calls[1]?.[0]).toBe('2026-11-27T10:02:00.000Z');
    await waitFor(() =>
      expect(hook.result.current.query.data).toEqual([
        { id: 'd', version: 1, createdAt: at, name: 'taken as the socket joined' },
      ]),
    );
  });

  it('catches up at once when the socket had joined before the list listened for its joins', async () => {
    live.socket = { connected: true, on: () => undefined, off: () => undefined };
    const changes = vi.fn(async (_since: string) => ({ items: [] as Item[], now: '2026-11-27T10:03:00.000Z' }));
    const hook = renderLiveList('joined', async () => [], changes);
    await waitFor(() => expect(hook.result.current.query.data).toEqual([]));
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
    expect(changes.mock.calls[1]?.[0]).toBe('2026-11-27T10:03:00.000Z');
  });

  it('catches up when the server says the socket joined its rooms (ready), not at its connection', async () => {
    const handlers = new Map<string, () => void>();
    live.socket = {
      connected: false,
      on: (event, handler) => handlers.set(event, handler),
      off: (event) => handlers.delete(event),
    };
    const changes = vi.fn(async (_since: string) => ({ items: [] as Item[], now: '2026-11-27T10:04:00.000Z' }));
    const hook = renderLiveList('ready', async () => [], changes);
    await waitFor(() => expect(hook.result.current.query.data).toEqual([]));
    expect(changes).toHaveBeenCalledTimes(1);
    // The rooms are joined after the connection: a read at `connect` could come before an order whose event then
    // went to no room.
    expect(handlers.has('connect')).toBe(false);
    await act(async () => handlers.get(SOCKET_READY)?.());
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
  });

  it('takes the first read started as the page started, and catches up from its cursor', async () => {
    const early = {
      load: vi.fn(async () => [{ id: 'b', version: 1, createdAt: at, name: 'read early' }]),
      changes: vi.fn(async (_since: string) => ({ items: [] as Item[], now: '2026-11-27T10:01:00.000Z' })),
    };
    startFirstRead<Item>(['live', 'early'], early.load, early.changes);
    // Before any hook renders: the read is on its way.
    expect(early.load).toHaveBeenCalledTimes(1);
    const load = vi.fn(async () => [] as Item[]);
    const changes = vi.fn(async (_since: string) => ({ items: [] as Item[], now: '2026-11-27T10:01:05.000Z' }));
    const hook = renderLiveList('early', load, changes);
    await waitFor(() =>
      expect(hook.result.current.query.data).toEqual([{ id: 'b', version: 1, createdAt: at, name: 'read early' }]),
    );
    // Nothing read twice.
    expect(load).not.toHaveBeenCalled();
    expect(changes).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    expect(changes.mock.calls[0]?.[0]).toBe('2026-11-27T10:01:00.000Z');
  });

  it('reads again when the early read failed', async () => {
    startFirstRead<Item>(
      ['live', 'failed'],
      () => Promise.reject(new Error('offline')),
      async () => ({
        items: [],
        now: at,
      }),
    );
    const load = vi.fn(async () => [{ id: 'c', version: 1, createdAt: at, name: 'read again' }]);
    const changes = vi.fn(async (_since: string) => ({ items: [] as Item[], now: at }));
    const hook = renderLiveList(
      'failed',
      load,
      changes,
      new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } }),
    );
    await waitFor(() =>
      expect(hook.result.current.query.data).toEqual([{ id: 'c', version: 1, createdAt: at, name: 'read again' }]),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});

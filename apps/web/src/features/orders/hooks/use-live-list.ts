import { SOCKET_READY } from '@backoffice/shared/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLive } from '../../../lib/live-socket.tsx';
import { createCatchUpRunner } from '../lib/catch-up-runner.ts';
import { arrivedWhileLoading, type LiveItem, mergeChanges, replaceList } from '../lib/live-list.ts';

/** A safety net besides the socket: a missed order is lost money, and this costs one small call. */
const PERIODIC_CATCH_UP_MS = 30_000;
const RETRY_CATCH_UP_MS = 5_000;

type LiveListOptions<T extends LiveItem> = {
  queryKey: readonly unknown[];
  load: () => Promise<T[]>;
  changes: (since: string) => Promise<{ items: T[]; now: string }>;
  newEvents: string[];
  updateEvents: string[];
  /** Items whose id was not in the list before (live, caught up, or from a push): the ones to alert for. */
  onAdded?: (items: T[], source: LiveSource) => void;
  /** Every item that arrived, new or changed (e.g. to refresh the detail that shows it). */
  onChanged?: (items: T[]) => void;
  enabled?: boolean;
};

type FirstRead<T> = [{ items: T[]; now: string }, T[]];

/**
 * The list and its catch-up cursor. The cursor is the server's time as the list is read, asked in the same moment
 * rather than one round trip before it: every catch-up re-reads 30 s before its cursor (CHANGES_OVERLAP_MS on the
 * server), so a change committed between the two answers is caught up all the same, and the list is there a round
 * trip sooner.
 */
const readFirst = <T>(
  load: () => Promise<T[]>,
  changes: (since: string) => Promise<{ items: T[]; now: string }>,
): Promise<FirstRead<T>> => Promise.all([changes(new Date().toISOString()), load()]);

/** A first read started before its list's hook rendered is taken by the hook only while this fresh. */
const EARLY_READ_FRESH_MS = 10_000;
const earlyReads = new Map<string, { read: Promise<FirstRead<LiveItem>>; at: number }>();

/**
 * Starts a live list's first read as the page starts (app-routes.tsx, with the page's session), not once React has
 * rendered down to its hook: on a phone the orders board then draws in the page's first frames instead of a round
 * trip after them. The hook's first query takes it; a failed one fails that query, which retries as always
 * (decision 064).
 */
export const startFirstRead = <T extends LiveItem>(
  queryKey: readonly unknown[],
  load: () => Promise<T[]>,
  changes: (since: string) => Promise<{ items: T[]; now: string }>,
) => {
  const key = JSON.stringify(queryKey);
  if (earlyReads.has(key)) return;
  const read = readFirst(load, changes);
  read.catch(() => {});
  earlyReads.set(key, { read, at: Date.now() });
};

const takeEarlyRead = <T>(key: string) => {
  const early = earlyReads.get(key);
  earlyReads.delete(key);
  return early && Date.now() - early.at < EARLY_READ_FRESH_MS ? (early.read as Promise<FirstRead<T>>) : undefined;
};

/**
 * A list kept live by socket events and by catching up after every reconnection, window focus and
 * return online (algorithm in apps/api/src/modules/live/README.md). Lives in the query cache.
 */
export const useLiveList = <T extends LiveItem>(options: LiveListOptions<T>) => {
  const { enabled = true } = options;
  const keyHash = JSON.stringify(options.queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by value
  const queryKey = useMemo(() => options.queryKey, [keyHash]);
  const queryClient = useQueryClient();
  const { socket } = useLive();
  const latest = useRef(options);
  latest.current = options;
  const cursor = useRef<string | null>(null);
  const buffered = useRef<T[]>([]);
  // New-item events seen before the first list: the load may already hold them, and they must still alert.
  const arrivedBeforeList = useRef<T[]>([]);
  // A catch-up asked before the first read answered (the socket joined while it was on its way): what was committed
  // between that read's moment and the join is in no answer yet, so it runs once the list is there.
  const catchUpOwed = useRef(false);

  const query = useQuery({
    queryKey,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async () => {
      const [first, loaded] = await (takeEarlyRead<T>(keyHash) ??
        readFirst(latest.current.load, latest.current.changes));
      cursor.current = first.now;
      return mergeChanges(replaceList(loaded), first.items).list;
    },
  });

  const apply = useCallback(
    (items: T[], source: LiveSource = 'live') => {
      const current = queryClient.getQueryData<T[]>(queryKey);
      if (!current) {
        buffered.current.push(...items);
        return;
      }
      const { list, added } = mergeChanges(current, items);
      if (list !== current) queryClient.setQueryData(queryKey, list);
      if (added.length > 0) latest.current.onAdded?.(added, source);
      latest.current.onChanged?.(items);
    },
    [queryClient, queryKey],
  );
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const runner = useMemo(
    () =>
      createCatchUpRunner(async () => {
        if (!cursor.current) {
          catchUpOwed.current = true;
          return;
        }
        const { items, now } = await latest.current.changes(cursor.current);
        applyRef.current(items, 'catch-up');
        cursor.current = now;
      }, RETRY_CATCH_UP_MS),
    [],
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const catchUp = runner.request;

  useEffect(() => {
    if (!query.data) return;
    const swallowed = arrivedWhileLoading(query.data, arrivedBeforeList.current.splice(0));
    if (buffered.current.length > 0) apply(buffered.current.splice(0));
    if (swallowed.length > 0) latest.current.onAdded?.(swallowed, 'live');
    if (catchUpOwed.current) {
      catchUpOwed.current = false;
      void catchUp();
    }
  }, [query.data, apply, catchUp]);

  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => document.visibilityState === 'visible' && void catchUp();
    const onEvent = () => void catchUp();
    window.addEventListener('focus', onEvent);
    window.addEventListener('online', onEvent);
    document.addEventListener('visibilitychange', onVisible);
    // At the ready event, not at `connect`: the server joins the socket's rooms after the connection (a read of the
    // account's rooms), so a catch-up at `connect` could read before an order whose event then went to no room.
    socket?.on(SOCKET_READY, onEvent);
    // Joined before this hook listened (a slow first render): that join's catch-up is still due.
    if (socket?.connected) onEvent();
    const timer = setInterval(onEvent, PERIODIC_CATCH_UP_MS);
    return () => {
      window.removeEventListener('focus', onEvent);
      window.removeEventListener('online', onEvent);
      document.removeEventListener('visibilitychange', onVisible);
      socket?.off(SOCKET_READY, onEvent);
      clearInterval(timer);
    };
  }, [enabled, socket, catchUp]);

  useLiveEvents<T>(enabled ? options.newEvents : [], (item) => {
    if (!queryClient.getQueryData(queryKey)) arrivedBeforeList.current.push(item);
    apply([item]);
  });
  useLiveEvents<T>(enabled ? options.updateEvents : [], (item) => apply([item]));

  return { query, apply };
};

export type LiveSource = 'live' | 'catch-up' | 'push';

/**
 * Subscribes one handler to several events (one per listened company). A name ending in `*` matches every event
 * that starts with the rest: a fleet's room hears `update:errand:{companyId}` of companies it does not know ahead.
 */
const useLiveEvents = <T>(events: string[], handler: (payload: T) => void) => {
  const { socket } = useLive();
  const latestHandler = useRef(handler);
  latestHandler.current = handler;
  const names = events.join('|');
  useEffect(() => {
    if (!socket || !names) return;
    const listener = (payload: T) => latestHandler.current(payload);
    const list = names.split('|');
    const exact = list.filter((name) => !name.endsWith('*'));
    const prefixes = list.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));
    const anyListener = (event: string, payload: T) => {
      if (prefixes.some((prefix) => event.startsWith(prefix))) listener(payload);
    };
    for (const name of exact) socket.on(name, listener);
    if (prefixes.length > 0) socket.onAny(anyListener);
    return () => {
      for (const name of exact) socket.off(name, listener);
      socket.offAny(anyListener);
    };
  }, [socket, names]);
};

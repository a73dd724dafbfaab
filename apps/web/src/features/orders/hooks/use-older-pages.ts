import type { CursorPage } from '@backoffice/shared';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LiveItem } from '../lib/live-list.ts';
import { type Cursors, openCursors, withOlderPages } from '../lib/older-pages.ts';

/** Where a live list leaves the `nextCursor` of each source's first page, for the older pages to start from. */
const firstCursorsKey = (liveKey: readonly unknown[]) => ['list-cursors', ...liveKey] as const;

/** Called by a live list's load with the first page of each source (company or partner) it read. */
export const rememberFirstCursors = (
  queryClient: QueryClient,
  liveKey: readonly unknown[],
  pages: Record<string, { nextCursor: string | null }>,
) => {
  const next = Object.fromEntries(Object.entries(pages).map(([source, page]) => [source, page.nextCursor]));
  queryClient.setQueryData(firstCursorsKey(liveKey), openCursors(next) ?? null);
};

type Options<T> = {
  /** The live list's query key: its first page is the live list itself. */
  liveKey: readonly unknown[];
  live: readonly T[] | undefined;
  fetchPage: (source: string, cursor: string) => Promise<CursorPage<T>>;
};

export type OlderPages<T> = {
  /** The live list followed by the older pages loaded so far, newest first. */
  items: T[];
  /** Some source has rows older than those shown. */
  hasMore: boolean;
  loading: boolean;
  /** At least one older page was asked for. */
  started: boolean;
  error: unknown;
  loadMore: () => void;
};

/**
 * "Cargar más" under a live list (decision 053): the live list stays the latest page, kept current by events;
 * older rows are walked by the server's cursor, one page per source per click. A new first page (the live list
 * read again) starts the walk over.
 */
export const useOlderPages = <T extends LiveItem>({ liveKey, live, fetchPage }: Options<T>): OlderPages<T> => {
  const first = useQuery<Cursors | null>({
    queryKey: firstCursorsKey(liveKey),
    // Only ever set by the live list's load.
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const firstCursors = first.data ?? null;
  const walk = JSON.stringify(firstCursors);
  const [startedWalk, setStartedWalk] = useState<string | null>(null);
  const started = firstCursors !== null && startedWalk === walk;

  const older = useInfiniteQuery({
    queryKey: ['list-older', ...liveKey, walk],
    enabled: started,
    initialPageParam: firstCursors ?? {},
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async ({ pageParam }) => {
      const sources = Object.entries(pageParam);
      const pages = await Promise.all(sources.map(([source, cursor]) => fetchPage(source, cursor)));
      return {
        items: pages.flatMap((page) => page.items),
        next: openCursors(Object.fromEntries(sources.map(([source], i) => [source, pages[i]?.nextCursor ?? null]))),
      };
    },
    getNextPageParam: (page) => page.next,
  });

  const olderItems = useMemo(() => older.data?.pages.flatMap((page) => page.items) ?? [], [older.data]);
  const items = useMemo(() => withOlderPages(live ?? [], olderItems), [live, olderItems]);
  return {
    items,
    hasMore: started ? older.isError || older.hasNextPage || older.isPending : firstCursors !== null,
    loading: started && (older.isFetching || (older.isPending && !older.isError)),
    started,
    error: older.isError ? older.error : null,
    loadMore: () => {
      if (!started) setStartedWalk(walk);
      else if (older.data === undefined) void older.refetch();
      else void older.fetchNextPage();
    },
  };
};

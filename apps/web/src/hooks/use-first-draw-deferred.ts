import { startTransition, useEffect, useState } from 'react';

/**
 * The value to draw a list from: the first one (not null or undefined) is drawn in a transition, which React renders
 * in the background in slices; after that, the latest, in the render it arrives in. A value already there when the
 * component mounts is drawn at once.
 *
 * An answer read from the query cache is drawn at once and whole (TanStack Query reads its store through
 * `useSyncExternalStore`): on a phone a screen's first list was one task of 100-200 ms in which nothing could be
 * tapped. Later changes are not deferred: a deferred render restarts at every urgent one (a clock's tick), a change
 * such as a new order must never wait behind them, and a deferred copy would draw every change twice (decision 065).
 */
export const useFirstDrawDeferred = <T>(latest: T | null | undefined): T | null | undefined => {
  // Whether a value has been drawn: only a flag, so the hook keeps no hold on the first list once it is replaced.
  const [drawn, setDrawn] = useState(latest != null);
  useEffect(() => {
    if (!drawn && latest != null) startTransition(() => setDrawn(true));
  }, [drawn, latest]);
  return drawn ? latest : undefined;
};

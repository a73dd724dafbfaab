import { useEffect, useRef, useState } from 'react';
import { loadOnce } from './load-once.ts';

/**
 * Code that a field's stand-in downloads when a pointer or the focus first reaches it (decision 057): one download
 * (`loadOnce`: kept once here, a failure forgotten so the next reach retries), and every stand-in on screen told
 * when it arrives, so they all become the real field before anyone reaches the next one.
 */
export const standInCode = <T>(download: () => Promise<T>) => {
  const code = loadOnce(download);
  const standIns = new Set<() => void>();
  return {
    current: code.current,
    /** Starts the download (once); resolves when every stand-in on screen has been told, or the download failed. */
    load: () =>
      code.load().then(
        () => {
          for (const swap of standIns) swap();
        },
        () => undefined,
      ),
    standIns,
  };
};
export type StandInCode<T> = ReturnType<typeof standInCode<T>>;

/**
 * One stand-in's state: `Loaded`, the code once here (null until then: draw the stand-in); `reach()` starts the
 * download; `focused` says whether the stand-in had the focus (the real field takes it on arrival); `handlers` go on
 * the stand-in. It is never swapped in the middle of a press (the press would lose its click): the release swaps,
 * after the click it makes. Without a connection the stand-in stays, and the next reach tries again.
 */
export const useStandIn = <T>(code: StandInCode<T>) => {
  const [loaded, setLoaded] = useState(() => code.current() !== null);
  const focused = useRef(false);
  const pressing = useRef(false);
  const swap = () => {
    if (code.current() !== null && !pressing.current) setLoaded(true);
  };
  useEffect(() => {
    if (loaded) return;
    code.standIns.add(swap);
    return () => {
      code.standIns.delete(swap);
    };
  });
  const reach = () => {
    void code.load().then(swap);
  };
  return {
    Loaded: loaded ? code.current() : null,
    focused,
    reach,
    handlers: {
      onPointerEnter: reach,
      onFocus: () => {
        focused.current = true;
        reach();
      },
      onBlur: () => {
        focused.current = false;
      },
      onPointerDown: () => {
        pressing.current = true;
        reach();
      },
      onPointerUp: () => {
        // After the click that this release makes.
        setTimeout(() => {
          pressing.current = false;
          swap();
        });
      },
      onPointerCancel: () => {
        pressing.current = false;
        swap();
      },
    },
  };
};

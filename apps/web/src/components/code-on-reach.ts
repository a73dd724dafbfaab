import { type ComponentType, type RefObject, useEffect, useRef } from 'react';
import { standInCode, useStandIn } from './stand-in.ts';

/**
 * A field whose code (a date picker and the libraries under it) is not part of its screen's first load: it downloads
 * when a pointer or the focus first reaches the stand-in the screen draws in its place, as lazy-select.tsx does
 * (`standInCode`, `useStandIn`; decision 057). Returns a hook for the field: the component once here (null until
 * then), the stand-in's handlers, and on arrival the focus and a press the stand-in received move to `target`'s
 * element (a press is answered after its release); `preload()` starts the download earlier. Without a connection
 * the stand-in simply stays.
 */
export const codeOnReach = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const code = standInCode(load);
  // Called once per field kind at module level, like React.lazy; `preload()` starts the download earlier.
  const hook = (target: RefObject<HTMLElement | null>) => {
    const { Loaded, focused, reach, handlers } = useStandIn(code);
    const pressed = useRef(false);
    useEffect(() => {
      if (!Loaded) return;
      if (focused.current) target.current?.focus();
      if (pressed.current) target.current?.click();
    }, [Loaded, target, focused]);
    return {
      Loaded,
      standIn: {
        ...handlers,
        onPointerDown: () => {
          pressed.current = true;
          handlers.onPointerDown();
        },
        onKeyDown: (event: { key: string }) => {
          if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
          pressed.current = true;
          reach();
        },
      },
    };
  };
  /** Starts the download before any stand-in is reached (what holds them was). */
  const preload = () => void code.load();
  return Object.assign(hook, { preload });
};

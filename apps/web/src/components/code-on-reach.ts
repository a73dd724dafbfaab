import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import { loadOnce } from './load-once.ts';

/**
 * A field whose code (a date picker and the libraries under it) is not part of its screen's first load: it downloads
 * when a pointer or the focus first reaches the stand-in the screen draws in its place, as hint-tooltip.tsx and
 * lazy-select.tsx do (decision 057). Returns a hook for the field: the component once here (null until then), the
 * stand-in's handlers, and on arrival the focus and a press the stand-in received move to `target`'s element.
 * Without a connection the stand-in simply stays.
 */
export const codeOnReach = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const code = loadOnce(load);
  // A failed download (offline) leaves the stand-in; the next reach tries again.
  const start = () => code.load().catch(() => null);
  return (target: RefObject<HTMLElement | null>) => {
    const [ready, setReady] = useState(() => code.current() !== null);
    const pressed = useRef(false);
    const focused = useRef(false);
    useEffect(() => {
      if (!ready) return;
      if (focused.current) target.current?.focus();
      if (pressed.current) target.current?.click();
    }, [ready, target]);
    const reach = () =>
      void start().then(() => {
        if (code.current()) setReady(true);
      });
    const press = () => {
      pressed.current = true;
      reach();
    };
    return {
      Loaded: ready ? code.current() : null,
      standIn: {
        onPointerEnter: reach,
        onFocus: () => {
          focused.current = true;
          reach();
        },
        onBlur: () => {
          focused.current = false;
        },
        onPointerDown: press,
        onKeyDown: (event: { key: string }) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') press();
        },
      },
    };
  };
};

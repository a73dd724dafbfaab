import { type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyScreen } from '../lib/lazy-screen.ts';

/**
 * A part of a screen whose code is not part of the screen's first load (a chart and its library, a map…): its own
 * chunk, downloaded when it is first rendered (or on `preload()`), with `fallback` in its place until then. A failed
 * download is caught by the screen's error boundary, which offers to retry (decision 057).
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) => {
  const Part = lazyScreen(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, like React.lazy
  const Lazy = (props: P) => (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
  return Object.assign(Lazy, { preload: Part.preload });
};

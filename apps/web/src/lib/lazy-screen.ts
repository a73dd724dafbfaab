import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the props of any screen
type AnyComponent = ComponentType<any>;

/** How to replace each screen whose download failed with one that downloads again. */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose code failed to download try again on its next render. Called by the error boundary when
 * it resets (retry button, another route, the connection back), never on the failing render itself: React renders
 * a failed tree once more before showing the boundary, and a fresh import there would retry forever.
 */
export const forgetFailedScreens = () => {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
};

/** A lazy screen that can also start downloading before it is first rendered. */
export type PreloadableScreen<T extends AnyComponent> = T & { preload: () => void };

/**
 * React.lazy keeps a failed import for good, so a screen whose chunk was still loading when the server went away
 * could never come back without a reload. This one is renewed by forgetFailedScreens. `preload()` starts the
 * download that the first render would start (the same one), so a screen's code can come in parallel with
 * what renders before it.
 */
export const lazyScreen = <T extends AnyComponent>(load: () => Promise<{ default: T }>) => {
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    // A failed download stays failed (renders and preloads in between get the same rejection, no new request)
    // until forgetFailedScreens renews the screen.
    loading ??= load().catch((error: unknown) => {
      failedScreens.add(() => {
        loading = null;
        current = make();
      });
      throw error;
    });
    return loading;
  };
  const make = (): LazyExoticComponent<T> => lazy(start);
  let current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, like React.lazy
  const Screen = (props: Record<string, unknown>) => createElement(current as AnyComponent, props);
  return Object.assign(Screen, { preload: () => void start().catch(() => {}) }) as unknown as PreloadableScreen<T>;
};

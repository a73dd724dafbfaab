import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * `useMergeRefs` of `@floating-ui/react` (0.27), the only thing Mantine's ScrollArea takes from that library. The
 * build points ScrollArea's import here (vite.config.ts), so that a screen with a drawer or a dialog (which scroll
 * in a ScrollArea) no longer downloads the whole floating-position library (16 kB gzip) for one hook (decision 057).
 * Same behaviour: each ref is set, and a callback ref's cleanup (or a call with null) runs when the node changes.
 */
export const useMergeRefs = <Instance>(refs: (Ref<Instance> | undefined)[]): RefCallback<Instance> | null => {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: Instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the original
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the original
  }, refs);
};

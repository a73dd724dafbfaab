import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as its first draw already is: the caller's id, or one made from React's own
 * `useId`. Mantine's version then swaps in a random id in a layout effect after every mount, a state change that
 * drew each component using it a second time, synchronously, before the page could paint (the shell's header,
 * navbar and frame on every load, every input of a form), and made React run the page's effects in that same task.
 * React's ids are unique in the page's one root and the same on every draw. vite.config.ts points Mantine's import
 * here (decision 065); mantine-use-id.test.ts watches the hook it stands for.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `/orders?order=<id>` or `?errand=<id>` (from a toast, a notification click or a push) opens that item once the
 * list has it, then leaves the address clean.
 */
export const useItemParam = (name: 'order' | 'errand', has: (id: string) => boolean, open: (id: string) => void) => {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(name);
  const present = wanted ? has(wanted) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wanted item is there
  useEffect(() => {
    if (!wanted || !present) return;
    open(wanted);
    setParams(
      (current) => {
        current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [wanted, present]);
};

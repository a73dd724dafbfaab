import { DEFAULT_PAGE_LIMIT } from '@backoffice/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { EntityQuery } from './entity-definition.ts';

/** The list's search, filters and page live in the address, so a reload or a shared link keeps them. */
export const useEntityQuery = (filterNames: string[]) => {
  const [params, setParams] = useSearchParams();
  const search = params.get('buscar') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const filters = Object.fromEntries(
    filterNames.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const query: EntityQuery = {
    search: debouncedSearch.trim(),
    limit: DEFAULT_PAGE_LIMIT,
    offset: (page - 1) * DEFAULT_PAGE_LIMIT,
    filters,
  };
  /** Any change but the page itself goes back to the first page. */
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) value ? next.set(key, value) : next.delete(key);
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  return { query, search, page, update };
};

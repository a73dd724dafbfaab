import type { ExpenseFilter } from '@backoffice/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { API_BASE } from '../../../lib/api-client.ts';

/** The entity screen's query keys and filters are also the totals' and the export's filters. */
export const filterOf = (query: { search: string; filters: Record<string, string> }): ExpenseFilter => ({
  search: query.search || undefined,
  ...query.filters,
});

export const useExpenseTotals = (filter: ExpenseFilter) =>
  useQuery({
    // Under the 'expenses' key, so saving or removing an expense refreshes the totals too.
    queryKey: ['expenses', 'totals', filter],
    queryFn: () => api.GET('/api/expenses/totals', { params: { query: filter } }),
    placeholderData: keepPreviousData,
  });

export const exportUrl = (filter: ExpenseFilter) => {
  const params = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `${API_BASE}/expenses/export.csv${params.size > 0 ? `?${params}` : ''}`;
};

const optionsOf = <T extends { id: string; name: string }>(items: T[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export const useBaseOptions = () => {
  const query = useQuery({
    queryKey: ['bases', 'expense-options'],
    queryFn: () => api.GET('/api/bases', { params: { query: { limit: 100 } } }),
    staleTime: 30_000,
  });
  return { options: optionsOf(query.data?.items), loading: query.isPending };
};

export const useRiderOptions = () => {
  const query = useQuery({
    queryKey: ['riders', 'expense-options'],
    queryFn: () => api.GET('/api/riders/list', { params: { query: { status: 'all', limit: 100 } } }),
    staleTime: 30_000,
  });
  return { options: optionsOf(query.data?.items), loading: query.isPending };
};

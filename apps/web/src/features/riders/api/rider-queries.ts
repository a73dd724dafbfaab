import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The partner's bases (for the base filter, the form and the list), at most 100. */
export const useBases = (enabled = true) =>
  useQuery({
    queryKey: ['bases', 'all'],
    queryFn: () => api.GET('/api/bases', { params: { query: { limit: 100 } } }),
    staleTime: 30_000,
    enabled,
  });

export const useBaseOptions = () => {
  const bases = useBases();
  return {
    options: (bases.data?.items ?? []).map((base) => ({ value: base.id, label: base.name })),
    loading: bases.isPending,
  };
};

/** «En turno» on or off; every rider list (the screen, the errand picker) reads again afterwards. */
export const useSetShift = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onShift }: { id: string; onShift: boolean }) =>
      api.PUT('/api/riders/shift', { params: { query: { ID: id, onShift: onShift ? '1' : '0' } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['riders'] }),
  });
};

import type { Page } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { EntityDefinition, EntityQuery } from './entity-definition.ts';

type Definition = Pick<EntityDefinition<{ id: string }>, 'kind' | 'path' | 'listPath'>;

export const entityListQueryOptions = <T>(definition: Definition, query: EntityQuery) =>
  queryOptions({
    queryKey: [definition.kind, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<Page<T>>(definition.listPath ?? definition.path, {
        signal,
        query: { search: query.search || undefined, limit: query.limit, offset: query.offset, ...query.filters },
      }),
    placeholderData: keepPreviousData,
  });

export const useEntityList = <T>(definition: Definition, query: EntityQuery) =>
  useQuery(entityListQueryOptions<T>(definition, query));

/** Creates (no id) or updates (with id); every list of the kind is fetched again afterwards. */
export const useSaveEntity = <T>(definition: Definition) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiRequest<T>(definition.path, { method: 'PUT', query: { ID: id }, body })
        : apiRequest<T>(definition.path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [definition.kind] }),
  });
};

export const useRemoveEntity = <R = unknown>(definition: Definition) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<R>(definition.path, { method: 'DELETE', query: { ID: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [definition.kind] }),
  });
};

import type { Page } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { EntityListPath, EntityPath, EntityQuery } from './entity-definition.ts';

/**
 * The generic list screen's calls (decision 059). Its paths are paths of the OpenAPI document, and a definition's
 * item type `T` is checked there against what its list path answers (`ListPathOf<T>`), so the one typed answer below
 * cannot drift from the API; the writes send the form's body (checked with the kind's shared schema first) and read
 * no answer. openapi-fetch's types cannot follow a path that is a type parameter, hence `apiRequest` here.
 */
type Definition = { kind: string; path: EntityPath; listPath?: EntityListPath };

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
export const useSaveEntity = (definition: Definition) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiRequest(definition.path, { method: 'PUT', query: { ID: id }, body })
        : apiRequest(definition.path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [definition.kind] }),
  });
};

export const useRemoveEntity = (definition: Definition) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(definition.path, { method: 'DELETE', query: { ID: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [definition.kind] }),
  });
};

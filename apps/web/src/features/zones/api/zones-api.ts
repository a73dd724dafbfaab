import type { ZoneCollection, ZoneCreateBody, ZoneUpdateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api } from '../../../lib/api.ts';

/** A zone as GET /api/zones answers it, with the zones it overlaps. */
export type ZoneWithOverlaps = ApiData<'/api/zones', 'get'>[number];
export type AssignableCompany = { id: string; name: string; city: string };

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: ['zones', 'list'], queryFn: () => api.GET('/api/zones') });

export const useZones = () => useQuery(zonesQueryOptions());

export const useAssignableCompanies = () =>
  useQuery({
    queryKey: ['zones', 'companies'],
    queryFn: () => api.GET('/api/zones/companies'),
    staleTime: 60_000,
  });

const useZoneMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['zones'] }) });
};

export const useSaveZone = () =>
  useZoneMutation((save: { id: string; body: ZoneUpdateBody } | { id: null; body: ZoneCreateBody }) =>
    save.id === null
      ? api.POST('/api/zones', { body: save.body })
      : api.PUT('/api/zones', { params: { query: { ID: save.id } }, body: save.body }),
  );

export const useRemoveZone = () =>
  useZoneMutation((id: string) => api.DELETE('/api/zones', { params: { query: { ID: id } } }));

export const useImportZones = () =>
  useZoneMutation((collection: ZoneCollection) => api.POST('/api/zones/import', { body: collection }));

/** The export is a plain GET with the session cookie: a link downloads it. */
export const ZONES_EXPORT_URL = '/api/zones/export';

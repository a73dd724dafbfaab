import type { Zone, ZoneCollection, ZoneCreateBody, ZoneUpdateBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ZoneWithOverlaps = Zone & { overlaps: { zone: string; winner: string }[] };
export type AssignableCompany = { id: string; name: string; city: string };

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: ['zones', 'list'], queryFn: () => apiRequest<ZoneWithOverlaps[]>('/zones') });

export const useZones = () => useQuery(zonesQueryOptions());

export const useAssignableCompanies = () =>
  useQuery({
    queryKey: ['zones', 'companies'],
    queryFn: () => apiRequest<AssignableCompany[]>('/zones/companies'),
    staleTime: 60_000,
  });

const useZoneMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['zones'] }) });
};

export const useSaveZone = () =>
  useZoneMutation(({ id, body }: { id: string | null; body: ZoneCreateBody | ZoneUpdateBody }) =>
    id
      ? apiRequest<Zone>('/zones', { method: 'PUT', query: { ID: id }, body })
      : apiRequest<Zone>('/zones', { method: 'POST', body }),
  );

export const useRemoveZone = () =>
  useZoneMutation((id: string) => apiRequest<void>('/zones', { method: 'DELETE', query: { ID: id } }));

export const useImportZones = () =>
  useZoneMutation((collection: ZoneCollection) =>
    apiRequest<{ imported: number }>('/zones/import', { method: 'POST', body: collection }),
  );

/** The export is a plain GET with the session cookie: a link downloads it. */
export const ZONES_EXPORT_URL = '/api/zones/export';

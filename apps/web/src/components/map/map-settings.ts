import type { MapSettings } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['map-settings'],
    queryFn: () => apiRequest<MapSettings>('/zones/map-settings'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The tile source and the starting view are settings of the server (MAP_TILE_URL, MAP_CENTER). */
export const useMapSettings = () => useQuery(mapSettingsQueryOptions());

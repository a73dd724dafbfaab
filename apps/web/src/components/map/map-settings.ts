import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['map-settings'],
    queryFn: () => api.GET('/api/zones/map-settings'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The tile source and the starting view are settings of the server (MAP_TILE_URL, MAP_CENTER). */
export const useMapSettings = () => useQuery(mapSettingsQueryOptions());

import type { Rider } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getRiders = () => apiRequest<Rider[]>('/riders');

/** Riders change rarely; the picker searches this list in the browser. */
export const ridersQueryOptions = () => queryOptions({ queryKey: ['riders'], queryFn: getRiders, staleTime: 60_000 });

export const useRiders = () => useQuery(ridersQueryOptions());

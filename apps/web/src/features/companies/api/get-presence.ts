import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

/** Re-read this often: a dispatcher should learn within a minute that a shop's tablet went dark. */
const PRESENCE_REFRESH_MS = 30_000;

export const getPresence = () => api.GET('/api/live/presence');

export const presenceQueryOptions = () => queryOptions({ queryKey: companyKeys.presence, queryFn: getPresence });

type Presence = Awaited<ReturnType<typeof getPresence>>;
// One function for every render: the map is then made once per answer, not at each render of the screens using it.
const byCompany = (data: Presence) => new Map(data.items.map((item) => [item.company, item]));

/** Which companies have a screen connected, by company id. */
export const useCompanyPresence = () =>
  useQuery({ ...presenceQueryOptions(), refetchInterval: PRESENCE_REFRESH_MS, select: byCompany });

import type { ChannelKey } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type CreatedChannelKey = ChannelKey & { key: string };

const key = ['channel-keys'] as const;

export const getChannelKeys = () => apiRequest<{ items: ChannelKey[] }>('/channel-keys').then((page) => page.items);
export const channelKeysQuery = () => queryOptions({ queryKey: key, queryFn: getChannelKeys });
export const useChannelKeys = (enabled: boolean) => useQuery({ ...channelKeysQuery(), enabled });

export const createChannelKey = (name: string) =>
  apiRequest<CreatedChannelKey>('/channel-keys', { method: 'POST', body: { name } });
export const revokeChannelKey = (id: string) => apiRequest<void>(`/channel-keys/${id}`, { method: 'DELETE' });

export const useCreateChannelKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannelKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

export const useRevokeChannelKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeChannelKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

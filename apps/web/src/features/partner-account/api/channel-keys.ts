import type { ChannelKey } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type CreatedChannelKey = ChannelKey & { key: string };

const key = ['channel-keys'] as const;

export const getChannelKeys = () => api.GET('/api/channel-keys').then((page) => page.items);
export const channelKeysQuery = () => queryOptions({ queryKey: key, queryFn: getChannelKeys });
export const useChannelKeys = (enabled: boolean) => useQuery({ ...channelKeysQuery(), enabled });

export const createChannelKey = (name: string) => api.POST('/api/channel-keys', { body: { name } });
export const revokeChannelKey = (id: string) => api.DELETE('/api/channel-keys/{id}', { params: { path: { id } } });

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

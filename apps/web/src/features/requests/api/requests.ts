import type { JoinRequestBody, JoinRequestStatus } from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const requestKeys = {
  all: ['join-requests'] as const,
  list: (status: JoinRequestStatus | undefined, offset: number) => ['join-requests', 'list', status, offset] as const,
  pendingCount: ['join-requests', 'pending-count'] as const,
};

export const PAGE_SIZE = 20;

export const useJoinRequests = (status: JoinRequestStatus | undefined, offset: number) =>
  useQuery({
    queryKey: requestKeys.list(status, offset),
    queryFn: () => api.GET('/api/requests', { params: { query: { status, limit: PAGE_SIZE, offset } } }),
    placeholderData: keepPreviousData,
  });

/** The nav badge: how many requests wait for a decision. */
export const usePendingRequestCount = (enabled: boolean) =>
  useQuery({
    queryKey: requestKeys.pendingCount,
    queryFn: () =>
      api.GET('/api/requests', { params: { query: { status: 'pending', limit: 1 } } }).then((page) => page.total),
    enabled,
  });

const useDecision = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }) });
};

export const useApproveRequest = () =>
  useDecision(({ id, email }: { id: string; email?: string }) =>
    api.PUT('/api/requests/approve', { params: { query: { id } }, body: email ? { email } : {} }),
  );

export const useRejectRequest = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) =>
    api.PUT('/api/requests/reject', { params: { query: { id } }, body: { reason } }),
  );

/** Public: the cities (partners) one may ask to join, and the form itself. */
export const useJoinPartners = () =>
  useQuery({ queryKey: ['join-partners'], queryFn: () => api.GET('/api/requests/partners') });

export const useSubmitJoinRequest = () =>
  useMutation({
    mutationFn: (body: JoinRequestBody) => api.POST('/api/requests', { body }),
  });

import type {
  JoinPartner,
  JoinRequest,
  JoinRequestApproved,
  JoinRequestBody,
  JoinRequestStatus,
  Page,
} from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const requestKeys = {
  all: ['join-requests'] as const,
  list: (status: JoinRequestStatus | undefined, offset: number) => ['join-requests', 'list', status, offset] as const,
  pendingCount: ['join-requests', 'pending-count'] as const,
};

export const PAGE_SIZE = 20;

export const useJoinRequests = (status: JoinRequestStatus | undefined, offset: number) =>
  useQuery({
    queryKey: requestKeys.list(status, offset),
    queryFn: () => apiRequest<Page<JoinRequest>>('/requests', { query: { status, limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });

/** The nav badge: how many requests wait for a decision. */
export const usePendingRequestCount = (enabled: boolean) =>
  useQuery({
    queryKey: requestKeys.pendingCount,
    queryFn: () =>
      apiRequest<Page<JoinRequest>>('/requests', { query: { status: 'pending', limit: 1 } }).then((page) => page.total),
    enabled,
  });

const useDecision = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }) });
};

export const useApproveRequest = () =>
  useDecision(({ id, email }: { id: string; email?: string }) =>
    apiRequest<JoinRequestApproved>('/requests/approve', {
      method: 'PUT',
      query: { id },
      body: email ? { email } : {},
    }),
  );

export const useRejectRequest = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) =>
    apiRequest<JoinRequest>('/requests/reject', { method: 'PUT', query: { id }, body: { reason } }),
  );

/** Public: the cities (partners) one may ask to join, and the form itself. */
export const useJoinPartners = () =>
  useQuery({ queryKey: ['join-partners'], queryFn: () => apiRequest<JoinPartner[]>('/requests/partners') });

export const useSubmitJoinRequest = () =>
  useMutation({
    mutationFn: (body: JoinRequestBody) => apiRequest<{ received: true }>('/requests', { method: 'POST', body }),
  });

import type { ChangePasswordBody, OpenSession, PasswordResetBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionsKey = ['auth', 'sessions'] as const;

export const getOpenSessions = () => apiRequest<OpenSession[]>('/auth/sessions');
export const openSessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: getOpenSessions });
export const useOpenSessions = () => useQuery(openSessionsQuery());

const useInvalidatingMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
};

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<{ ended: number }>('/auth/password', { method: 'POST', body });
export const useChangePassword = () => useInvalidatingMutation(changePassword);

export const closeSession = (id: string) => apiRequest<void>(`/auth/sessions/${id}`, { method: 'DELETE' });
export const useCloseSession = () => useInvalidatingMutation(closeSession);

export const closeOtherSessions = () => apiRequest<{ ended: number }>('/auth/sessions/others', { method: 'DELETE' });
export const useCloseOtherSessions = () => useInvalidatingMutation(closeOtherSessions);

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/auth/password-reset/request', { method: 'POST', body: { email } });
export const resetPassword = (body: PasswordResetBody) =>
  apiRequest<void>('/auth/password-reset', { method: 'POST', body });

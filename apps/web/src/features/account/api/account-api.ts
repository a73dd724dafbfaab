import type { ChangePasswordBody, PasswordResetBody } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const sessionsKey = ['auth', 'sessions'] as const;

export const getOpenSessions = () => api.GET('/api/auth/sessions');
export const openSessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: getOpenSessions });
export const useOpenSessions = () => useQuery(openSessionsQuery());

const useInvalidatingMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
};

export const changePassword = (body: ChangePasswordBody) => api.POST('/api/auth/password', { body });
export const useChangePassword = () => useInvalidatingMutation(changePassword);

export const closeSession = (id: string) => api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } });
export const useCloseSession = () => useInvalidatingMutation(closeSession);

export const closeOtherSessions = () => api.DELETE('/api/auth/sessions/others');
export const useCloseOtherSessions = () => useInvalidatingMutation(closeOtherSessions);

export const requestPasswordReset = (email: string) =>
  api.POST('/api/auth/password-reset/request', { body: { email } });
export const resetPassword = (body: PasswordResetBody) => api.POST('/api/auth/password-reset', { body });

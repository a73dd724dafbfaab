import type { AuthSession, LoginBody } from '@backoffice/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => apiRequest<AuthSession>('/auth/login', { method: 'POST', body });
/** Signed out, the answer is 401: the normal state of a first visit, not a failure worth logging. */
export const getMe = () => apiRequest<AuthSession>('/auth/me', { quietStatuses: [401] });
export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST' });

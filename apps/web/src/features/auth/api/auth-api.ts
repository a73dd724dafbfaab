import type { AuthSession, LoginBody } from '@backoffice/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => apiRequest<AuthSession>('/auth/login', { method: 'POST', body });
export const getMe = () => apiRequest<AuthSession>('/auth/me');
export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST' });

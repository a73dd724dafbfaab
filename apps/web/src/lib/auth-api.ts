import type { AuthSession, LoginBody } from '@backoffice/shared';
import { apiRequest } from './api-client.ts';

export const login = (body: LoginBody) => apiRequest<AuthSession>('/auth/login', { method: 'POST', body });
/**
 * The app's own check: 200 with null when signed out, so that a first visit loads no failed resource (Chromium
 * logs every 4xx fetch in the console, whatever the code does with it).
 */
export const getSession = () => apiRequest<AuthSession | null>('/auth/session');
export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST' });

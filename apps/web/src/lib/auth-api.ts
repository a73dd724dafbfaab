import type { LoginBody } from '@backoffice/shared';
import { api } from './api.ts';

export const login = (body: LoginBody) => api.POST('/api/auth/login', { body });
/**
 * The app's own check: 200 with null when signed out, so that a first visit loads no failed resource (Chromium
 * logs every 4xx fetch in the console, whatever the code does with it).
 */
export const getSession = () => api.GET('/api/auth/session');
export const logout = () => api.POST('/api/auth/logout');

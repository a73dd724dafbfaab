import { useSyncExternalStore } from 'react';
import { createHistoryNavigation } from '../../lib/history-navigation.ts';

/** The rider app's screens, read from the address (all under /r). */
export type Route =
  | { name: 'tasks' }
  | { name: 'task'; id: string }
  | { name: 'sign-in' }
  | { name: 'invitation'; token: string }
  | { name: 'not-found' };

const part = '([^/]+)';
const patterns: [RegExp, (match: string[]) => Route][] = [
  [/^\/r\/?$/, () => ({ name: 'tasks' })],
  [new RegExp(`^/r/tarea/${part}/?$`), ([, id]) => ({ name: 'task', id })],
  [/^\/r\/entrar\/?$/, () => ({ name: 'sign-in' })],
  [new RegExp(`^/r/invitacion/${part}/?$`), ([, token]) => ({ name: 'invitation', token })],
];

/** The invitation link (`/r/entrar?t={token}`, decision 042) carries its token as `?t=` (or `?token=`) on any rider address. */
export const matchRoute = (pathname: string, search = ''): Route => {
  const params = new URLSearchParams(search);
  const token = params.get('t') ?? params.get('token');
  if (token) return { name: 'invitation', token };
  for (const [pattern, build] of patterns) {
    const match = pattern.exec(pathname);
    if (match) {
      try {
        return build(match.map((value) => decodeURIComponent(value)));
      } catch {
        return { name: 'not-found' };
      }
    }
  }
  return { name: 'not-found' };
};

export const paths = {
  tasks: '/r',
  task: (id: string) => `/r/tarea/${encodeURIComponent(id)}`,
  signIn: '/r/entrar',
};

const pages = createHistoryNavigation('rider:navigate');

export const navigate = pages.navigate;

const currentAddress = () => window.location.pathname + window.location.search;

export const useRoute = () => {
  const address = useSyncExternalStore(pages.subscribe, currentAddress);
  const url = new URL(address, 'http://rider.local');
  return matchRoute(url.pathname, url.search);
};

/** Plain <a href> links; a click on one of the app's own addresses navigates without a page load. */
export const interceptLinks = () =>
  pages.interceptLinks(
    (url) => url.pathname.startsWith('/r') && matchRoute(url.pathname, url.search).name !== 'not-found',
  );

import { useSyncExternalStore } from 'react';
import { createHistoryNavigation } from '../../lib/history-navigation.ts';

/** The storefront's screens, read from the address; anything else is the 404 page. */
export type Route =
  | { name: 'company'; slug: string }
  | { name: 'checkout'; slug: string }
  | { name: 'tracking'; slug: string; token: string }
  | { name: 'city'; slug: string }
  | { name: 'not-found' };

const part = '([^/]+)';
const patterns: [RegExp, (match: string[]) => Route][] = [
  [new RegExp(`^/t/${part}/?$`), ([, slug]) => ({ name: 'company', slug })],
  [new RegExp(`^/t/${part}/confirmar/?$`), ([, slug]) => ({ name: 'checkout', slug })],
  [new RegExp(`^/t/${part}/pedido/${part}/?$`), ([, slug, token]) => ({ name: 'tracking', slug, token })],
  [new RegExp(`^/c/${part}/?$`), ([, slug]) => ({ name: 'city', slug })],
];

export const matchRoute = (pathname: string): Route => {
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
  company: (slug: string) => `/t/${encodeURIComponent(slug)}`,
  checkout: (slug: string) => `/t/${encodeURIComponent(slug)}/confirmar`,
  tracking: (slug: string, token: string) => `/t/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(token)}`,
  city: (slug: string) => `/c/${encodeURIComponent(slug)}`,
};

const pages = createHistoryNavigation('storefront:navigate');

/** Client-side navigation (the History API); `replace` for steps the back button should skip. */
export const navigate = pages.navigate;

export const usePathname = () => useSyncExternalStore(pages.subscribe, () => window.location.pathname);

/** Plain <a href> links everywhere; one listener turns a click on a storefront link into client-side navigation. */
export const interceptLinks = () => pages.interceptLinks((url) => matchRoute(url.pathname).name !== 'not-found');

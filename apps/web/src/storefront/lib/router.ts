import { useSyncExternalStore } from 'react';

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

const NAVIGATE_EVENT = 'storefront:navigate';

/** Client-side navigation (the History API); `replace` for steps the back button should skip. */
export const navigate = (to: string, { replace = false } = {}) => {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
};

export const usePathname = () => useSyncExternalStore(subscribe, () => window.location.pathname);

/**
 * Plain <a href> links everywhere; one listener turns a click on a storefront link into client-side navigation
 * (a new tab, a modified click or a link elsewhere behaves as usual).
 */
export const interceptLinks = () => {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    // In-page anchors (the menu's section links) scroll as the browser does.
    if (url.hash && url.pathname === window.location.pathname) return;
    if (url.origin !== window.location.origin || matchRoute(url.pathname).name === 'not-found') return;
    event.preventDefault();
    navigate(url.pathname + url.search);
  });
};

/**
 * Client-side navigation on the History API for the light entries (the storefront, the rider's app), which carry no
 * router library: `navigate` (with `replace` for steps the back button should skip), `subscribe` for
 * useSyncExternalStore, and one click listener that turns a plain <a href> to one of the entry's own addresses into
 * navigation (a new tab, a modified click, a download, an in-page anchor or a link elsewhere behaves as usual).
 */
export const createHistoryNavigation = (eventName: string) => {
  const navigate = (to: string, { replace = false } = {}) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    window.dispatchEvent(new Event(eventName));
    window.scrollTo(0, 0);
  };

  const subscribe = (onChange: () => void) => {
    window.addEventListener('popstate', onChange);
    window.addEventListener(eventName, onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener(eventName, onChange);
    };
  };

  const interceptLinks = (isOwnAddress: (url: URL) => boolean) => {
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
      if (url.hash && url.pathname === window.location.pathname) return;
      if (url.origin !== window.location.origin || !isOwnAddress(url)) return;
      event.preventDefault();
      navigate(url.pathname + url.search);
    });
  };

  return { navigate, subscribe, interceptLinks };
};

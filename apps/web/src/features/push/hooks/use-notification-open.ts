import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** A click on a push notification focuses this window; the service worker then says which order to open. */
export const useNotificationOpen = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const listener = (event: MessageEvent<{ kind?: string; url?: string }>) => {
      if (event.data?.kind === 'open' && event.data.url?.startsWith('/')) navigate(event.data.url);
    };
    container.addEventListener('message', listener);
    // Messages wait in a queue until this is called (only assigning onmessage would start it implicitly).
    container.startMessages();
    return () => container.removeEventListener('message', listener);
  }, [navigate]);
};

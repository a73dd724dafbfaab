import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLive } from '../../../lib/live-socket.tsx';

/** "En línea" while the live socket is connected and the browser online; "Reconectando…" otherwise. */
export const ConnectionIndicator = () => {
  const { status } = useLive();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  const live = online && status === 'online';
  return (
    <Badge
      size="lg"
      variant="dot"
      color={live ? 'green' : 'orange'}
      role="status"
      aria-live="polite"
      data-testid="connection-indicator"
    >
      {live ? 'En línea' : 'Reconectando…'}
    </Badge>
  );
};

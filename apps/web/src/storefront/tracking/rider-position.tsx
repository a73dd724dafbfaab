import { socketTransports } from '@backoffice/shared/events';
import type { STOREFRONT_RIDER_EVENT as RiderEvent, TrackedRiderPosition } from '@backoffice/shared/rider-positions';
import type { STOREFRONT_NAMESPACE as Namespace } from '@backoffice/shared/storefront';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { api } from '../../lib/api.ts';

// The contract's names, typed against it: importing the values would bring the schema library into this page.
const STOREFRONT_NAMESPACE: typeof Namespace = '/storefront';
const STOREFRONT_RIDER_EVENT: typeof RiderEvent = 'storefront:rider';
const AGE_TICK_MS = 10_000;
const FINAL = new Set(['delivered', 'rejected', 'cancelled']);

const ageWords = (at: string, now: number) => {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 60) return 'hace un momento';
  return `hace ${Math.floor(seconds / 60)} min`;
};

/**
 * Where the rider is, and about how long until the door: only while the order is on its way (decision 048). The
 * server answers null outside that window, so the page never shows a rider before pickup or after delivery.
 */
export const RiderPosition = ({ token, status }: { token: string; status: string }) => {
  const [tracked, setTracked] = useState<TrackedRiderPosition | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // The errand's window decides, on the server; each change of the order's status asks again.
  const open = !FINAL.has(status);

  useEffect(() => {
    setTracked(null);
    if (!open || !status) return;
    const controller = new AbortController();
    let socket: Socket | null = null;
    api
      .GET('/api/storefront/track/{token}/rider', {
        params: { path: { token } },
        signal: controller.signal,
        quietStatuses: [404],
      })
      .then((first) => setTracked((current) => current ?? first))
      .catch(() => {});
    void import('socket.io-client').then(({ io }) => {
      if (controller.signal.aborted) return;
      socket = io(STOREFRONT_NAMESPACE, { path: '/socket.io', auth: { token }, ...socketTransports });
      socket.on(STOREFRONT_RIDER_EVENT, (next: TrackedRiderPosition | null) => setTracked(next));
    });
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [token, open, status]);

  if (!open || !tracked) return null;
  const { position, etaMinutes } = tracked;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${position.lat}&mlon=${position.lng}#map=16/${position.lat}/${position.lng}`;
  return (
    <section
      className="card"
      aria-labelledby="repartidor-ubicacion"
      data-testid="rider-position"
      data-lat={position.lat}
      data-lng={position.lng}
    >
      <h2 id="repartidor-ubicacion">Tu pedido va en camino</h2>
      <p aria-live="polite">
        {etaMinutes !== null ? `Llega en unos ${etaMinutes} min. ` : ''}
        <span className="muted small">
          Ubicación del repartidor {ageWords(position.at, Math.max(now, Date.now()))}.
        </span>
      </p>
      <p>
        <a href={mapUrl} target="_blank" rel="noreferrer">
          Ver dónde va en el mapa
        </a>
      </p>
    </section>
  );
};

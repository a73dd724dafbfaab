import { paymentMethodLabels } from '@backoffice/shared/order-constants';
import type { StorefrontTrackedOrder } from '@backoffice/shared/storefront';
import { useCallback, useEffect, useState } from 'react';
import { PricedLines } from '../components/priced-lines.tsx';
import { Failure, Loading, NotFound } from '../components/states.tsx';
import { getTrackedOrder } from '../lib/api.ts';
import { endSentence, formatTime, setTitle } from '../lib/format.ts';
import { paths } from '../lib/router.ts';
import { useResource } from '../lib/use-resource.ts';

/** "viernes 27 de noviembre" on the shop's clocks: the day of an order for later (decision 054). */
const slotDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso));

import { DeliveryCode } from '../tracking/delivery-code.tsx';
import { takePlaced } from '../tracking/placed-orders.ts';
import { RatingForm } from '../tracking/rating-form.tsx';
import { RiderPosition } from '../tracking/rider-position.tsx';
import { endedEarly, promisedAt, timeline } from '../tracking/timeline.ts';
import { isNewer, type LiveState, useLiveOrder } from '../tracking/use-live-order.ts';

export const TrackingPage = ({ slug, token }: { slug: string; token: string }) => {
  const [justPlaced] = useState(() => takePlaced(token));
  const { resource, reload, setData } = useResource(`track:${token}`, (signal) =>
    justPlaced ? Promise.resolve(justPlaced) : getTrackedOrder(token, signal),
  );
  const order = resource.status === 'ready' ? resource.data : null;
  const [shown, setShown] = useState<StorefrontTrackedOrder | null>(null);
  useEffect(() => {
    if (order) setShown((current) => (isNewer(order, current) ? order : current));
  }, [order]);
  const onOrder = useCallback((next: StorefrontTrackedOrder) => {
    setShown((current) => (isNewer(next, current) ? next : current));
  }, []);
  const refresh = useCallback(() => {
    getTrackedOrder(token).then(setData, () => {
      // A failed catch-up is retried on the next reconnection; the page keeps what it shows.
    });
  }, [token, setData]);
  const live = useLiveOrder(token, shown, onOrder, refresh);

  if (resource.status === 'error') {
    if (resource.error.status === 404)
      return (
        <NotFound title="No encontramos este pedido">
          <p>Revisa que el enlace esté completo, tal como lo recibiste al hacer tu pedido.</p>
          <a className="button" href={paths.company(slug)}>
            Ir a la tienda
          </a>
        </NotFound>
      );
    return <Failure error={resource.error} onRetry={reload} />;
  }
  if (!shown) return <Loading label="Cargando tu pedido…" />;
  return <Tracked order={shown} live={live} token={token} />;
};

const liveLabel: Record<LiveState, string> = {
  connecting: 'Conectando…',
  online: 'En vivo',
  reconnecting: 'Reconectando…',
  offline: 'Sin actualizaciones en vivo',
  finished: '',
};

const Tracked = ({ order, live, token }: { order: StorefrontTrackedOrder; live: LiveState; token: string }) => {
  const steps = timeline(order);
  const promise = promisedAt(order);
  useEffect(() => setTitle(`Pedido #${order.number} · ${order.company.name}`), [order.number, order.company.name]);

  return (
    <main className="page narrow">
      <p>
        <a href={paths.company(order.company.slug)} className="back-link">
          ← {order.company.name}
        </a>
      </p>
      <div className="tracking-head">
        <h1>Pedido #{order.number}</h1>
        {live !== 'finished' ? (
          <span className={`live live-${live}`} data-testid="live-state" role="status">
            {liveLabel[live]}
          </span>
        ) : null}
      </div>
      <p className={`status-now${endedEarly(order) ? ' ended' : ''}`} data-testid="order-status" aria-live="polite">
        {order.statusLabel}
      </p>
      {promise && !endedEarly(order) && order.status !== 'delivered' ? (
        <p className="notice">
          {endSentence(
            `La tienda lo prometió en ${order.minutes} min: ${order.type === 'pickup' ? 'listo' : 'llega'} cerca de las ${formatTime(promise, order.company.timezone)}`,
          )}
        </p>
      ) : null}
      {order.scheduledFor && !endedEarly(order) && order.status !== 'delivered' ? (
        <p className="notice" data-testid="scheduled-for">
          Programado para el {slotDay(order.scheduledFor, order.company.timezone)} a las{' '}
          {formatTime(order.scheduledFor, order.company.timezone)}
        </p>
      ) : null}
      {order.rider ? <p className="notice">Tu repartidor: {order.rider.name}</p> : null}
      <RiderPosition token={token} status={order.status} />

      {endedEarly(order) ? null : (
        <ol className="timeline" aria-label="Avance del pedido">
          {steps.map((step) => (
            <li
              key={step.status}
              className={`${step.done ? 'done' : ''}${step.current ? ' current' : ''}`}
              aria-current={step.current ? 'step' : undefined}
            >
              <span className="timeline-dot" aria-hidden="true" />
              <span className="timeline-label">{step.label}</span>
              {step.at && step.done ? (
                <span className="muted small">{formatTime(step.at, order.company.timezone)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <DeliveryCode code={order.deliveryCode} />
      <section className="card" aria-labelledby="detalle">
        <h2 id="detalle">Detalle</h2>
        <PricedLines
          lines={order.lines}
          subtotal={order.subtotal}
          deliveryFee={order.type === 'delivery' ? order.deliveryFee : undefined}
          discount={order.coupon ? { code: order.coupon, amount: order.discount ?? 0 } : undefined}
          total={order.total}
        />
        <p className="muted small">
          {order.type === 'pickup' ? 'Para recoger' : 'A domicilio'} · Pago: {paymentMethodLabels[order.payment]}
        </p>
      </section>
      <RatingForm token={token} status={order.status} />
      <p className="center">
        <a className="button" href={`tel:${order.company.phone}`}>
          Llamar a {order.company.name}
        </a>
      </p>
      <p className="center muted small">Guarda este enlace: con él puedes ver tu pedido cuando quieras.</p>
    </main>
  );
};

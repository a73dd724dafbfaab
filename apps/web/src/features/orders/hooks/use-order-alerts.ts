import type { Order } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';
import { type AlertRepeater, createAlertRepeater } from '../lib/alert-repeater.ts';

export const NEW_ORDER_TOAST_MS = 7000;

/** The toast of seed section 8, and a system notification when the tab is in the background. */
export const showNewOrderToast = (order: Order) => {
  const message = `Hay un nuevo pedido en la plataforma: #${order.number} de ${order.customer.name}.`;
  notifications.show({
    id: `new-order-${order.id}`,
    // The seed fixes this title to the letter (section 8), without the opening '¡'.
    title: 'Nuevo pedido!',
    message,
    color: 'green',
    autoClose: NEW_ORDER_TOAST_MS,
    withCloseButton: true,
  });
  if (document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification('Nuevo pedido!', { body: message, tag: order.id });
    } catch (error) {
      console.error((error as Error).message);
    }
  }
};

type OrderAlertsOptions = { play: () => void; repeat: boolean };

/**
 * New-order alerts: a toast and the sound. With `repeat` the sound comes back every few seconds until
 * the order is opened or accepted (`acknowledge`), or leaves "new" elsewhere (`keepOnly`).
 */
export const useOrderAlerts = ({ play, repeat }: OrderAlertsOptions) => {
  const playLatest = useRef(play);
  playLatest.current = play;
  const repeater = useRef<AlertRepeater | null>(null);
  repeater.current ??= createAlertRepeater(() => playLatest.current());

  useEffect(() => () => repeater.current?.dispose(), []);

  const alertNew = useCallback(
    (orders: Order[], { toast = true } = {}) => {
      const waiting = orders.filter((order) => order.status === 'pending');
      if (waiting.length === 0) return;
      for (const order of waiting) {
        if (toast) showNewOrderToast(order);
        if (repeat) repeater.current?.ring(order.id);
      }
      if (!repeat) playLatest.current();
    },
    [repeat],
  );

  const acknowledge = useCallback((id: string) => repeater.current?.stop(id), []);
  const keepOnly = useCallback((waitingIds: string[]) => repeater.current?.keepOnly(waitingIds), []);

  return { alertNew, acknowledge, keepOnly };
};

import type { Errand, Order } from '@backoffice/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AlertRepeater, createAlertRepeater } from '../lib/alert-repeater.ts';
import { newErrandText } from '../lib/errand-label.ts';
import type { AlertTone } from './use-alert-sound.ts';

export const NEW_ORDER_TOAST_MS = 7000;

const systemNotification = (title: string, body: string, tag: string) => {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // Through the service worker where there is one: it also works on Android, where `new Notification` throws.
  const show = async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, { body, tag, data: { url: `/orders?order=${tag}` } });
    else new Notification(title, { body, tag });
  };
  show().catch((error: Error) => console.error(error.message));
};

type Toast = { id: string; title: string; text: string; action: string; onAction: () => void };

const showToast = ({ id, title, text, action, onAction }: Toast) =>
  notifications.show({
    id,
    title,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          size="xs"
          variant="light"
          color="green"
          onClick={() => {
            notifications.hide(id);
            onAction();
          }}
        >
          {action}
        </Button>
      </Stack>
    ),
    color: 'green',
    autoClose: NEW_ORDER_TOAST_MS,
    withCloseButton: true,
  });

/** The toast of seed section 8 with a button that opens the order, and a system notification in the background. */
export const showNewOrderToast = (order: Order, onOpen: (id: string) => void) => {
  const text = `Hay un nuevo pedido en la plataforma: #${order.number} de ${order.customer.name}.`;
  showToast({
    id: `new-order-${order.id}`,
    // The seed fixes this title to the letter (section 8), without the opening '¡'.
    title: 'Nuevo pedido!',
    text,
    action: 'Ver pedido',
    onAction: () => onOpen(order.id),
  });
  if (document.hidden) systemNotification('Nuevo pedido!', text, order.id);
};

/** A partner's new errand: the same toast naming the shop and where it goes, with a button that opens it. */
export const showNewErrandToast = (errand: Errand, onOpen: (id: string) => void, companyName?: string) =>
  showToast({
    id: `new-errand-${errand.id}`,
    title: `Nuevo mandado #${errand.number}`,
    text: newErrandText(errand, companyName),
    action: 'Ver mandado',
    onAction: () => onOpen(errand.id),
  });

type OrderAlertsOptions = { play: (tone: AlertTone) => void; repeat: boolean; onOpen: (id: string) => void };

/**
 * New-order alerts: a toast and the sound. With `repeat` the sound comes back every few seconds until
 * the order is opened or accepted (`acknowledge`), or leaves "new" elsewhere (`keepOnly`); an escalated
 * order makes it the insistent tone. `ringing` is the number of orders ringing now, `urgent` how many of them
 * have escalated.
 */
export const useOrderAlerts = ({ play, repeat, onOpen }: OrderAlertsOptions) => {
  const latest = useRef({ play, onOpen });
  latest.current = { play, onOpen };
  const escalated = useRef(new Set<string>());
  const repeater = useRef<AlertRepeater | null>(null);
  const [ringing, setRinging] = useState({ all: 0, urgent: 0 });
  repeater.current ??= createAlertRepeater(() => {
    const ids = repeater.current?.ringing() ?? [];
    latest.current.play(ids.some((id) => escalated.current.has(id)) ? 'insistent' : 'chime');
  });
  const sync = useCallback(() => {
    const ids = repeater.current?.ringing() ?? [];
    setRinging({ all: ids.length, urgent: ids.filter((id) => escalated.current.has(id)).length });
  }, []);

  useEffect(() => () => repeater.current?.dispose(), []);

  const alertNew = useCallback(
    (orders: Order[], { toast = true } = {}) => {
      const waiting = orders.filter((order) => order.status === 'pending');
      if (waiting.length === 0) return;
      for (const order of waiting) {
        if (toast) showNewOrderToast(order, (id) => latest.current.onOpen(id));
        if (repeat) repeater.current?.ring(order.id);
      }
      if (!repeat) latest.current.play('chime');
      sync();
    },
    [repeat, sync],
  );

  /** Orders past their escalation minutes: insistent sound and, once each, a system notification. */
  const escalate = useCallback(
    (orders: Pick<Order, 'id' | 'number'>[]) => {
      const fresh = orders.filter((order) => !escalated.current.has(order.id));
      if (fresh.length === 0) return;
      for (const order of fresh) {
        escalated.current.add(order.id);
        systemNotification(
          'Pedido sin atender',
          `El pedido #${order.number} sigue esperando. Ábrelo para aceptarlo.`,
          order.id,
        );
      }
      if (!repeat) latest.current.play('insistent');
      sync();
    },
    [repeat, sync],
  );

  const acknowledge = useCallback(
    (id: string) => {
      repeater.current?.stop(id);
      sync();
    },
    [sync],
  );
  const keepOnly = useCallback(
    (waitingIds: string[]) => {
      repeater.current?.keepOnly(waitingIds);
      sync();
    },
    [sync],
  );

  return { alertNew, escalate, acknowledge, keepOnly, ringing: ringing.all, urgent: ringing.urgent };
};

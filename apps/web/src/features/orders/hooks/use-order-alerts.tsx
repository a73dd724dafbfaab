import type { Errand, Order } from '@backoffice/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AlertEvent, alertCounts, alertTone, alertTransition, idleAlerts } from '../lib/alert-machine.ts';
import { newErrandText } from '../lib/errand-label.ts';
import type { AlertTone } from './use-alert-sound.ts';

export const NEW_ORDER_TOAST_MS = 7000;
/** How often a ringing order's sound comes back until someone opens it. */
export const ALERT_REPEAT_MS = 5_000;

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
 * New-order alerts: a toast and the sound. With `repeat` each new order rings (lib/alert-machine.ts) and the sound
 * comes back every ALERT_REPEAT_MS until the order is opened or accepted (`acknowledge`), or leaves "new" elsewhere
 * (`keepOnly`); an escalated order makes it the insistent tone. Without `repeat` (a partner's screens) each arrival
 * and escalation plays once. `ringing` is the number of orders ringing now, `urgent` how many of them have escalated.
 */
export const useOrderAlerts = ({ play, repeat, onOpen }: OrderAlertsOptions) => {
  const latest = useRef({ play, onOpen });
  latest.current = { play, onOpen };
  const machine = useRef(idleAlerts);
  const [counts, setCounts] = useState({ ringing: 0, urgent: 0, tone: null as AlertTone | null });

  const send = useCallback((event: AlertEvent) => {
    const next = alertTransition(machine.current, event);
    machine.current = next.machine;
    const { ringing, urgent } = alertCounts(next.machine);
    const tone = alertTone(next.machine);
    setCounts((current) =>
      current.ringing === ringing && current.urgent === urgent && current.tone === tone
        ? current
        : { ringing, urgent, tone },
    );
    return next.effects;
  }, []);

  // One timer for the whole screen while anything rings, in the tone of the moment.
  useEffect(() => {
    if (!counts.tone) return;
    const tone = counts.tone;
    const timer = window.setInterval(() => latest.current.play(tone), ALERT_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [counts.tone]);

  /** `due`: orders for later whose due time has come, which ring even if someone opened them before. */
  const alertNew = useCallback(
    (orders: Order[], { toast = true, due = false } = {}) => {
      const waiting = orders.filter((order) => order.status === 'pending');
      if (waiting.length === 0) return;
      const ids = waiting.map((order) => order.id);
      const rang = repeat ? send({ type: due ? 'due' : 'arrive', ids }).rang : [];
      for (const order of waiting) {
        if (toast && (!repeat || rang.includes(order.id))) showNewOrderToast(order, (id) => latest.current.onOpen(id));
      }
      if (!repeat || rang.length > 0) latest.current.play(alertTone(machine.current) ?? 'chime');
    },
    [repeat, send],
  );

  /** Orders past their escalation minutes: insistent sound and, once each, a system notification. */
  const escalate = useCallback(
    (orders: Pick<Order, 'id' | 'number'>[]) => {
      const { escalated } = send({ type: 'escalate', ids: orders.map((order) => order.id) });
      if (escalated.length === 0) return;
      for (const order of orders.filter((each) => escalated.includes(each.id))) {
        systemNotification(
          'Pedido sin atender',
          `El pedido #${order.number} sigue esperando. Ábrelo para aceptarlo.`,
          order.id,
        );
      }
      // At once, also where the sound repeats: the repeat turns insistent too, but only after ALERT_REPEAT_MS, and an
      // order past its minutes should be heard as such the moment it is.
      latest.current.play('insistent');
    },
    [send],
  );

  const acknowledge = useCallback((id: string) => void send({ type: 'acknowledge', id }), [send]);
  const keepOnly = useCallback((waitingIds: string[]) => void send({ type: 'keepOnly', waitingIds }), [send]);

  return { alertNew, escalate, acknowledge, keepOnly, ringing: counts.ringing, urgent: counts.urgent };
};

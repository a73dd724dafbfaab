import { type Company, ORDER_OPENED, type Order, openedOrderEvent } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLive, useLiveEvent } from '../../../lib/live-socket.tsx';
import { getOrder } from '../api/get-order.ts';
import { useAlertSound } from '../hooks/use-alert-sound.ts';
import { useCompanyLiveOrders } from '../hooks/use-company-live-orders.ts';
import { useCounterMode } from '../hooks/use-counter-mode.ts';
import { showScheduledNotice, useDueOrders } from '../hooks/use-due-orders.ts';
import { LiveAlertsValue } from '../hooks/use-live-alerts.tsx';
import { useOrderAlerts } from '../hooks/use-order-alerts.tsx';
import { usePushMessages } from '../hooks/use-push-messages.ts';
import { announceCaughtUp } from '../lib/announce.ts';
import { arrive, emptyCounterQueue, prune, putOff, shownQueue } from '../lib/counter-queue.ts';
import { DEFAULT_ESCALATION_MINUTES, escalationPlan } from '../lib/escalation.ts';
import { isDue } from '../lib/scheduled.ts';

type Props = { company: Company; children: ReactNode };

/** A company's orders and alerts on every screen: sound until opened or accepted anywhere, toast, badge. */
export const CompanyLiveAlerts = ({ company, children }: Props) => {
  const companyId = company.id;
  const minutes = company.alertEscalationMinutes ?? DEFAULT_ESCALATION_MINUTES;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { socket } = useLive();
  const sound = useAlertSound();
  const openOrder = useCallback((id: string) => navigate(`/orders?order=${id}`), [navigate]);
  const alerts = useOrderAlerts({ play: sound.play, repeat: true, onOpen: openOrder });
  const counterMode = useCounterMode().on;
  const [counterQueue, setCounterQueue] = useState(emptyCounterQueue);
  const { query: orders, apply } = useCompanyLiveOrders(companyId, {
    onAdded: (arrived, source) => {
      // An order for later arrives quietly and rings at its due time (use-due-orders.ts, decision 054).
      const added = arrived.filter((order) => isDue(order, Date.now()));
      for (const order of arrived)
        if (order.status === 'pending' && !isDue(order, Date.now())) showScheduledNotice(order, company.timezone);
      // In counter mode the order takes the screen instead of a toast that could cover its buttons.
      alerts.alertNew(added, { toast: !counterMode });
      if (counterMode)
        setCounterQueue((queue) =>
          arrive(
            queue,
            added.filter((order) => order.status === 'pending').map((order) => order.id),
          ),
        );
      const waiting = added.filter((order) => order.status === 'pending').length;
      if (source === 'catch-up' && waiting > 0) announceCaughtUp(waiting);
    },
    onChanged: (changed) => {
      for (const order of changed) void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.id] });
    },
  });

  const { alertNew, keepOnly, escalate, acknowledge: stopRinging } = alerts;
  // The orders already waiting when the app opens ring too (no toast): nobody has attended them yet. Once: the
  // alert machine never rings an order twice, but the first list is the only one read without its own arrivals.
  const firstList = useRef(true);
  useEffect(() => {
    if (!orders.isSuccess || !firstList.current) return;
    firstList.current = false;
    alertNew(
      (orders.data ?? []).filter((order) => isDue(order, Date.now())),
      { toast: false },
    );
  }, [orders.isSuccess, orders.data, alertNew]);

  const pending = useMemo(() => (orders.data ?? []).filter((order) => order.status === 'pending'), [orders.data]);
  // Opening an order for later before its time does not silence its due time: only accepting or rejecting it does.
  const ringDue = useCallback((due: Order[]) => alertNew(due, { due: true }), [alertNew]);
  useDueOrders(pending, ringDue);
  useEffect(() => {
    if (orders.data) keepOnly(pending.map((order) => order.id));
  }, [orders.data, pending, keepOnly]);

  // An order accepted or rejected anywhere (the live update) leaves the counter screen here too.
  const waitingIds = useMemo(() => new Set(pending.map((order) => order.id)), [pending]);
  useEffect(() => {
    if (orders.data) setCounterQueue((queue) => prune(queue, waitingIds));
  }, [orders.data, waitingIds]);
  const counter = useMemo(() => {
    const byId = new Map(pending.map((order) => [order.id, order]));
    return {
      queue: shownQueue(counterQueue, waitingIds).flatMap((id) => byId.get(id) ?? []),
      later: (id: string) => setCounterQueue((queue) => putOff(queue, id)),
    };
  }, [counterQueue, waitingIds, pending]);

  // Escalation: re-planned whenever the list changes, and woken when the next order comes due.
  const [wokenAt, setWokenAt] = useState(0);
  useEffect(() => {
    const plan = escalationPlan(pending, minutes, Math.max(wokenAt, Date.now()));
    escalate(pending.filter((order) => plan.escalated.includes(order.id)));
    if (plan.nextAt === null) return;
    const dueAt = plan.nextAt;
    const timer = window.setTimeout(() => setWokenAt(dueAt), Math.max(0, dueAt - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [pending, minutes, escalate, wokenAt]);

  // Another screen of the account opened the order.
  useLiveEvent<{ id: string }>(openedOrderEvent(companyId), ({ id }) => stopRinging(id));

  // Seed section 7: a push in the foreground fetches the order by id and adds it (with its toast) if new.
  usePushMessages((payload) => {
    if (payload.type !== 'new:order') return;
    getOrder(payload.id).then(
      (order: Order) => apply([order], 'push'),
      () => undefined,
    );
  });

  const acknowledge = useCallback(
    (id: string) => {
      stopRinging(id);
      socket?.emit(ORDER_OPENED, { id });
    },
    [stopRinging, socket],
  );

  const value = useMemo(
    () => ({
      sound,
      ringing: alerts.ringing,
      urgent: alerts.urgent,
      waiting: pending.length,
      orders,
      errands: null,
      acknowledge,
      counter: counterMode ? counter : null,
    }),
    [sound, alerts.ringing, alerts.urgent, pending.length, orders, acknowledge, counterMode, counter],
  );
  return <LiveAlertsValue value={value}>{children}</LiveAlertsValue>;
};

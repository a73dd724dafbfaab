import type { Errand, Order, PartnerBusiness } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCompaniesByIds } from '../../companies/index.ts';
import { getErrand } from '../api/get-errand.ts';
import { getOrder } from '../api/get-order.ts';
import { useAlertSound } from '../hooks/use-alert-sound.ts';
import { useDueOrders } from '../hooks/use-due-orders.ts';
import { LiveAlertsValue } from '../hooks/use-live-alerts.tsx';
import { showNewErrandToast, useOrderAlerts } from '../hooks/use-order-alerts.tsx';
import { usePartnerLiveErrands, usePartnerLiveOrders } from '../hooks/use-partner-live.ts';
import { usePushMessages } from '../hooks/use-push-messages.ts';
import { announceCaughtUp } from '../lib/announce.ts';
import { isDue } from '../lib/scheduled.ts';

type Props = { partner: PartnerBusiness; children: ReactNode };

const isPending = (item: { status: string }) => item.status === 'pending';

/**
 * A partner's orders and errands of the companies it follows, on every screen. The company attends the
 * order, so the partner hears each new one once; an escalated order plays the insistent tone and is
 * highlighted on the board.
 */
export const PartnerLiveAlerts = ({ partner, children }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sound = useAlertSound();
  const openOrder = useCallback((id: string) => navigate(`/orders?order=${id}`), [navigate]);
  const openErrand = (id: string) => navigate(`/orders?errand=${id}`);
  const alerts = useOrderAlerts({ play: sound.play, repeat: false, onOpen: openOrder });
  const companyIds = partner.listen_for;
  // The same cached list the partner's board names its shops with.
  const companies = useCompaniesByIds(companyIds);
  const companyName = (id: string | null) => companies.data?.find((company) => company.id === id)?.name;
  const refreshDetail = (kind: 'orders' | 'errands') => (items: { id: string }[]) => {
    for (const item of items) void queryClient.invalidateQueries({ queryKey: [kind, 'detail', item.id] });
  };

  /** Orders for later this screen has announced as new (a partner's alerts do not repeat or remember). */
  const announcedDue = useRef(new Set<string>());
  const orders = usePartnerLiveOrders(companyIds, {
    onAdded: (added, source) => {
      // An order for later is heard at its due time (decision 054), below, not when it is placed; one that
      // arrives already due is heard now, and only once.
      const heard = added.filter((order) => isDue(order, Date.now()) && !announcedDue.current.has(order.id));
      for (const order of heard) if (order.dueAt) announcedDue.current.add(order.id);
      alerts.alertNew(heard);
      const waiting = added.filter(isPending).length;
      if (source === 'catch-up' && waiting > 0) announceCaughtUp(waiting);
    },
    onChanged: refreshDetail('orders'),
  });
  const errands = usePartnerLiveErrands(partner.id, companyIds, {
    onAdded: (added: Errand[], source) => {
      const waiting = added.filter(isPending);
      if (waiting.length === 0) return;
      sound.play('chime');
      for (const errand of waiting) showNewErrandToast(errand, openErrand, companyName(errand.company));
      if (source === 'catch-up') announceCaughtUp(waiting.length, ['mandado nuevo', 'mandados nuevos']);
    },
    onChanged: refreshDetail('errands'),
  });

  const orderList = orders.query.data;
  const { escalate, alertNew } = alerts;
  // Its due time comes while this screen is open: the partner hears it as a new order, once, like the shop does.
  const pendingOrders = useMemo(() => (orderList ?? []).filter(isPending), [orderList]);
  const ringDue = useCallback(
    (due: Order[]) => {
      const fresh = due.filter((order) => !announcedDue.current.has(order.id));
      for (const order of fresh) announcedDue.current.add(order.id);
      if (fresh.length > 0) alertNew(fresh);
    },
    [alertNew],
  );
  useDueOrders(pendingOrders, ringDue);
  const seenEscalated = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!orderList) return;
    const primed = seenEscalated.current !== null;
    seenEscalated.current ??= new Set();
    const seen = seenEscalated.current;
    const fresh = orderList.filter((order) => isPending(order) && order.escalatedAt && !seen.has(order.id));
    for (const order of fresh) seen.add(order.id);
    // Orders that escalated before the app loaded are highlighted on the board, not announced again.
    if (primed && fresh.length > 0) escalate(fresh);
  }, [orderList, escalate]);

  usePushMessages((payload) => {
    if (payload.type === 'new:order')
      getOrder(payload.id).then(
        (order) => orders.apply([order], 'push'),
        () => undefined,
      );
    if (payload.type === 'new:errand')
      getErrand(payload.id).then(
        (errand) => errands.apply([errand], 'push'),
        () => undefined,
      );
  });

  const waiting = (orderList ?? []).filter(isPending).length + (errands.query.data ?? []).filter(isPending).length;
  const value = useMemo(
    () => ({
      sound,
      ringing: 0,
      urgent: 0,
      waiting,
      orders: orders.query,
      errands: errands.query,
      acknowledge: () => undefined,
      counter: null,
    }),
    [sound, waiting, orders.query, errands.query],
  );
  return <LiveAlertsValue value={value}>{children}</LiveAlertsValue>;
};

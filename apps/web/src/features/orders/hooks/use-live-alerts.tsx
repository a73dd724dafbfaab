import type { Errand, Order } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { AlertSound } from './use-alert-sound.ts';

/**
 * The live lists and the new-order alerts of the signed-in business, kept by the app layout so that they
 * work on every screen; the orders screens read the same lists from here instead of subscribing again.
 */
export type LiveAlerts = {
  sound: AlertSound;
  /** Orders whose sound is repeating now (company). */
  ringing: number;
  /** Of those, the ones past the escalation minutes: the insistent tone is playing. */
  urgent: number;
  /** Pending orders (and errands, for partners): the badge on "Pedidos". */
  waiting: number;
  orders: UseQueryResult<Order[]> | null;
  errands: UseQueryResult<Errand[]> | null;
  /** Someone here opened or accepted the order: stop its sound on every screen of the account. */
  acknowledge: (id: string) => void;
  /** Counter mode (company): the new orders taking the screen, first shown first; `later` puts one off. */
  counter: { queue: Order[]; later: (id: string) => void } | null;
};

export const LiveAlertsContext = createContext<LiveAlerts | null>(null);

export const useLiveAlerts = () => useContext(LiveAlertsContext);

export const LiveAlertsValue = ({ value, children }: { value: LiveAlerts; children: ReactNode }) => (
  <LiveAlertsContext.Provider value={value}>{children}</LiveAlertsContext.Provider>
);

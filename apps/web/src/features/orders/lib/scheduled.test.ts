import type { Order } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { escalationPlan } from './escalation.ts';
import { groupOrders } from './order-groups.ts';
import { isDue, isWaitingForSlot, nextDueAt, scheduledLabel } from './scheduled.ts';

const now = Date.parse('2026-11-26T18:00:00Z'); // 12:00 in Mexico City
const order = (dueAt: string | null, status = 'pending') => ({ status, dueAt, scheduledFor: dueAt });

describe('orders for later on the screens (decision 054)', () => {
  it('an order rings from its due time; an order as soon as possible at once', () => {
    expect(isDue(order(null), now)).toBe(true);
    expect(isDue(order('2026-11-26T18:30:00Z'), now)).toBe(false);
    expect(isDue(order('2026-11-26T17:59:00Z'), now)).toBe(true);
    expect(isWaitingForSlot(order('2026-11-26T18:30:00Z'), now)).toBe(true);
    expect(isWaitingForSlot(order('2026-11-26T18:30:00Z', 'accepted'), now)).toBe(false);
  });

  it('wakes at the earliest due time ahead among pending orders', () => {
    const list = [
      order('2026-11-26T19:00:00Z'),
      order('2026-11-26T18:10:00Z'),
      order('2026-11-26T18:05:00Z', 'accepted'),
    ];
    expect(nextDueAt(list, now)).toBe(Date.parse('2026-11-26T18:10:00Z'));
    expect(nextDueAt([order(null)], now)).toBeNull();
  });

  it('words the slot on the company clocks: hoy, mañana, or the date', () => {
    expect(scheduledLabel('2026-11-27T19:30:00Z', 'America/Mexico_City', now)).toBe('Programado · mañana 1:30 p. m.');
    expect(scheduledLabel('2026-11-26T21:00:00Z', 'America/Tijuana', now)).toBe('Programado · hoy 1:00 p. m.');
    expect(scheduledLabel('2026-11-28T15:00:00Z', 'America/Mexico_City', now)).toBe(
      'Programado · sáb 28 de nov 9:00 a. m.',
    );
  });
});

describe('the board and the escalation with orders for later', () => {
  const full = (id: string, dueAt: string | null, status: Order['status'] = 'pending') =>
    ({ id, status, dueAt, scheduledFor: dueAt, createdAt: '2026-11-25T18:00:00Z' }) as Order;

  it('a pending order for later waits under Programados until its due time, then is new', () => {
    const later = full('later', '2026-11-26T18:30:00Z');
    const asap = full('asap', null);
    expect(groupOrders([later, asap], now).scheduled.map((o) => o.id)).toEqual(['later']);
    expect(groupOrders([later, asap], now).new.map((o) => o.id)).toEqual(['asap']);
    expect(groupOrders([later], Date.parse('2026-11-26T18:30:00Z')).new.map((o) => o.id)).toEqual(['later']);
  });

  it('escalates from the due time, not from when it was placed', () => {
    const later = full('later', '2026-11-26T18:30:00Z');
    expect(escalationPlan([later], 3, now)).toEqual({ escalated: [], nextAt: Date.parse('2026-11-26T18:33:00Z') });
    expect(escalationPlan([later], 3, Date.parse('2026-11-26T18:34:00Z')).escalated).toEqual(['later']);
  });
});

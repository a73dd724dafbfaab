import type { Order } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { elapsedLabel, groupOrders, isWaitingTooLong } from './order-groups.ts';

const order = (id: string, status: Order['status']) => ({ id, status }) as Order;

describe('order groups', () => {
  it('puts every status in its group, keeping the order of the list', () => {
    const groups = groupOrders([
      order('1', 'pending'),
      order('2', 'delivered'),
      order('3', 'accepted'),
      order('4', 'pending'),
      order('5', 'rejected'),
      order('6', 'on_the_way'),
      order('7', 'ready'),
      order('8', 'cancelled'),
    ]);
    expect(groups.new.map((o) => o.id)).toEqual(['1', '4']);
    expect(groups.accepted.map((o) => o.id)).toEqual(['3']);
    expect(groups.ready.map((o) => o.id)).toEqual(['7']);
    expect(groups.on_the_way.map((o) => o.id)).toEqual(['6']);
    expect(groups.finished.map((o) => o.id)).toEqual(['2', '5', '8']);
  });

  it('highlights a new order waiting more than five minutes, and shows the time since creation', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(isWaitingTooLong({ status: 'pending', createdAt: '2026-01-01T09:54:00Z' }, now)).toBe(true);
    expect(isWaitingTooLong({ status: 'pending', createdAt: '2026-01-01T09:56:00Z' }, now)).toBe(false);
    expect(isWaitingTooLong({ status: 'accepted', createdAt: '2026-01-01T08:00:00Z' }, now)).toBe(false);
    expect(elapsedLabel('2026-01-01T09:59:40Z', now)).toBe('hace un momento');
    expect(elapsedLabel('2026-01-01T09:53:00Z', now)).toBe('hace 7 min');
    expect(elapsedLabel('2026-01-01T08:55:00Z', now)).toBe('hace 1 h 05 min');
  });
});

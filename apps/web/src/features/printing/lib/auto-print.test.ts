import type { Order } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { AUTO_PRINT_MAX_AGE_MS, ordersToPrint } from './auto-print.ts';

const now = Date.parse('2026-11-25T20:00:00.000Z');
const since = '2026-11-25T19:00:00.000Z';
const order = (id: string, status: Order['status'], updatedAt: string, createdAt = updatedAt) =>
  ({ id, status, updatedAt, createdAt }) as Order;

describe('ordersToPrint', () => {
  const orders = [
    order('new', 'pending', '2026-11-25T19:30:00.000Z'),
    order('accepted', 'accepted', '2026-11-25T19:31:00.000Z'),
    order('before', 'accepted', '2026-11-25T18:59:00.000Z'),
    order('rejected', 'rejected', '2026-11-25T19:32:00.000Z'),
    order('delivered', 'delivered', '2026-11-25T19:33:00.000Z'),
  ];

  it('on accept: accepted orders changed since the setting was turned on', () => {
    expect(ordersToPrint(orders, 'accept', since, new Set(), now).map((o) => o.id)).toEqual(['accepted']);
  });
  it('on arrival: new orders too', () => {
    expect(ordersToPrint(orders, 'arrival', since, new Set(), now).map((o) => o.id)).toEqual(['new', 'accepted']);
  });
  it('never an order printed here before (reload, catch-up)', () => {
    expect(ordersToPrint(orders, 'arrival', since, new Set(['new', 'accepted']), now)).toEqual([]);
  });
  it('nothing when off, and nothing too old to be remembered', () => {
    expect(ordersToPrint(orders, 'off', since, new Set(), now)).toEqual([]);
    const old = order(
      'old',
      'accepted',
      '2026-11-25T19:40:00.000Z',
      new Date(now - AUTO_PRINT_MAX_AGE_MS - 1).toISOString(),
    );
    expect(ordersToPrint([old], 'accept', '2026-11-24T00:00:00.000Z', new Set(), now)).toEqual([]);
  });
});

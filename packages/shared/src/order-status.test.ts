import { describe, expect, it } from 'vitest';
import { canMoveErrand, canMoveOrder, orderStatuses, orderTransitions } from './order-status.ts';

describe('order lifecycle', () => {
  it('follows the contract', () => {
    expect(canMoveOrder('pending', 'accepted')).toBe(true);
    expect(canMoveOrder('ready', 'delivered')).toBe(true);
    expect(canMoveOrder('pending', 'delivered')).toBe(false);
    expect(canMoveOrder('accepted', 'rejected')).toBe(false);
  });

  it('has final states with no way out', () => {
    for (const status of ['delivered', 'rejected', 'cancelled'] as const) expect(orderTransitions[status]).toEqual([]);
    expect(orderStatuses).toHaveLength(7);
  });

  it('lets errands be cancelled from any non-final status', () => {
    for (const status of ['pending', 'assigned', 'on_the_way'] as const)
      expect(canMoveErrand(status, 'cancelled')).toBe(true);
    expect(canMoveErrand('delivered', 'cancelled')).toBe(false);
  });
});

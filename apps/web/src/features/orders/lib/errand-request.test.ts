import type { Order } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { canAskForRider, errandRequestFor } from './errand-request.ts';

const order = (values: Partial<Order> = {}) =>
  ({
    id: 'o1',
    type: 'delivery',
    status: 'accepted',
    payment: 'cash',
    total: 18500,
    deliveryFee: 3500,
    customer: { name: 'Ana', phone: '3312345678', address: 'Av. Vallarta 100' },
    ...values,
  }) as Order;

describe('canAskForRider', () => {
  it('allows delivery orders that are accepted or ready only', () => {
    expect(canAskForRider(order())).toBe(true);
    expect(canAskForRider(order({ status: 'ready' }))).toBe(true);
    expect(canAskForRider(order({ status: 'pending' }))).toBe(false);
    expect(canAskForRider(order({ status: 'on_the_way' }))).toBe(false);
    expect(canAskForRider(order({ type: 'pickup' }))).toBe(false);
  });
});

describe('errandRequestFor', () => {
  it('drops off at the customer and collects the total when paid in cash', () => {
    expect(errandRequestFor(order())).toEqual({
      order: 'o1',
      dropoff: { name: 'Ana', address: 'Av. Vallarta 100', phone: '3312345678' },
      customer: { name: 'Ana', phone: '3312345678', address: 'Av. Vallarta 100' },
      amountToCollect: 18500,
      fee: 3500,
    });
  });

  it('collects nothing for paid orders and keeps coordinates and notes', () => {
    const request = errandRequestFor(
      order({
        payment: 'card',
        notes: 'Sin cebolla',
        customer: { name: 'Ana', phone: '3312345678', address: 'Calle 1', lat: 20.6, lng: -103.3 },
      }),
    );
    expect(request).toMatchObject({ amountToCollect: 0, notes: 'Sin cebolla', dropoff: { lat: 20.6, lng: -103.3 } });
  });
});

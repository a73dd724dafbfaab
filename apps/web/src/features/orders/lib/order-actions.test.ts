import { describe, expect, it } from 'vitest';
import { errandMoves, orderMoves } from './order-actions.ts';

describe('order moves', () => {
  it('follows the shared lifecycle; accept and reject have their own forms', () => {
    // "Rechazar" is the one way to refuse a pending order; "Cancelar pedido" comes only after acceptance.
    expect(orderMoves({ status: 'pending', type: 'delivery' })).toEqual([]);
    expect(orderMoves({ status: 'accepted', type: 'delivery' }).map((m) => m.to)).toEqual(['ready', 'cancelled']);
    expect(orderMoves({ status: 'ready', type: 'delivery' }).map((m) => m.to)).toEqual([
      'on_the_way',
      'delivered',
      'cancelled',
    ]);
    expect(orderMoves({ status: 'delivered', type: 'delivery' })).toEqual([]);
  });

  it('never sends a pickup order on the way, and asks before cancelling', () => {
    const moves = orderMoves({ status: 'ready', type: 'pickup' });
    expect(moves.map((m) => m.to)).toEqual(['delivered', 'cancelled']);
    expect(moves[1].confirm).toMatch(/cancelar/);
  });

  it('moves errands along their own lifecycle', () => {
    expect(errandMoves({ status: 'pending' }).map((m) => m.to)).toEqual(['assigned', 'cancelled']);
    expect(errandMoves({ status: 'cancelled' })).toEqual([]);
  });
});

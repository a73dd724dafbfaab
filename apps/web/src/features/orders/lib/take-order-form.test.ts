import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, emptyDraft, toIntakeBody } from './take-order-form.ts';

describe('take order form', () => {
  it('builds the intake body with additions flattened and empty texts left out', () => {
    const draft = emptyDraft();
    draft.customer = { name: ' Ana ', phone: '3312345678', address: 'Av. Juárez 1', notes: '' };
    draft.products = [{ key: 'k', product: 'p1', quantity: 2, additions: { g1: ['a1'], g2: ['a2', 'a3'] }, notes: '' }];
    draft.promos = [{ key: 'q', promo: 'm1', quantity: 1, options: ['p2'] }];
    expect(toIntakeBody('c1', draft)).toEqual({
      company: 'c1',
      customer: { name: 'Ana', phone: '3312345678', address: 'Av. Juárez 1', notes: undefined },
      products: [
        {
          product: 'p1',
          quantity: 2,
          additions: [{ product: 'a1' }, { product: 'a2' }, { product: 'a3' }],
          notes: undefined,
        },
      ],
      promos: [{ promo: 'm1', quantity: 1, options: [{ product: 'p2' }] }],
      payment: 'cash',
      type: 'delivery',
      notes: undefined,
    });
    expect(toIntakeBody('c1', { ...draft, coupon: ' hola10 ' }).coupon).toBe('HOLA10');
  });

  it('reuses the idempotency key while the body is the same and makes a new one when it changes', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ a: 2 })).toBe('key-3');
  });
});

import type { Coupon } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { couponBenefit, couponConditions, couponUses } from './coupon-summary.ts';

const coupon: Coupon = {
  id: 'c',
  code: 'HOLA10',
  company: 'x',
  city: null,
  state: null,
  kind: 'percent',
  value: 10,
  minimumSubtotal: 20_000,
  startsOn: '2026-12-01',
  endsOn: '2026-12-24',
  fromTime: '13:00',
  toTime: '17:00',
  maxUses: 100,
  maxUsesPerPhone: 1,
  firstOrderOnly: true,
  products: [],
  sections: ['Bebidas'],
  active: true,
  uses: 3,
  createdAt: '2026-11-25T00:00:00.000Z',
};

describe('coupon summary', () => {
  it('says what a code gives and on which conditions', () => {
    expect(couponBenefit(coupon)).toBe('10 % de descuento');
    expect(couponBenefit({ kind: 'free_delivery', value: 0 })).toBe('Envío gratis');
    expect(couponConditions(coupon)).toBe(
      'desde $200.00 · del 01/12/2026 al 24/12/2026 · de 13:00 a 17:00 · 1 por teléfono · solo primer pedido · secciones: Bebidas',
    );
    expect(couponUses(coupon)).toBe('3 de 100');
    expect(couponUses({ uses: 4, maxUses: null })).toBe('4');
  });
});

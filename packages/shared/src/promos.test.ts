import { describe, expect, it } from 'vitest';
import { promoStanding, promoUnitPrice } from './promos.ts';

describe('promoStanding', () => {
  const promo = { active: true, startsOn: '2030-05-01', endsOn: '2030-05-31' };
  it('reads an ended promo as ended, even when switched on', () => {
    expect(promoStanding(promo, '2030-06-01')).toBe('ended');
    expect(promoStanding({ ...promo, active: false }, '2030-06-01')).toBe('ended');
  });
  it('reads a promo not started yet as scheduled, and a switched-off one as paused', () => {
    expect(promoStanding(promo, '2030-04-30')).toBe('scheduled');
    expect(promoStanding({ ...promo, active: false }, '2030-05-10')).toBe('paused');
    expect(promoStanding(promo, '2030-05-31')).toBe('active');
    expect(promoStanding({ active: true, startsOn: null, endsOn: null }, '2030-05-31')).toBe('active');
  });
});

describe('promoUnitPrice', () => {
  it('prices each kind from its products', () => {
    expect(promoUnitPrice({ kind: 'fixed', percent: null, price: 900 }, [500, 700])).toBe(900);
    expect(promoUnitPrice({ kind: 'free_delivery', percent: null, price: 900 }, [500])).toBe(900);
    expect(promoUnitPrice({ kind: 'percent', percent: 15, price: 0 }, [999, 1])).toBe(850);
    expect(promoUnitPrice({ kind: 'two_for_one', percent: null, price: 0 }, [4500])).toBe(4500);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { postOrder } from './order-fixtures.ts';
import { createShop, INSIDE, newAddress, newPhone, postQuote, type Shop } from './storefront-fixtures.ts';

/**
 * Decision 051: the storefront quote and the intake price a coupon on one path, so for any cart and any coupon
 * the quote's discount, fee and total are what the order is charged, and a coupon the quote refuses the intake
 * refuses with the same code.
 */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let shop: Shop;
const SLUG = 'cupones-al-costo';
let codeCounter = 0;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company },
  } = await startWithTenants(['company']));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
});
afterAll(() => t.close());

const quantity = fc.integer({ min: 1, max: 3 });

const cartArbitrary = () => {
  const taco = fc.record({
    product: fc.constant(shop.taco.id),
    quantity,
    additions: fc.subarray([{ product: shop.cheese.id }, { product: shop.onions.id, quantity: 2 }]),
  });
  const drink = fc.record({ product: fc.constant(shop.drink.id), quantity });
  const gringa = fc.record({
    product: fc.constant(shop.gringa.id),
    quantity,
    additions: fc.constant([{ product: shop.salsaRoja.id }]),
  });
  const combo = fc.record({ promo: fc.constant(shop.combo.id), quantity, options: fc.constant([]) });
  return fc
    .record({
      products: fc.array(fc.oneof(taco, drink, gringa), { maxLength: 3 }),
      promos: fc.array(combo, { maxLength: 1 }),
      type: fc.constantFrom('delivery' as const, 'pickup' as const),
    })
    .filter((cart) => cart.products.length + cart.promos.length > 0);
};

const couponArbitrary = () =>
  fc
    .oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 60_000 }) }),
      fc.record({ kind: fc.constant('free_delivery' as const), value: fc.constant(0) }),
    )
    .chain((money) =>
      fc.record({
        ...Object.fromEntries(Object.entries(money).map(([key, value]) => [key, fc.constant(value)])),
        minimumSubtotal: fc.constantFrom(0, 10_000, 30_000),
        limit: fc.constantFrom('none', 'taco', 'especialidades'),
      }),
    ) as fc.Arbitrary<{ kind: string; value: number; minimumSubtotal: number; limit: string }>;

const createCoupon = async (rules: { kind: string; value: number; minimumSubtotal: number; limit: string }) => {
  const code = `PROP${++codeCounter}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: asHeaders(company),
    payload: {
      company: tenants.a.companies[0].id,
      code,
      kind: rules.kind,
      value: rules.value,
      minimumSubtotal: rules.minimumSubtotal,
      products: rules.limit === 'taco' ? [shop.taco.id] : [],
      sections: rules.limit === 'especialidades' ? ['Especialidades'] : [],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return code;
};

describe('coupon pricing', () => {
  it('quote = intake for any cart and any coupon, refusals included', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary(), couponArbitrary(), async (cart, rules) => {
        const code = await createCoupon(rules);
        const located = cart.type === 'delivery' ? { location: INSIDE } : {};
        const quote = await postQuote(t, SLUG, { ...cart, ...located, coupon: code.toLowerCase() });
        expect(quote.statusCode, quote.body).toBe(200);
        const q = quote.json();
        const taken = await postOrder(t, company, {
          company: tenants.a.companies[0].id,
          customer: { name: 'Cliente', phone: newPhone(), address: newAddress(), ...located },
          products: cart.products,
          promos: cart.promos,
          payment: 'cash',
          type: cart.type,
          coupon: code,
        });
        if (q.couponRefusal) {
          expect(q).toMatchObject({ coupon: null, discount: 0 });
          expect(taken.statusCode, taken.body).toBe(409);
          expect(taken.json().error).toMatchObject(q.couponRefusal);
          return;
        }
        if (cart.type === 'delivery' && q.missingForMinimum > 0) {
          expect(taken.json().error.code).toBe('below_minimum_order');
          return;
        }
        expect(taken.statusCode, taken.body).toBe(201);
        const money = { subtotal: q.subtotal, discount: q.discount, deliveryFee: q.deliveryFee, total: q.total };
        expect(taken.json()).toMatchObject({ ...money, coupon: code });
        expect(q.total).toBe(q.subtotal - q.discount + q.deliveryFee);
        expect(q.discount).toBeLessThanOrEqual(q.subtotal);
      }),
      { numRuns: 40 },
    );
  });
});

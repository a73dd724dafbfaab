import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromo } from '../src/db/seed/factories.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { postOrder } from './order-fixtures.ts';
import {
  createShop,
  INSIDE,
  newAddress,
  newPhone,
  OUTSIDE,
  postQuote,
  postStorefrontOrder,
  type Shop,
} from './storefront-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let shop: Shop;
let promos: { percent: string; twoForOne: string; freeDelivery: string };
const SLUG = 'tacos-al-costo';

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company },
  } = await startWithTenants(['company']));
  const companyId = tenants.a.companies[0].id;
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
  const percent = await createPromo(t.db, {
    companyId,
    name: '15% en tacos y agua',
    price: 0,
    kind: 'percent',
    percent: 15,
    options: [{ product: shop.taco.id }, { product: shop.drink.id }],
  });
  const twoForOne = await createPromo(t.db, {
    companyId,
    name: '2×1',
    price: 0,
    kind: 'two_for_one',
    options: [{ product: shop.taco.id }, { product: shop.drink.id }],
  });
  const freeDelivery = await createPromo(t.db, {
    companyId,
    name: 'Envío gratis con agua',
    price: 4000,
    kind: 'free_delivery',
    options: [{ product: shop.drink.id }],
  });
  promos = { percent: percent.id, twoForOne: twoForOne.id, freeDelivery: freeDelivery.id };
});
afterAll(() => t.close());

const quantity = fc.integer({ min: 1, max: 3 });

/** Any cart of the test menu that the menu's own rules allow (the required salsa, one product for a 2×1). */
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
    additions: fc.constantFrom([{ product: shop.salsaVerde.id }], [{ product: shop.salsaRoja.id }]),
  });
  const combo = fc.record({
    promo: fc.constant(shop.combo.id),
    quantity,
    options: fc.subarray([{ product: shop.taco.id }, { product: shop.drink.id }]),
  });
  const percent = fc.record({ promo: fc.constant(promos.percent), quantity, options: fc.constant([]) });
  const twoForOne = fc.record({
    promo: fc.constant(promos.twoForOne),
    quantity,
    options: fc.constantFrom([{ product: shop.taco.id }], [{ product: shop.drink.id }]),
  });
  const freeDelivery = fc.record({ promo: fc.constant(promos.freeDelivery), quantity, options: fc.constant([]) });
  return fc
    .record({
      products: fc.array(fc.oneof(taco, drink, gringa), { maxLength: 3 }),
      promos: fc.array(fc.oneof(combo, percent, twoForOne, freeDelivery), { maxLength: 2 }),
      type: fc.constantFrom('delivery' as const, 'pickup' as const),
      location: fc.constantFrom(INSIDE, OUTSIDE, undefined),
    })
    .filter((cart) => cart.products.length + cart.promos.length > 0);
};

type Cart = {
  products: object[];
  promos: object[];
  type: 'delivery' | 'pickup';
  location?: { lat: number; lng: number };
};

const intakeOf = (cart: Cart) => ({
  company: tenants.a.companies[0].id,
  customer: {
    name: 'Cliente',
    phone: newPhone(),
    address: newAddress(),
    ...(cart.location ? { location: cart.location } : {}),
  },
  products: cart.products,
  promos: cart.promos,
  payment: 'cash',
  type: cart.type,
});

describe('storefront pricing', () => {
  it('quotes exactly what the intake charges for the same cart, and refuses what it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary(), async (cart) => {
        const quote = await postQuote(t, SLUG, cart);
        expect(quote.statusCode, quote.body).toBe(200);
        const q = quote.json();
        const intake = intakeOf(cart);
        const taken = await postOrder(t, company, intake);
        const storefront = await postStorefrontOrder(t, SLUG, {
          ...cart,
          customer: { name: 'Cliente', phone: newPhone(), address: newAddress() },
          payment: 'cash',
        });
        if (cart.type === 'delivery' && !cart.location) {
          // The shop has zones: the storefront asks for the pin the intake may go without.
          expect(storefront.json().error).toMatchObject({
            code: 'validation_error',
            message: expect.stringMatching(/mapa/),
          });
          return;
        }
        if (cart.type === 'delivery' && q.outOfZone) {
          expect(taken.json().error.code).toBe('outside_delivery_zone');
          expect(storefront.json().error.code).toBe('out_of_zone');
          return;
        }
        if (cart.type === 'delivery' && q.missingForMinimum > 0) {
          expect(taken.json().error.code).toBe('below_minimum_order');
          expect(storefront.json().error.code).toBe('below_minimum');
          return;
        }
        expect(taken.statusCode, taken.body).toBe(201);
        expect(storefront.statusCode, storefront.body).toBe(201);
        const money = { subtotal: q.subtotal, deliveryFee: q.deliveryFee, total: q.total };
        expect(taken.json()).toMatchObject(money);
        expect(storefront.json().order).toMatchObject({ ...money, lines: q.lines });
        expect(q.total).toBe(q.subtotal + q.deliveryFee);
      }),
      { numRuns: 30 },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_LIMITS } from '../src/modules/storefront/storefront-limits.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import {
  createShop,
  newAddress,
  newPhone,
  orderKey,
  postQuote,
  postStorefrontOrder,
  type Shop,
  storefrontOrder,
} from './storefront-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let shop: Shop;
const SLUG = 'tacos-con-limite';
const PER_IP = 40;

beforeAll(async () => {
  ({ t, tenants } = await startWithTenants([], { STOREFRONT_REQUESTS_PER_IP: String(PER_IP) }));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
});
afterAll(() => t.close());

const withCustomer = (phone: string, address: string) =>
  storefrontOrder(shop, { customer: { name: 'Cliente', phone, address } });

describe('storefront abuse limits', () => {
  it(`takes ${STOREFRONT_LIMITS.ordersPerPhone} orders per phone in the window, then 429; repeats do not count`, async () => {
    const phone = newPhone();
    const first = withCustomer(phone, newAddress());
    const key = orderKey();
    expect((await postStorefrontOrder(t, SLUG, first, key)).statusCode).toBe(201);
    expect((await postStorefrontOrder(t, SLUG, first, key)).statusCode).toBe(200);
    expect((await postStorefrontOrder(t, SLUG, first, key)).statusCode).toBe(200);
    for (let n = 2; n <= STOREFRONT_LIMITS.ordersPerPhone; n++) {
      const response = await postStorefrontOrder(t, SLUG, withCustomer(phone, newAddress()));
      expect(response.statusCode, `order ${n}`).toBe(201);
    }
    // The same number written another way is the same phone.
    const over = await postStorefrontOrder(t, SLUG, withCustomer(`+52 1 ${phone}`, newAddress()));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/teléfono/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another phone is not held back.
    expect((await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), newAddress()))).statusCode).toBe(201);
  });

  it(`takes ${STOREFRONT_LIMITS.ordersPerAddress} orders per address (however written, city or not), then 429`, async () => {
    const spellings = [
      'Av. Vallarta #1520, Americana',
      'av vallarta 1520 americana Gdl',
      'AV. VALLARTA 1520 - AMERICANA, GUADALAJARA, JAL.',
      'Av Vallarta No. 1520,   Americana, Zapopan.',
      'av. vallarta núm 1520 americana',
    ];
    for (const address of spellings) {
      const response = await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), address));
      expect(response.statusCode, address).toBe(201);
    }
    const over = await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), 'AV VALLARTA 1520 AMERICANA'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/dirección/) });
    // Another number on the same street is another address.
    expect((await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), 'Av. Vallarta 1521 Gdl'))).statusCode).toBe(
      201,
    );
  });

  it('counts "Av. Vallarta 100" and "Av. Vallarta 100 Gdl" as one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= STOREFRONT_LIMITS.ordersPerAddress; n++) {
      const address = n % 2 === 0 ? 'Av. Vallarta 100' : 'Av. Vallarta 100 Gdl';
      statuses.push((await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), address))).statusCode);
    }
    expect(statuses).toEqual([...Array(STOREFRONT_LIMITS.ordersPerAddress).fill(201), 429]);
  });

  it('holds one connection to its number of quotes and orders, then answers 429 to both', async () => {
    let refused = 0;
    for (let n = 0; n < PER_IP && refused === 0; n++) {
      const response = await postQuote(t, SLUG, {
        type: 'pickup',
        products: [{ product: shop.drink.id, quantity: 1 }],
      });
      if (response.statusCode === 429) {
        refused++;
        expect(response.json().error).toMatchObject({
          code: 'rate_limited',
          message: expect.stringMatching(/conexión/),
        });
      } else expect(response.statusCode).toBe(200);
    }
    expect(refused).toBe(1);
    const order = await postStorefrontOrder(t, SLUG, withCustomer(newPhone(), newAddress()));
    expect(order.statusCode).toBe(429);
    // The page itself is not limited.
    expect((await t.app.inject({ method: 'GET', url: `/api/storefront/companies/${SLUG}` })).statusCode).toBe(200);
  });
});

import { addDays, localDate } from '@backoffice/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidFields, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, postOrder } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let menu: Menu;
const promoIds: Record<string, string> = {};

const a1 = () => tenants.a.companies[0].id;
const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: asHeaders(company), payload });
const fields = invalidFields;
const today = () => localDate(new Date(), tenants.a.companies[0].timezone);

const createKind = async (name: string, body: object) => {
  const response = await call('POST', '/api/promos', { company: a1(), name, price: 15000, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; kind: string; percent: number | null };
};

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company },
  } = await startWithTenants(['company']));
  menu = await createMenu(t.db, a1(), 3500);
  const both = [{ product: menu.taco.id }, { product: menu.drink.id }];
  promoIds.fixed = (await createKind('Combo fijo', { options: both })).id;
  promoIds.percent = (await createKind('20% en combo', { kind: 'percent', percent: 20, options: both })).id;
  promoIds.twoForOne = (
    await createKind('2×1 en tacos', { kind: 'two_for_one', options: [{ product: menu.taco.id }] })
  ).id;
  promoIds.freeDelivery = (
    await createKind('Combo con envío gratis', { kind: 'free_delivery', options: [{ product: menu.drink.id }] })
  ).id;
});
afterAll(() => t.close());

const intake = (
  promos: { promo: string; quantity?: number }[],
  products: { product: string; quantity: number }[] = [],
) => ({
  company: a1(),
  customer: { name: 'María López', phone: '3311223344', address: 'Av. Vallarta 1520, Guadalajara' },
  products,
  promos: promos.map((line) => ({ ...line, options: [] })),
  payment: 'cash' as const,
  type: 'delivery' as const,
});

const placed = async (body: object) => {
  const response = await postOrder(t, company, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    subtotal: number;
    deliveryFee: number;
    total: number;
    products: { quantity: number; unitPrice: number; additions: { quantity: number; unitPrice: number }[] }[];
    promos: { quantity: number; unitPrice: number; options: { product: string }[] }[];
  };
};

describe('promo kinds at intake', () => {
  it('prices a fixed promo at its own price', async () => {
    const order = await placed(intake([{ promo: promoIds.fixed!, quantity: 2 }]));
    expect(order).toMatchObject({ subtotal: 30000, deliveryFee: 3500, total: 33500 });
  });

  it('prices a percent promo off its products (taco 100 + agua 45, less 20 %)', async () => {
    const order = await placed(intake([{ promo: promoIds.percent! }]));
    expect(order.promos[0]).toMatchObject({ unitPrice: 11600, quantity: 1 });
    expect(order).toMatchObject({ subtotal: 11600, deliveryFee: 3500, total: 15100 });
  });

  it('prices a 2×1 as two of the product for the price of one', async () => {
    const order = await placed(intake([{ promo: promoIds.twoForOne!, quantity: 3 }]));
    expect(order.promos[0]).toMatchObject({ unitPrice: 10000, quantity: 3 });
    expect(order.promos[0]?.options.map((o) => o.product)).toEqual([menu.taco.id, menu.taco.id]);
    expect(order).toMatchObject({ subtotal: 30000, total: 33500 });
  });

  it('waives the delivery fee of an order with a free-delivery promo', async () => {
    const order = await placed(intake([{ promo: promoIds.freeDelivery! }], [{ product: menu.taco.id, quantity: 1 }]));
    expect(order).toMatchObject({ subtotal: 25000, deliveryFee: 0, total: 25000 });
  });

  it('asks for one product in a 2×1 that offers several', async () => {
    const promo = await createKind('2×1 a elegir', {
      kind: 'two_for_one',
      options: [{ product: menu.taco.id }, { product: menu.drink.id }],
    });
    const refused = await postOrder(t, company, intake([{ promo: promo.id }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('Elige un solo producto');
    const chosen = await placed({
      ...intake([]),
      promos: [{ promo: promo.id, options: [{ product: menu.drink.id }] }],
    });
    expect(chosen).toMatchObject({ subtotal: 4500 });
  });

  it('totals are never negative and equal the sum of the lines plus the fee', async () => {
    const kinds = Object.values(promoIds);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ promo: fc.constantFrom(...kinds), quantity: fc.integer({ min: 1, max: 5 }) }), {
          maxLength: 3,
        }),
        fc.array(
          fc.record({
            product: fc.constantFrom(menu.taco.id, menu.drink.id),
            quantity: fc.integer({ min: 1, max: 4 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (promos, products) => {
          const order = await placed(intake(promos, products));
          const lines =
            order.products.reduce(
              (sum, line) =>
                sum +
                line.quantity * (line.unitPrice + line.additions.reduce((s, a) => s + a.quantity * a.unitPrice, 0)),
              0,
            ) + order.promos.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
          expect(order.subtotal).toBe(lines);
          expect(order.total).toBe(lines + order.deliveryFee);
          expect(order.total).toBeGreaterThanOrEqual(0);
          const free = promos.some((line) => line.promo === promoIds.freeDelivery);
          expect(order.deliveryFee).toBe(free ? 0 : 3500);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('promo rules', () => {
  it('refuses a percent promo without a percentage or outside 1–90', async () => {
    const base = { company: a1(), name: 'Descuento', price: 0, options: [{ product: menu.taco.id }] };
    const missing = await call('POST', '/api/promos', { ...base, kind: 'percent' });
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual(['body.percent']);
    const tooMuch = await call('POST', '/api/promos', { ...base, kind: 'percent', percent: 95 });
    expect(fields(tooMuch)).toEqual(['body.percent']);
    expect(tooMuch.json().error.details[0].message).toBe('El porcentaje va de 1 a 90');
  });

  it('refuses to save a promo that already ended (in the company time zone)', async () => {
    const yesterday = addDays(today(), -1);
    const base = { company: a1(), name: 'Vieja', price: 100, options: [{ product: menu.taco.id }] };
    const created = await call('POST', '/api/promos', { ...base, endsOn: yesterday });
    expect(created.statusCode).toBe(400);
    expect(fields(created)).toEqual(['body.endsOn']);
    expect(created.json().error.details[0].message).toContain('ya pasó');
    const ok = await call('POST', '/api/promos', { ...base, endsOn: today() });
    expect(ok.statusCode).toBe(201);
    const moved = await call('PUT', `/api/promos?ID=${ok.json().id}`, { endsOn: yesterday });
    expect(fields(moved)).toEqual(['body.endsOn']);
  });

  it('keeps the percentage only for percent promos and defaults old ones to fixed', async () => {
    const promo = await createKind('Cambia', { kind: 'percent', percent: 15, options: [{ product: menu.taco.id }] });
    expect(promo).toMatchObject({ kind: 'percent', percent: 15 });
    const fixed = await call('PUT', `/api/promos?ID=${promo.id}`, { kind: 'fixed' });
    expect(fixed.json()).toMatchObject({ kind: 'fixed', percent: null });
    const toPercent = await call('PUT', `/api/promos?ID=${promo.id}`, { kind: 'percent' });
    expect(fields(toPercent)).toEqual(['body.percent']);
    const plain = await createKind('Sin tipo', { options: [{ product: menu.taco.id }] });
    expect(plain).toMatchObject({ kind: 'fixed', percent: null });
  });
});

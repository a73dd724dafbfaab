import { encodeOrderManager } from '@backoffice/shared';
import { checkoutMessages } from '@backoffice/shared/storefront-checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, orders, partners, storefrontTokens } from '../src/db/schema/index.ts';
import { allDayEveryDay, createRider } from '../src/db/seed/factories.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import {
  createShop,
  INSIDE,
  OUTSIDE,
  orderKey,
  postQuote,
  postStorefrontOrder,
  type Shop,
  storefrontOrder,
} from './storefront-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let admin: Session;
let shop: Shop;
const SLUG = 'tacos-de-prueba';

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin']));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
});
afterAll(() => t.close());

const a1 = () => tenants.a.companies[0];
const setCompany = (values: Partial<typeof companies.$inferInsert>) =>
  t.db.update(companies).set(values).where(eq(companies.id, a1().id));
const page = () => t.app.inject({ method: 'GET', url: `/api/storefront/companies/${SLUG}` });
const track = (token: string) => t.app.inject({ method: 'GET', url: `/api/storefront/track/${token}` });
const moveOrder = (id: string, status: string, extra = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/status?ID=${id}&status=${status}${extra}`,
    headers: { ...asHeaders(company), 'order-manager': encodeOrderManager('Caja') },
  });

/** The order's delivery errand, made and given to a new rider of the partner through the errands API. */
const assignRider = async (orderId: string, name: string) => {
  const rider = await createRider(t.db, { partnerId: a1().partnerId, name });
  const errand = await t.app.inject({
    method: 'POST',
    url: '/api/errands',
    headers: { ...asHeaders(company), 'idempotency-key': orderKey() },
    payload: { order: orderId, dropoff: { address: 'Calle del cliente 1' } },
  });
  expect(errand.statusCode, errand.body).toBe(201);
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/errands/status?ID=${errand.json().id}&status=assigned&rider=${rider.id}`,
    headers: { ...asHeaders(admin), 'order-manager': encodeOrderManager('Despacho') },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
};

describe('GET /storefront/companies/:slug', () => {
  it('shows the menu by section in position order, sold-out items, additions and only the promos of today', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: a1().id,
      slug: SLUG,
      name: 'Comercio a1',
      openState: { kind: 'open', label: 'Abierto' },
      canOrder: true,
      hasZones: true,
      citySlug: tenants.a.partner.slug,
      paymentMethods: ['cash', 'card', 'transfer'],
    });
    const names = body.sections.map((section: { name: string }) => section.name);
    expect(names).toEqual(['General', 'Especialidades']);
    const products = body.sections.flatMap((section: { products: { name: string }[] }) => section.products);
    const byName = Object.fromEntries(products.map((product: { name: string }) => [product.name, product]));
    expect(Object.keys(byName)).not.toContain('Archivado');
    expect(Object.keys(byName)).not.toContain('Queso extra');
    expect(byName.Volcán.soldOut).toBe('today');
    expect(byName['Taco de lengua'].soldOut).toBe('indefinite');
    expect(byName['Taco de asada'].soldOut).toBeNull();
    expect(byName['Taco de asada'].additionGroups[0].options).toEqual([
      { product: shop.cheese.id, name: 'Queso extra', price: 1500, soldOut: false },
      { product: shop.onions.id, name: 'Cebollitas', price: 800, soldOut: false },
    ]);
    expect(byName.Gringa.additionGroups[0]).toMatchObject({ name: 'Salsa', required: true, min: 1, max: 1 });
    expect(body.promos.map((promo: { name: string }) => promo.name)).toEqual(['Combo taquero']);
    expect(body.promos[0].options).toEqual([
      { product: shop.taco.id, name: 'Taco de asada' },
      { product: shop.drink.id, name: 'Agua de horchata' },
    ]);
  });

  it('words a pause and the hours as the back-office badge does, and then takes no checkout', async () => {
    await setCompany({ pausedUntil: new Date(Date.now() + 3_600_000) });
    const paused = (await page()).json();
    expect(paused.openState).toMatchObject({
      kind: 'paused',
      label: expect.stringMatching(/^Pausado hasta \d\d:\d\d$/),
    });
    expect(paused.canOrder).toBe(false);
    await setCompany({
      pausedUntil: null,
      schedules: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] },
    });
    const closed = (await page()).json();
    expect(closed.openState.kind).toBe('outside_schedule');
    expect(closed.canOrder).toBe(false);
    await setCompany({ schedules: allDayEveryDay });
  });

  it('is 404 for an unknown slug, a switched-off storefront, a switched-off city, or a company not active', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/storefront/companies/no-existe' })).statusCode).toBe(404);
    const refusedEverywhere = async () => {
      expect((await page()).json().error.code).toBe('not_found');
      expect((await postQuote(t, SLUG, { type: 'pickup', products: [] })).statusCode).toBe(404);
      expect((await postStorefrontOrder(t, SLUG, storefrontOrder(shop))).statusCode).toBe(404);
    };
    await setCompany({ storefrontEnabled: false });
    await refusedEverywhere();
    await setCompany({ storefrontEnabled: true });
    await t.db.update(partners).set({ storefrontEnabled: false }).where(eq(partners.id, a1().partnerId));
    await refusedEverywhere();
    await t.db.update(partners).set({ storefrontEnabled: true }).where(eq(partners.id, a1().partnerId));
    await setCompany({ status: 'suspended' });
    await refusedEverywhere();
    await setCompany({ status: 'active' });
    expect((await page()).statusCode).toBe(200);
  });
});

describe('POST /storefront/companies/:slug/quote', () => {
  it('prices the delivery with the zone holding the pin, and tells what is missing for its minimum', async () => {
    const response = await postQuote(t, SLUG, {
      type: 'delivery',
      location: INSIDE,
      products: [{ product: shop.drink.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subtotal: 4500,
      deliveryFee: 2500,
      total: 7000,
      minimumOrder: 5000,
      missingForMinimum: 500,
      zone: 'Centro',
      outOfZone: false,
      lines: [{ name: 'Agua de horchata', quantity: 1, total: 4500 }],
      // No coupon in the cart (decision 051).
      discount: 0,
      coupon: null,
      couponRefusal: null,
    });
  });

  it('marks a pin outside every zone as out of zone; pickup has no fee', async () => {
    const out = await postQuote(t, SLUG, {
      type: 'delivery',
      location: OUTSIDE,
      products: [{ product: shop.taco.id, quantity: 1 }],
    });
    expect(out.json()).toMatchObject({ outOfZone: true, zone: null, deliveryFee: 0, subtotal: 10000 });
    const pickup = await postQuote(t, SLUG, {
      type: 'pickup',
      products: [{ product: shop.gringa.id, quantity: 2, additions: [{ product: shop.salsaRoja.id }] }],
      promos: [{ promo: shop.combo.id, options: [] }],
    });
    expect(pickup.json()).toMatchObject({
      subtotal: 2 * 7800 + 15000,
      deliveryFee: 0,
      total: 2 * 7800 + 15000,
      lines: [
        { name: 'Gringa', quantity: 2, total: 15600 },
        { name: 'Combo taquero', quantity: 1, total: 15000 },
      ],
    });
  });

  it('refuses what the intake refuses: sold out, missing required addition, promo not offered today', async () => {
    const soldOut = await postQuote(t, SLUG, {
      type: 'pickup',
      products: [{ product: shop.soldOutToday.id, quantity: 1 }],
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.code).toBe('product_unavailable');
    const noSalsa = await postQuote(t, SLUG, { type: 'pickup', products: [{ product: shop.gringa.id, quantity: 1 }] });
    expect(noSalsa.statusCode).toBe(400);
    const otherDay = await postQuote(t, SLUG, { type: 'pickup', promos: [{ promo: shop.notToday.id, options: [] }] });
    expect(otherDay.statusCode).toBe(409);
  });

  it('a paused or closed shop refuses quotes and orders with the intake codes', async () => {
    const cart = { type: 'pickup', products: [{ product: shop.drink.id, quantity: 1 }] };
    await setCompany({ pausedUntil: new Date(Date.now() + 600_000) });
    expect((await postQuote(t, SLUG, cart)).json().error.code).toBe('company_closed');
    const pausedOrder = await postStorefrontOrder(t, SLUG, storefrontOrder(shop));
    expect(pausedOrder.statusCode).toBe(409);
    expect(pausedOrder.json().error.code).toBe('company_closed');
    expect(pausedOrder.json().error.message).toMatch(
      /^La tienda está en pausa hasta las \d\d:\d\d; intenta más tarde\.$/,
    );
    await setCompany({ pausedUntil: null, open: false });
    expect((await postStorefrontOrder(t, SLUG, storefrontOrder(shop))).json().error.code).toBe('company_closed');
    await setCompany({ open: true, schedules: {} });
    const outside = await postStorefrontOrder(t, SLUG, storefrontOrder(shop));
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.code).toBe('outside_schedule');
    await setCompany({ schedules: allDayEveryDay });
  });
});

describe('POST /storefront/companies/:slug/orders', () => {
  it('takes the order through the intake on the storefront channel and answers its tracking token', async () => {
    const body = storefrontOrder(shop);
    const response = await postStorefrontOrder(t, SLUG, body);
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(placed.order).toMatchObject({
      status: 'pending',
      statusLabel: 'Recibido, esperando al comercio',
      type: 'delivery',
      subtotal: 14500,
      deliveryFee: 2500,
      total: 17000,
      minutes: null,
      rider: null,
      company: { name: 'Comercio a1', slug: SLUG, timezone: 'America/Mexico_City' },
      history: [{ status: 'pending' }],
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.number, placed.order.number));
    expect(row).toMatchObject({ channel: 'storefront', companyId: a1().id, partnerId: a1().partnerId });
    expect(row.customer).toMatchObject({
      name: 'Lucía Pérez',
      phone: `+52${body.customer.phone}`,
      address: body.customer.address,
      notes: 'Portón verde',
      location: INSIDE,
    });
    // Only the token's hash is stored.
    const tokens = await t.db.select().from(storefrontTokens).where(eq(storefrontTokens.orderId, row.id));
    expect(tokens.map((token) => token.tokenHash)).toEqual([hashToken(placed.token)]);
    // The company sees it in its own list.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/company/pag?company=${a1().id}`,
      headers: asHeaders(company),
    });
    expect(list.json().items.map((order: { id: string }) => order.id)).toContain(row.id);
  });

  it('a double tap or a retry with the same Idempotency-Key makes one order (200 the second time)', async () => {
    const body = storefrontOrder(shop);
    const key = orderKey();
    const [first, second] = await Promise.all([
      postStorefrontOrder(t, SLUG, body, key),
      postStorefrontOrder(t, SLUG, body, key),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().order.number).toBe(second.json().order.number);
    const again = await postStorefrontOrder(t, SLUG, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(first.json().order.number);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, a1().id), eq(orders.number, first.json().order.number)));
    expect(rows).toHaveLength(1);
    // Every answer's token opens the same order.
    for (const answer of [first, second, again]) {
      expect((await track(answer.json().token)).json().number).toBe(first.json().order.number);
    }
    const changed = await postStorefrontOrder(t, SLUG, { ...body, notes: 'otra cosa' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_key_reused');
  });

  it('refuses a phone that is not a Mexican mobile with 400 validation_error in Spanish', async () => {
    const response = await postStorefrontOrder(
      t,
      SLUG,
      storefrontOrder(shop, { customer: { name: 'Ana', phone: '12345', address: 'Calle 1' } }),
    );
    expect(response.statusCode).toBe(400);
    // The checkout form's own sentence for the same mistake.
    expect(response.json().error).toMatchObject({
      code: 'validation_error',
      message: checkoutMessages.mobile,
      details: [{ field: 'body.customer.phone', message: checkoutMessages.mobile }],
    });
  });

  it('refuses below the minimum and out of zone with 422, and a missing key or empty cart with 400', async () => {
    const below = await postStorefrontOrder(
      t,
      SLUG,
      storefrontOrder(shop, { products: [{ product: shop.drink.id, quantity: 1 }] }),
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().error).toMatchObject({ code: 'below_minimum', message: expect.stringMatching(/mínimo/) });
    const outside = await postStorefrontOrder(t, SLUG, storefrontOrder(shop, { location: OUTSIDE }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.code).toBe('out_of_zone');
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/companies/${SLUG}/orders`,
      payload: storefrontOrder(shop),
    });
    expect(noKey.json().error.code).toBe('idempotency_key_required');
    const empty = await postStorefrontOrder(t, SLUG, storefrontOrder(shop, { products: [] }));
    expect(empty.statusCode).toBe(400);
    const online = await postStorefrontOrder(t, SLUG, storefrontOrder(shop, { payment: 'online' }));
    expect(online.statusCode).toBe(400);
    const noPin = await postStorefrontOrder(t, SLUG, storefrontOrder(shop, { location: undefined }));
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().error).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/mapa/) });
  });
});

describe('GET /storefront/track/:token', () => {
  let tokens: string[] = [];
  let numbers: number[] = [];
  beforeEach(async () => {
    const placed = await Promise.all([
      postStorefrontOrder(t, SLUG, storefrontOrder(shop)),
      postStorefrontOrder(t, SLUG, storefrontOrder(shop, { type: 'pickup', location: undefined })),
    ]);
    tokens = placed.map((response) => response.json().token);
    numbers = placed.map((response) => response.json().order.number);
  });

  it('each token reads only its own order; a made-up token is 404', async () => {
    expect((await track(tokens[0])).json().number).toBe(numbers[0]);
    expect((await track(tokens[1])).json().number).toBe(numbers[1]);
    const altered = `${tokens[0][0] === 'A' ? 'B' : 'A'}${tokens[0].slice(1)}`;
    expect((await track(altered)).statusCode).toBe(404);
    const madeUp = await track('inventado');
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().error.code).toBe('not_found');
    // Never by order id.
    const [row] = await t.db.select().from(orders).where(eq(orders.number, numbers[0]));
    expect((await track(row.id)).statusCode).toBe(404);
  });

  it('follows the order in the customer words, with the minutes promised and the rider once assigned', async () => {
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, a1().id), eq(orders.number, numbers[0])));
    expect((await moveOrder(row.id, 'accepted', '&minutes=25')).statusCode).toBe(200);
    expect((await track(tokens[0])).json()).toMatchObject({
      status: 'accepted',
      statusLabel: 'Aceptado, en preparación',
      minutes: 25,
      rider: null,
      history: [{ status: 'pending' }, { status: 'accepted' }],
    });
    await assignRider(row.id, 'Luis Gómez');
    await moveOrder(row.id, 'ready');
    expect((await track(tokens[0])).json()).toMatchObject({
      statusLabel: 'Listo, esperando al repartidor',
      rider: { name: 'Luis Gómez' },
    });
    // The other order knows nothing of it.
    expect((await track(tokens[1])).json()).toMatchObject({ status: 'pending', rider: null, type: 'pickup' });
  });
});

describe('GET /storefront/cities/:slug', () => {
  it("lists the partner's companies with their storefront on, open ones first; 404 when the city is off", async () => {
    const partnerSlug = tenants.a.partner.slug;
    const response = await t.app.inject({ method: 'GET', url: `/api/storefront/cities/${partnerSlug}` });
    expect(response.statusCode).toBe(200);
    const slugs = response.json().companies.map((item: { slug: string }) => item.slug);
    expect(slugs).toContain(SLUG);
    expect(slugs).not.toContain(tenants.b.companies[0].slug);
    await t.db.update(companies).set({ storefrontEnabled: false }).where(eq(companies.id, tenants.a.companies[1].id));
    const without = await t.app.inject({ method: 'GET', url: `/api/storefront/cities/${partnerSlug}` });
    expect(without.json().companies.map((item: { slug: string }) => item.slug)).toEqual([SLUG]);
    await t.db.update(partners).set({ storefrontEnabled: false }).where(eq(partners.id, tenants.a.partner.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/storefront/cities/${partnerSlug}` })).statusCode).toBe(404);
    await t.db.update(partners).set({ storefrontEnabled: true }).where(eq(partners.id, tenants.a.partner.id));
  });
});

import { ERASED_CUSTOMER_NAME } from '@backoffice/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponUses,
  customers,
  errands,
  orders,
  ratings,
  storefrontTokens,
  whatsappOutbox,
} from '../src/db/schema/index.ts';
import { mintTrackingToken } from '../src/modules/storefront/tracking.ts';
import { newMessageId } from '../src/modules/whatsapp/outbox.enqueue.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let menu: Menu;
let menu2: Menu;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member },
  } = await startWithTenants(['company', 'company2', 'admin', 'member']));
  menu = await createMenu(t.db, a1());
  menu2 = await createMenu(t.db, a2());
});
afterAll(() => t.close());

const call = requester(() => t.app);

type CustomerInput = { name: string; phone: string; address: string; notes?: string };

/** An order of the drink placed by phone and moved to the given status. */
const orderFor = async (
  customer: CustomerInput,
  options: {
    quantity?: number;
    to?: string[];
    session?: Session;
    companyId?: string;
    type?: 'delivery' | 'pickup';
    coupon?: string;
  } = {},
) => {
  const session = options.session ?? company;
  const companyId = options.companyId ?? a1();
  const drink = (companyId === a1() ? menu : menu2).drink;
  const response = await postOrder(t, session, {
    company: companyId,
    customer,
    products: [{ product: drink.id, quantity: options.quantity ?? 1, notes: 'Sin hielo, es para Marta' }],
    payment: 'cash',
    type: options.type ?? 'delivery',
    notes: 'Tocar fuerte, casa azul',
    ...(options.coupon ? { coupon: options.coupon } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  for (const status of options.to ?? ['accepted', 'ready', 'on_the_way', 'delivered']) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${order.id}&status=${status}`,
      headers: { ...asHeaders(session), ...managerHeader() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order as { id: string; total: number };
};

const lookup = async (phone: string, session = company) =>
  (await call(session, 'GET', `/api/customers/lookup?phone=${encodeURIComponent(phone)}`)).json().customer;

describe('the customer book', () => {
  it('counts delivered orders per normalised phone: count, spent, average ticket, addresses, first and last', async () => {
    const first = await orderFor({ name: 'Rosa Medina', phone: '33 1500 0001', address: 'Calle Uno 1' });
    const second = await orderFor(
      { name: 'Rosa Medina G.', phone: '+52 1 (33) 1500-0001', address: 'Calle Dos 2' },
      { quantity: 3 },
    );
    // Neither a cancelled order nor one still open counts.
    await orderFor({ name: 'Rosa', phone: '3315000001', address: 'Calle Tres 3' }, { to: ['cancelled'] });
    await orderFor({ name: 'Rosa', phone: '3315000001', address: 'Calle Tres 3' }, { to: ['accepted'] });

    const customer = await lookup('(33) 1500 0001');
    expect(customer).toMatchObject({
      phone: '+523315000001',
      name: 'Rosa Medina G.',
      addresses: ['Calle Dos 2', 'Calle Uno 1'],
      orderCount: 2,
      totalSpent: first.total + second.total,
      averageTicket: Math.round((first.total + second.total) / 2),
      notes: '',
      promotions: { optIn: false, at: null, channel: null },
    });
    expect(new Date(customer.firstOrderAt).getTime()).toBeLessThan(new Date(customer.lastOrderAt).getTime());

    // The same address again moves to the front without repeating; a pickup adds no address.
    await orderFor({ name: 'Rosa Medina G.', phone: '3315000001', address: 'Calle Uno 1' });
    await orderFor(
      { name: 'Rosa Medina G.', phone: '3315000001', address: '' },
      { type: 'pickup', to: ['accepted', 'ready', 'delivered'] },
    );
    expect((await lookup('3315000001')).addresses).toEqual(['Calle Uno 1', 'Calle Dos 2']);
    expect((await lookup('3315000001')).orderCount).toBe(4);
  });

  it('answers null for a phone it does not know, and never another company’s customer', async () => {
    await orderFor(
      { name: 'Pedro Solo A2', phone: '3315000002', address: 'Calle A2' },
      { session: company2, companyId: a2() },
    );
    expect(await lookup('3315000099')).toBeNull();
    expect(await lookup('3315000002')).toBeNull();
    expect(await lookup('3315000002', company2)).toMatchObject({ name: 'Pedro Solo A2' });
    const id = (await lookup('3315000002', company2)).id;
    expect((await call(company, 'GET', `/api/customers/customer?id=${id}`)).statusCode).toBe(404);
    expect((await call(company, 'PUT', `/api/customers?id=${id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call(company, 'DELETE', `/api/customers?id=${id}`)).statusCode).toBe(404);
    const page = (await call(company, 'GET', '/api/customers?q=Pedro')).json();
    expect(page.items).toEqual([]);
  });

  it('searches by part of the name or of the phone, in pages', async () => {
    for (const [i, name] of ['Lucía Buscada', 'Lucio Buscado', 'Otro Nombre'].entries()) {
      await orderFor({ name, phone: `33160000${10 + i}`, address: `Calle ${i}` });
    }
    const byName = (await call(company, 'GET', '/api/customers?q=busca&limit=1')).json();
    expect(byName).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(byName.items).toHaveLength(1);
    const second = (await call(company, 'GET', '/api/customers?q=busca&limit=1&offset=1')).json();
    expect([byName.items[0].name, second.items[0].name].sort()).toEqual(['Lucio Buscado', 'Lucía Buscada']);
    const byPhone = (await call(company, 'GET', '/api/customers?q=33 1600 0012')).json();
    expect(byPhone.items.map((item: { name: string }) => item.name)).toEqual(['Otro Nombre']);
    // LIKE's wildcards are searched literally.
    expect((await call(company, 'GET', '/api/customers?q=%25')).json().total).toBe(0);
  });

  it('keeps the shop’s notes and the promotions answer with its time and channel', async () => {
    await orderFor({ name: 'Elena Notas', phone: '3317000001', address: 'Calle N' });
    const { id } = await lookup('3317000001');
    const updated = await call(company, 'PUT', `/api/customers?id=${id}`, {
      notes: 'sin cebolla',
      promotions: { optIn: true, channel: 'phone' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ notes: 'sin cebolla', promotions: { optIn: true, channel: 'phone' } });
    expect(updated.json().promotions.at).toEqual(expect.any(String));
    const refused = await call(company, 'PUT', `/api/customers?id=${id}`, { promotions: { optIn: true } });
    expect(refused.statusCode).toBe(400);
    // Another delivery keeps notes and answer.
    await orderFor({ name: 'Elena Notas', phone: '3317000001', address: 'Calle N' });
    expect(await lookup('3317000001')).toMatchObject({
      notes: 'sin cebolla',
      orderCount: 2,
      promotions: { optIn: true },
    });
  });

  it('exports CSV with the formula guard', async () => {
    await orderFor({ name: '=HYPERLINK("x")', phone: '3317000002', address: '+Calle' });
    const response = await call(company, 'GET', '/api/customers/export.csv?q=HYPERLINK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Nombre,Teléfono,Direcciones,Pedidos');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain("'+Calle");
  });

  it('shows partners how many customers each company has, not who they are', async () => {
    const counts = (await call(admin, 'GET', '/api/customers/counts')).json();
    const [bookA1] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.companyId, a1()));
    expect(bookA1).toBeDefined();
    const a1Count = (await t.db.select().from(customers).where(eq(customers.companyId, a1()))).length;
    expect(counts.items).toEqual(
      expect.arrayContaining([
        { company: a1(), name: tenants.a.companies[0].name, customers: a1Count },
        { company: a2(), name: tenants.a.companies[1].name, customers: expect.any(Number) },
      ]),
    );
    // A member reaches only the companies it listens to.
    const memberCounts = (await call(member, 'GET', '/api/customers/counts')).json();
    expect(memberCounts.items.map((item: { company: string }) => item.company)).toEqual([a1()]);
    expect((await call(admin, 'GET', '/api/customers')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/customers/lookup?phone=3317000001')).statusCode).toBe(403);
  });
});

describe('erasing a customer on request', () => {
  it('leaves nothing personal: orders keep their amounts, the book entry goes', async () => {
    const phone = '33 1900 0001';
    const person = { name: 'Ximena Borrable', phone, address: 'Privada Secreta 42' };
    // A code both customers used: the use keeps the phone's digits (the per-phone limit) until the erasure.
    const code = await call(company, 'POST', '/api/coupons', {
      company: a1(),
      code: 'BORRAR10',
      kind: 'percent',
      value: 10,
    });
    expect(code.statusCode, code.body).toBe(201);
    const delivered = await orderFor({ ...person, notes: 'Portón negro' });
    const open = await orderFor({ ...person, phone: '+52 33 1900 0001' }, { to: ['accepted'], coupon: 'BORRAR10' });
    const other = await orderFor(
      { name: 'Vecino Intacto', phone: '3319000002', address: 'Privada Secreta 44' },
      { coupon: 'borrar10' },
    );
    const [openUse] = await t.db.select().from(couponUses).where(eq(couponUses.orderId, open.id));
    expect(openUse?.phone).toBe('3319000001');
    const [{ total: amountBefore }] = await t.db
      .select({ total: orders.total })
      .from(orders)
      .where(eq(orders.id, delivered.id));

    // The rest of what the order left: an errand, a WhatsApp message, a rating with a comment, a tracking link.
    await t.db.insert(errands).values({
      companyId: a1(),
      partnerId: tenants.a.partner.id,
      orderId: delivered.id,
      number: 9001,
      pickup: { name: 'Comercio', address: 'Local 1' },
      dropoff: { name: person.name, address: person.address, phone, lat: 20.6, lng: -103.3 },
      customer: { name: person.name, phone, address: person.address },
      notes: 'Llamar a Ximena',
      channel: 'test',
    });
    await t.db.insert(whatsappOutbox).values({
      partnerId: tenants.a.partner.id,
      companyId: a1(),
      orderId: delivered.id,
      event: 'delivered',
      phone: '+523319000001',
      body: `Gracias ${person.name}`,
      messageId: newMessageId(),
    });
    await t.db.insert(ratings).values({
      orderId: delivered.id,
      companyId: a1(),
      partnerId: tenants.a.partner.id,
      stars: 5,
      comment: 'Soy Ximena, todo bien',
    });
    await mintTrackingToken(t.db, delivered.id);

    const { id } = await lookup(phone);
    const erased = await call(company, 'DELETE', `/api/customers?id=${id}`);
    expect(erased.statusCode, erased.body).toBe(204);

    expect(await lookup(phone)).toBeNull();
    const mine = [delivered.id, open.id];
    const rows = await t.db.select().from(orders).where(inArray(orders.id, mine));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.customer).toEqual({ name: ERASED_CUSTOMER_NAME, phone: '', address: '' });
      expect(row.notes).toBeNull();
      expect(row.products.every((line) => line.notes === undefined)).toBe(true);
    }
    expect(rows.find((row) => row.id === delivered.id)?.total).toBe(amountBefore);
    const [errand] = await t.db.select().from(errands).where(eq(errands.orderId, delivered.id));
    expect(errand.customer).toBeNull();
    expect(errand.notes).toBeNull();
    expect(JSON.stringify(errand.dropoff)).not.toMatch(/Ximena|Secreta|1900/);
    expect(await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, delivered.id))).toEqual([]);
    const [rating] = await t.db.select().from(ratings).where(eq(ratings.orderId, delivered.id));
    expect(rating).toMatchObject({ stars: 5, comment: null });
    expect(await t.db.select().from(storefrontTokens).where(eq(storefrontTokens.orderId, delivered.id))).toEqual([]);

    // Nothing with the name, the phone's digits or the address remains anywhere in the company's data.
    const everything = JSON.stringify([
      await t.db.select().from(orders).where(eq(orders.companyId, a1())),
      await t.db.select().from(errands).where(eq(errands.companyId, a1())),
      await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.companyId, a1())),
      await t.db.select().from(customers).where(eq(customers.companyId, a1())),
      await t.db.select().from(ratings).where(eq(ratings.companyId, a1())),
      await t.db.select().from(couponUses).where(eq(couponUses.companyId, a1())),
    ]);
    expect(everything).not.toMatch(/Ximena|Borrable|Secreta 42|19000001|1900 0001|Portón/);
    // Another customer's order is untouched.
    const [neighbour] = await t.db.select().from(orders).where(eq(orders.id, other.id));
    expect(neighbour.customer.name).toBe('Vecino Intacto');
    const [neighbourUse] = await t.db.select().from(couponUses).where(eq(couponUses.orderId, other.id));
    expect(neighbourUse?.phone).toBe('3319000002');
    const [erasedUse] = await t.db.select().from(couponUses).where(eq(couponUses.orderId, open.id));
    expect(erasedUse).toMatchObject({ phone: '', discount: openUse!.discount });
    // Reports still count the amounts.
    const [{ count }] = await t.db.select({ count: orders.id }).from(orders).where(eq(orders.id, delivered.id));
    expect(count).toBe(delivered.id);
  });
});

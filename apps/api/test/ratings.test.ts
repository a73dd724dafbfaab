import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, ratings } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { mintTrackingToken } from '../src/modules/storefront/tracking.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let menu: Menu;
let menu2: Menu;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherAdmin },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin']));
  menu = await createMenu(t.db, a1());
  menu2 = await createMenu(t.db, a2());
});
afterAll(() => t.close());

const call = requester(() => t.app);
const get = (session: Session, url: string) => call(session, 'GET', url);
const rate = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/storefront/track/${token}/rating`, payload });
const invite = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/storefront/track/${token}/rating` })).json();

/** An order of a company taken by phone, moved through the given statuses; its id and a tracking token. */
const orderWithLink = async (
  to: string[] = ['accepted', 'ready', 'on_the_way', 'delivered'],
  session: Session = company,
  companyId = a1(),
) => {
  const placed = await postOrder(t, session, {
    company: companyId,
    customer: { name: 'Carla Estrellas', phone: '3318000001', address: 'Calle Luz 5' },
    products: [{ product: (companyId === a1() ? menu : menu2).drink.id, quantity: 1 }],
    payment: 'cash',
    type: 'delivery',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json();
  for (const status of to) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${id}&status=${status}`,
      headers: { ...asHeaders(session), ...managerHeader() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id: id as string, token: await mintTrackingToken(t.db, id) };
};

describe('rating an order from its tracking link', () => {
  it('is asked only after delivery', async () => {
    const { token } = await orderWithLink(['accepted']);
    expect(await invite(token)).toEqual({ state: 'not_delivered', until: null, rating: null });
    const early = await rate(token, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'not_delivered', message: expect.stringMatching(/entreguen/) });
  });

  it('takes 1–5 stars and a comment once; a second try is refused', async () => {
    const { id, token } = await orderWithLink();
    const open = await invite(token);
    expect(open).toMatchObject({ state: 'open', rating: null });
    expect(new Date(open.until).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await rate(token, { stars: 6 })).statusCode).toBe(400);
    expect((await rate(token, { stars: 0 })).json().error.code).toBe('validation_failed');
    const first = await rate(token, { stars: 4, comment: '  Llegó caliente  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ order: id, company: a1(), stars: 4, comment: 'Llegó caliente' });
    const again = await rate(token, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_rated');
    expect(await invite(token)).toMatchObject({ state: 'rated', rating: { stars: 4 } });
  });

  it('takes exactly one of several ratings sent at once', async () => {
    const { id, token } = await orderWithLink();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(token, { stars })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.select().from(ratings).where(eq(ratings.orderId, id))).toHaveLength(1);
  });

  it('closes 7 days after the delivery', async () => {
    const { id, token } = await orderWithLink();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db.update(orderStatusHistory).set({ at: eightDaysAgo }).where(eq(orderStatusHistory.orderId, id));
    expect((await invite(token)).state).toBe('expired');
    const late = await rate(token, { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('rating_closed');
  });

  it('answers 404 for an unknown link', async () => {
    expect((await rate('no-such-token', { stars: 3 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/storefront/track/nada/rating' })).statusCode).toBe(404);
  });
});

describe('reading ratings', () => {
  it('shows the company its ratings with filters, the order’s rating and the weekly average', async () => {
    const low = await orderWithLink();
    await rate(low.token, { stars: 1, comment: 'Llegó frío' });
    const high = await orderWithLink();
    await rate(high.token, { stars: 5 });

    const all = (await get(company, '/api/ratings?limit=100')).json();
    expect(all.items.every((item: { company: string }) => item.company === a1())).toBe(true);
    const lowOnly = (await get(company, '/api/ratings?maxStars=2')).json();
    expect(lowOnly.items.map((item: { order: string }) => item.order)).toContain(low.id);
    expect(lowOnly.items.every((item: { stars: number }) => item.stars <= 2)).toBe(true);
    expect(lowOnly.items[0]).toMatchObject({ customerName: 'Carla Estrellas', customerPhone: '3318000001' });
    const withComment = (await get(company, '/api/ratings?withComment=true&minStars=1')).json();
    expect(withComment.items.every((item: { comment: string | null }) => item.comment)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await get(company, '/api/ratings?from=2099-01-01')).json();
    expect(future.total).toBe(0);
    expect((await get(company, `/api/ratings?to=${today}&from=2020-01-01`)).json().total).toBeGreaterThan(0);

    expect((await get(company, `/api/ratings/order?id=${low.id}`)).json().rating).toMatchObject({ stars: 1 });
    const weekly = (await get(company, '/api/ratings/weekly')).json();
    expect(weekly.week.count).toBeGreaterThanOrEqual(2);
    expect(weekly.week.average).toBeGreaterThanOrEqual(1);
    expect(weekly.previousWeek).toEqual({ average: null, count: 0 });
  });

  it('never shows another company’s ratings', async () => {
    const theirs = await orderWithLink(undefined, company2, a2());
    await rate(theirs.token, { stars: 2 });
    expect((await get(company, `/api/ratings/order?id=${theirs.id}`)).statusCode).toBe(404);
    expect((await get(company, `/api/ratings?company=${a2()}`)).statusCode).toBe(404);
    expect((await get(company, `/api/ratings/weekly?company=${a2()}`)).statusCode).toBe(404);
    const mine = (await get(company, '/api/ratings?limit=100')).json();
    expect(mine.items.map((item: { order: string }) => item.order)).not.toContain(theirs.id);
    expect((await get(otherAdmin, `/api/ratings/order?id=${theirs.id}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, '/api/ratings/companies')).json().items).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ company: a2() })]),
    );
  });

  it('gives the partner each company’s average and its low ratings; a member only its companies', async () => {
    const bad = await orderWithLink(undefined, company2, a2());
    await rate(bad.token, { stars: 1 });
    const { items } = (await get(admin, '/api/ratings/companies')).json();
    const byCompany = Object.fromEntries(items.map((item: { company: string }) => [item.company, item]));
    expect(byCompany[a2()]).toMatchObject({ low: expect.any(Number), count: expect.any(Number) });
    expect(byCompany[a2()].low).toBeGreaterThanOrEqual(1);
    expect(byCompany[a1()].average).toEqual(expect.any(Number));
    const memberView = (await get(member, '/api/ratings/companies')).json();
    expect(memberView.items.map((item: { company: string }) => item.company)).toEqual([a1()]);
    const lowList = (await get(admin, `/api/ratings?maxStars=2&company=${a2()}`)).json();
    expect(lowList.items.map((item: { order: string }) => item.order)).toContain(bad.id);
    expect((await get(member, `/api/ratings?company=${a2()}`)).statusCode).toBe(404);
    expect((await get(admin, '/api/ratings/weekly')).statusCode).toBe(400);
  });

  it('feeds the rider’s record with the ratings of the orders the rider delivered', async () => {
    const rider = await createRider(t.db, { name: 'Beto Rápido', partnerId: tenants.a.partner.id });
    const first = await orderWithLink();
    const second = await orderWithLink();
    await t.db.update(orders).set({ riderId: rider.id }).where(eq(orders.id, first.id));
    await t.db.update(orders).set({ riderId: rider.id }).where(eq(orders.id, second.id));
    await rate(first.token, { stars: 5 });
    await rate(second.token, { stars: 4 });
    expect((await get(admin, `/api/ratings/rider?id=${rider.id}`)).json()).toEqual({ average: 4.5, count: 2 });
    expect((await get(otherAdmin, `/api/ratings/rider?id=${rider.id}`)).statusCode).toBe(404);
  });
});

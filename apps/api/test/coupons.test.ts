import { addDays, localDate, localTime } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, coupons, couponUses, ledgerEntries, orders } from '../src/db/schema/index.ts';
import { violatesNotNull } from '../src/modules/orders/orders.queries.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import {
  createMenu,
  fullIntake,
  insertBareOrder,
  type Menu,
  managerHeader,
  postOrder,
  simpleIntake,
} from './order-fixtures.ts';

/**
 * Coupon codes (decision 051): each rule and refusal at the intake, the partner's city codes, the last-use race,
 * the report and the ledger's commission on what the customer paid. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherCompany: Session;
let menu: Menu;
let menu2: Menu;
let phoneCounter = 0;
const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;
const b1 = () => tenants.b.companies[0].id;
const TZ = 'America/Mexico_City';
const newPhone = () => `33${String(40_000_000 + ++phoneCounter * 7919).padStart(8, '0')}`;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherCompany },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherCompany']));
  menu = await createMenu(t.db, a1());
  menu2 = await createMenu(t.db, a2());
});
afterAll(() => t.close());

const call = requester(() => t.app, '', managerHeader());

let codeCounter = 0;
const newCode = (prefix = 'CUPON') => `${prefix}${++codeCounter}`;

const createCoupon = async (rules: Record<string, unknown>, companyId = a1(), session = company) => {
  const response = await call(session, 'POST', '/api/coupons', {
    company: companyId,
    code: newCode(),
    kind: 'percent',
    value: 10,
    ...rules,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; code: string };
};

/** 2 tacos with extras + a combo = 412.00, delivery 35.00 (fullIntake), with a coupon and a fresh phone. */
const orderWith = (code: string, overrides: Record<string, unknown> = {}, phone = newPhone(), companyMenu = menu) => {
  const base = fullIntake(companyMenu === menu ? a1() : a2(), companyMenu);
  return postOrder(t, admin, {
    ...base,
    customer: { ...base.customer, phone },
    coupon: code,
    ...overrides,
  });
};

const refusal = async (response: Awaited<ReturnType<typeof postOrder>>) => {
  expect(response.statusCode, response.body).toBe(409);
  return response.json().error as { code: string; message: string };
};

describe('coupon codes: the company screen API', () => {
  it('creates a code upper-cased, lists it, refuses the same code twice and hides it from other tenants', async () => {
    const code = `hola${++codeCounter}`;
    const created = await call(company, 'POST', '/api/coupons', { company: a1(), code, kind: 'percent', value: 15 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: code.toUpperCase(), company: a1(), uses: 0, active: true });
    const again = await call(company, 'POST', '/api/coupons', { company: a1(), code, kind: 'amount', value: 500 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('coupon_code_taken');
    // The same code at another company is its own.
    expect(
      (await call(company2, 'POST', '/api/coupons', { company: a2(), code, kind: 'percent', value: 5 })).statusCode,
    ).toBe(201);

    const list = await call(company, 'GET', `/api/coupons?company=${a1()}`);
    expect(list.json().map((c: { code: string }) => c.code)).toContain(code.toUpperCase());
    expect((await call(otherCompany, 'GET', `/api/coupons?company=${a1()}`)).statusCode).toBe(404);
    const id = created.json().id;
    const update = { kind: 'percent', value: 20, active: false };
    expect((await call(otherCompany, 'PUT', `/api/coupons?ID=${id}`, update)).statusCode).toBe(404);
    const updated = await call(company, 'PUT', `/api/coupons?ID=${id}`, update);
    expect(updated.json()).toMatchObject({ value: 20, active: false });
  });

  it('refuses rules that contradict each other, with Spanish messages', async () => {
    const response = await call(company, 'POST', '/api/coupons', {
      company: a1(),
      code: newCode(),
      kind: 'percent',
      value: 150,
      startsOn: '2026-12-10',
      endsOn: '2026-12-01',
      fromTime: '13:00',
    });
    expect(response.statusCode).toBe(400);
    const text = JSON.stringify(response.json());
    expect(text).toContain('El porcentaje va de 1 a 100');
    expect(text).toContain('La fecha final es anterior a la inicial');
    expect(text).toContain('Escribe las dos horas, o ninguna');
    const foreign = await call(company, 'POST', '/api/coupons', {
      company: a1(),
      code: newCode(),
      kind: 'percent',
      value: 10,
      products: [menu2.drink.id],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('coupon codes at the intake', () => {
  it('a percent code takes its share off the subtotal; the order carries the code and the discount', async () => {
    const { code } = await createCoupon({ kind: 'percent', value: 10 });
    const response = await orderWith(code.toLowerCase());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 41_200,
      discount: 4120,
      deliveryFee: 3500,
      total: 40_580,
      coupon: code,
    });
  });

  it('a fixed amount never takes more than the lines it applies to; free delivery waives the fee', async () => {
    const amount = await createCoupon({ kind: 'amount', value: 5000 });
    expect((await orderWith(amount.code)).json()).toMatchObject({ discount: 5000, total: 41_200 - 5000 + 3500 });
    const onDrink = await createCoupon({ kind: 'amount', value: 100_000, products: [menu.drink.id] });
    const drinkOrder = await postOrder(t, company, { ...simpleIntake(a1(), menu, 2), coupon: onDrink.code });
    expect(drinkOrder.json()).toMatchObject({ subtotal: 9000, discount: 9000, total: 0 });
    const free = await createCoupon({ kind: 'free_delivery', value: 0 });
    expect((await orderWith(free.code)).json()).toMatchObject({ discount: 0, deliveryFee: 0, total: 41_200 });
    const pickup = await refusal(await orderWith(free.code, { type: 'pickup' }));
    expect(pickup).toMatchObject({ code: 'coupon_pickup', message: expect.stringContaining('envío gratis') });
  });

  it('limits to products or sections: lines outside them get nothing, a cart with none is refused', async () => {
    const tacos = await createCoupon({ kind: 'percent', value: 50, products: [menu.taco.id] });
    // Only the two tacos with their extras (2 × 131.00) are halved; the combo is not.
    expect((await orderWith(tacos.code)).json()).toMatchObject({ discount: 13_100 });
    const drinks = await createCoupon({ kind: 'percent', value: 50, sections: ['Bebidas'] });
    const none = await refusal(await orderWith(drinks.code));
    expect(none.code).toBe('coupon_not_applicable');
  });

  it('refuses an unknown, paused, early, expired, out-of-hours or below-minimum code, each in its words', async () => {
    expect(await refusal(await orderWith('NOEXISTE'))).toMatchObject({
      code: 'coupon_unknown',
      message: 'El cupón «NOEXISTE» no existe en este comercio.',
    });
    const paused = await createCoupon({ active: false });
    expect((await refusal(await orderWith(paused.code))).code).toBe('coupon_inactive');
    const today = localDate(new Date(), TZ);
    const early = await createCoupon({ startsOn: addDays(today, 2) });
    expect(await refusal(await orderWith(early.code))).toMatchObject({
      code: 'coupon_not_started',
      message: expect.stringContaining('a partir del'),
    });
    const expired = await createCoupon({ endsOn: addDays(today, -1) });
    expect((await refusal(await orderWith(expired.code))).code).toBe('coupon_expired');
    const hour = Math.floor(localTime(new Date(), TZ).minutes / 60);
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const later = await createCoupon({ fromTime: at(hour + 2), toTime: at(hour + 4) });
    expect((await refusal(await orderWith(later.code))).code).toBe('coupon_outside_hours');
    const now = await createCoupon({ fromTime: at(hour), toTime: at(hour + 2) });
    expect((await orderWith(now.code)).statusCode).toBe(201);
    const minimum = await createCoupon({ minimumSubtotal: 50_000 });
    expect(await refusal(await orderWith(minimum.code))).toMatchObject({
      code: 'coupon_below_minimum',
      message: expect.stringContaining('$500.00'),
    });
  });

  it('counts uses per phone (any formatting of the number) and keeps first-order codes for new customers', async () => {
    const once = await createCoupon({ maxUsesPerPhone: 1 });
    const phone = newPhone();
    expect((await orderWith(once.code, {}, phone)).statusCode).toBe(201);
    const formatted = `+52 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
    expect((await refusal(await orderWith(once.code, {}, formatted))).code).toBe('coupon_phone_limit');
    expect((await orderWith(once.code)).statusCode).toBe(201);

    const first = await createCoupon({ firstOrderOnly: true });
    const regular = newPhone();
    expect((await orderWith('', {}, regular)).statusCode).toBe(201);
    expect(await refusal(await orderWith(first.code, {}, regular))).toMatchObject({
      code: 'coupon_first_order',
      message: expect.stringContaining('primer pedido'),
    });
    expect((await orderWith(first.code)).statusCode).toBe(201);
  });

  it('stops at the total uses, and the channel API takes `coupon` too', async () => {
    const twice = await createCoupon({ maxUses: 2 });
    expect((await orderWith(twice.code)).statusCode).toBe(201);
    const created = await call(admin, 'POST', '/api/channel-keys', { name: 'App de cupones' });
    expect(created.statusCode, created.body).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().key}` };
    const byChannel = await postOrder(t, bearer, { ...fullIntake(a1(), menu), coupon: twice.code });
    expect(byChannel.json()).toMatchObject({ discount: 4120, coupon: twice.code, channel: 'channel:App de cupones' });
    expect((await refusal(await orderWith(twice.code))).code).toBe('coupon_exhausted');
  });

  it('a repeated Idempotency-Key gives the same order without counting the code twice', async () => {
    const code = (await createCoupon({ maxUses: 1 })).code;
    const body = { ...fullIntake(a1(), menu), coupon: code };
    const first = await postOrder(t, company, body, 'coupon-repeat-key');
    const second = await postOrder(t, company, body, 'coupon-repeat-key');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row?.uses).toBe(1);
  });

  it('50 orders at once for the last use: exactly one gets it, the others are refused as used up', async () => {
    const { id, code } = await createCoupon({ maxUses: 3 });
    await t.db.update(coupons).set({ uses: 2 }).where(eq(coupons.id, id));
    const answers = await Promise.all(Array.from({ length: 50 }, () => orderWith(code)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code))).toEqual(
      new Set(['coupon_exhausted']),
    );
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.uses).toBe(3);
  });

  it('a code without a total limit writes only its use rows: the list counts them, and a limit set later too', async () => {
    const { id, code } = await createCoupon({});
    for (let order = 0; order < 2; order++) expect((await orderWith(code)).statusCode).toBe(201);
    // The coupon's row is not written by its intakes (they would take turns on it), only its use rows.
    const [untouched] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(untouched?.uses).toBe(0);
    const listed = await call(company, 'GET', `/api/coupons?company=${a1()}`);
    expect(listed.json().find((row: { id: string }) => row.id === id)).toMatchObject({ uses: 2, maxUses: null });

    const limited = await call(company, 'PUT', `/api/coupons?ID=${id}`, { kind: 'percent', value: 10, maxUses: 3 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json()).toMatchObject({ uses: 2, maxUses: 3 });
    expect((await orderWith(code)).statusCode).toBe(201);
    expect((await refusal(await orderWith(code))).code).toBe('coupon_exhausted');
  });

  it("a use row carries its order's company and costs one index entry: no key of its own, no foreign keys", async () => {
    const { id, code } = await createCoupon({});
    const phone = newPhone();
    const placed = await orderWith(code, {}, phone);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const [use] = await t.db.select().from(couponUses).where(eq(couponUses.orderId, orderId));
    expect(use).toMatchObject({ couponId: id, companyId: a1(), phone: phone.slice(-10) });
    // Migrations 0036 and 0038 (decision 051): its coupon and order come from the order's own statement, which holds
    // the coupon's row locked (key share, or the update of a counted code) and inserts the order, so no key checks
    // them again; nothing deletes coupons (they are archived) or orders. Left: the one index its reads use, by coupon
    // (migration 0039: the report reads by coupon too).
    const rows = <T>(result: unknown) =>
      'rows' in (result as object) ? (result as { rows: T[] }).rows : (result as T[]);
    const keys = await t.db.execute(sql`
      select conname from pg_constraint where conrelid = 'coupon_uses'::regclass and contype in ('f', 'p', 'u')`);
    expect(rows<{ conname: string }>(keys)).toEqual([]);
    const indexes = await t.db.execute(sql`
      select indexname from pg_indexes where tablename = 'coupon_uses' order by indexname`);
    expect(rows<{ indexname: string }>(indexes).map((row) => row.indexname)).toEqual(['coupon_uses_coupon_phone_idx']);
  });

  it('a use written uncounted for a code that has a limit fails the whole statement, writing nothing', async () => {
    const { id } = await createCoupon({ maxUses: 5 });
    const before = await t.db.select().from(orders).where(eq(orders.companyId, a1()));
    const [shop] = await t.db.select().from(companies).where(eq(companies.id, a1()));
    const placing = insertBareOrder(t.db, a1(), {
      couponId: id,
      couponPhone: '3312345678',
      couponDiscount: 0,
      counted: false,
    });
    const failure = await placing.catch((error: unknown) => error);
    expect(violatesNotNull(failure, { table: 'coupon_uses', column: 'coupon_id' })).toBe(true);
    expect(await t.db.select().from(orders).where(eq(orders.companyId, a1()))).toHaveLength(before.length);
    const [after] = await t.db.select().from(companies).where(eq(companies.id, a1()));
    expect(after.lastOrderNumber).toBe(shop.lastOrderNumber);
  });
});

describe("a partner's city codes", () => {
  it('an admin creates one code for all its companies of a city; members may not; other partners never see it', async () => {
    const code = newCode('CIUDAD');
    const body = { city: 'guadalajara', state: 'Jalisco', code, kind: 'amount', value: 2000 };
    expect((await call(member, 'POST', '/api/coupons/city', body)).statusCode).toBe(403);
    expect((await call(company, 'POST', '/api/coupons/city', body)).statusCode).toBe(403);
    const nowhere = await call(admin, 'POST', '/api/coupons/city', { ...body, city: 'Mérida', state: 'Yucatán' });
    expect(nowhere.statusCode).toBe(400);
    const created = await call(admin, 'POST', '/api/coupons/city', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ company: null, city: 'Guadalajara', state: 'Jalisco' });

    expect((await orderWith(code)).json()).toMatchObject({ discount: 2000 });
    expect((await orderWith(code, {}, newPhone(), menu2)).json()).toMatchObject({ discount: 2000 });
    const listed = await call(company2, 'GET', `/api/coupons?company=${a2()}`);
    expect(listed.json().map((c: { code: string }) => c.code)).toContain(code);
    // The company sees the city code but cannot change it.
    expect(
      (await call(company, 'PUT', `/api/coupons?ID=${created.json().id}`, { kind: 'amount', value: 1 })).statusCode,
    ).toBe(404);

    const other = await postOrder(t, otherCompany, {
      ...simpleIntake(b1(), await createMenu(t.db, b1())),
      coupon: code,
    });
    expect((await refusal(other)).code).toBe('coupon_unknown');
    const cityList = await call(admin, 'GET', '/api/coupons/city?city=Guadalajara&state=Jalisco');
    expect(cityList.json().map((c: { code: string }) => c.code)).toContain(code);
  });
});

describe('coupon figures', () => {
  it('reports uses, discount and sales per code, and the commission is on what the customer paid', async () => {
    const { id, code } = await createCoupon({ kind: 'percent', value: 25 });
    const paid = await postOrder(t, company, { ...simpleIntake(a1(), menu, 2), coupon: code });
    expect(paid.json()).toMatchObject({ subtotal: 9000, discount: 2250, total: 6750 });
    const cancelled = await orderWith(code);
    expect(cancelled.statusCode).toBe(201);
    await call(company, 'PUT', `/api/orders/status?ID=${cancelled.json().id}&status=cancelled`);
    for (const status of ['accepted', 'ready', 'delivered']) {
      const moved = await call(company, 'PUT', `/api/orders/status?ID=${paid.json().id}&status=${status}`);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, paid.json().id));
    const byKind = Object.fromEntries(entries.map((entry) => [entry.kind, entry.amount]));
    expect(byKind).toMatchObject({ sale: -6750, commission: 675, collection: 6750 });

    const today = localDate(new Date(), TZ);
    const report = await call(company, 'GET', `/api/coupons/report?company=${a1()}&from=${today}&to=${today}`);
    expect(report.statusCode, report.body).toBe(200);
    const item = report.json().items.find((row: { coupon: string }) => row.coupon === id);
    expect(item).toEqual({ coupon: id, code, uses: 2, discount: 2250, sales: 6750 });
    expect(
      (await call(otherCompany, 'GET', `/api/coupons/report?company=${a1()}&from=${today}&to=${today}`)).statusCode,
    ).toBe(404);
  });

  it("counts a company's uses of its partner's city code and of an archived code, and only the period's", async () => {
    const city = await call(admin, 'POST', '/api/coupons/city', {
      city: 'Guadalajara',
      state: 'Jalisco',
      code: newCode('CIUDAD'),
      kind: 'amount',
      value: 1000,
    });
    expect(city.statusCode, city.body).toBe(201);
    const cityCode = city.json() as { id: string; code: string };
    const own = await createCoupon({ kind: 'amount', value: 500 });
    for (const placed of [
      await orderWith(cityCode.code),
      await orderWith(cityCode.code),
      await orderWith(cityCode.code, {}, newPhone(), menu2),
      await orderWith(own.code),
    ]) {
      expect(placed.statusCode, placed.body).toBe(201);
    }
    // An archived code keeps its uses in the report; a use of an earlier day is not in today's.
    await t.db.update(coupons).set({ archived: true }).where(eq(coupons.id, own.id));
    const [earlier] = await t.db
      .select({ orderId: couponUses.orderId })
      .from(couponUses)
      .where(eq(couponUses.couponId, cityCode.id))
      .limit(1);
    await t.db
      .update(couponUses)
      .set({ at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(couponUses.orderId, earlier.orderId));

    const today = localDate(new Date(), TZ);
    const figures = async (companyId: string, session: Session) => {
      const report = await call(session, 'GET', `/api/coupons/report?company=${companyId}&from=${today}&to=${today}`);
      expect(report.statusCode, report.body).toBe(200);
      return report.json().items as { coupon: string; uses: number; discount: number }[];
    };
    const first = await figures(a1(), company);
    expect(first.find((row) => row.coupon === own.id)).toMatchObject({ code: own.code, uses: 1, discount: 500 });
    expect(first.find((row) => row.coupon === cityCode.id)).toMatchObject({ uses: 1, discount: 1000 });
    expect((await figures(a2(), company2)).find((row) => row.coupon === cityCode.id)).toMatchObject({ uses: 1 });
  });
});

import { addDays, clockAt, localDate, localTime } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orderSlots, orders, pushOutbox } from '../src/db/schema/index.ts';
import { announceDueOrders } from '../src/modules/orders/due-orders.ts';
import { escalateDueOrders } from '../src/modules/orders/escalation.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';

/**
 * Orders for later (decision 054): the slots of a company on its clocks (a company in America/Tijuana), the
 * settings, the refusals at intake (409 slot_unavailable / slot_full), the capacity race, the storefront's call and
 * the public slots list. Runs on PGlite and on PostgreSQL. The DST edges are in packages/shared (order-slots.test.ts).
 */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let admin: Session;
let otherCompany: Session;
let menu: Menu;
const TZ = 'America/Tijuana';
const a1 = () => tenants.a.companies[0].id;

type Slots = {
  timezone: string;
  dates: string[];
  date: string | null;
  slots: { start: string; label: string; available: boolean }[];
};

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin, otherCompany },
  } = await startWithTenants(['company', 'admin', 'otherCompany']));
  menu = await createMenu(t.db, a1());
  await t.db.update(companies).set({ slug: 'tacos-tijuana' }).where(eq(companies.id, a1()));
});
afterAll(() => t.close());

const settings = async (values: Record<string, unknown>, session = company) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/companies?ID=${a1()}`,
    headers: asHeaders(session),
    payload: values,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Every day 09:00–11:00 on the company's clocks, with these special dates. */
const hoursNineToEleven = async (specialDates: { date: string; closed: boolean; ranges: [] }[]) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/companies/schedules?ID=${a1()}`,
    headers: asHeaders(company),
    payload: {
      schedules: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ from: '09:00', to: '11:00' }]]),
      ),
      specialDates,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const tomorrow = () => addDays(localDate(new Date(), TZ), 1);

const slotsFor = async (date: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/storefront/companies/tacos-tijuana/slots?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Slots;
};

const scheduled = (scheduledFor: string | null, phone = '3322334455') => {
  const body = simpleIntake(a1(), menu);
  return postOrder(t, company, { ...body, customer: { ...body.customer, phone }, scheduledFor });
};

describe('orders for later: settings and the slots of a day', () => {
  it('the shop sets slot length, lead, capacity and days ahead; a bad length is 400', async () => {
    const saved = await settings({
      timezone: TZ,
      schedules: undefined,
      slotMinutes: 30,
      slotLeadMinutes: 60,
      slotCapacity: 2,
      slotDaysAhead: 3,
      preparationMinutes: 25,
    });
    expect(saved).toMatchObject({
      timezone: TZ,
      slotMinutes: 30,
      slotLeadMinutes: 60,
      slotCapacity: 2,
      slotDaysAhead: 3,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/companies?ID=${a1()}`,
      headers: asHeaders(company),
      payload: { slotMinutes: 25 },
    });
    expect(bad.statusCode).toBe(400);
    // While the hours are all day: an order as soon as possible carries neither slot nor due time.
    const asap = await scheduled(null);
    expect(asap.statusCode, asap.body).toBe(201);
    expect(asap.json()).toMatchObject({ scheduledFor: null, dueAt: null });
  });

  it("lists tomorrow's slots on Tijuana's clocks from its hours, every one available", async () => {
    await hoursNineToEleven([]);
    const day = tomorrow();
    const list = await slotsFor(day);
    expect(list.timezone).toBe(TZ);
    expect(list.dates[0]).toBe(localDate(new Date(), TZ));
    expect(list.dates).toHaveLength(4);
    expect(list.slots.map((slot) => slot.label)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    for (const slot of list.slots) {
      expect(localTime(new Date(slot.start), TZ).date).toBe(day);
      expect(clockAt(new Date(slot.start), TZ)).toBe(slot.label);
      expect(slot.available).toBe(true);
    }
  });
});

describe('orders for later: the intake', () => {
  it('takes a slot: scheduledFor kept, due at the slot minus the preparation minutes, counted in order_slots', async () => {
    const [slot] = (await slotsFor(tomorrow())).slots;
    const response = await scheduled(slot.start);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order.scheduledFor).toBe(slot.start);
    expect(order.dueAt).toBe(new Date(new Date(slot.start).getTime() - 25 * 60_000).toISOString());
    const [count] = await t.db
      .select()
      .from(orderSlots)
      .where(and(eq(orderSlots.companyId, a1()), eq(orderSlots.startsAt, new Date(slot.start))));
    expect(count).toMatchObject({ taken: 1, capacity: 2 });
  });

  it('refuses with 409 slot_unavailable a time that is not a slot start, within the lead, past the days, or closed', async () => {
    const [first] = (await slotsFor(tomorrow())).slots;
    const notStart = new Date(new Date(first.start).getTime() + 10 * 60_000).toISOString();
    const tooFar = new Date(new Date(first.start).getTime() + 5 * 86_400_000).toISOString();
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    for (const when of [notStart, tooFar, soon]) {
      const response = await scheduled(when);
      expect(response.statusCode, `${when}: ${response.body}`).toBe(409);
      expect(response.json().error.code).toBe('slot_unavailable');
      expect(response.json().error.message).toMatch(/no está disponible/);
    }
    await hoursNineToEleven([{ date: addDays(tomorrow(), 1), closed: true, ranges: [] }]);
    const closedDay = new Date(new Date(first.start).getTime() + 86_400_000).toISOString();
    const closed = await scheduled(closedDay);
    expect(closed.json().error?.code).toBe('slot_unavailable');
    expect((await slotsFor(addDays(tomorrow(), 1))).slots).toEqual([]);
  });

  it('a full slot is refused (409 slot_full) and shown unavailable; another tenant cannot read the staff list', async () => {
    const [, second] = (await slotsFor(tomorrow())).slots;
    expect((await scheduled(second.start)).statusCode).toBe(201);
    expect((await scheduled(second.start)).statusCode).toBe(201);
    const full = await scheduled(second.start);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'slot_full', message: expect.stringContaining('ya está lleno') });
    const list = await slotsFor(tomorrow());
    expect(list.slots.find((slot) => slot.start === second.start)?.available).toBe(false);

    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/orders/slots?company=${a1()}&date=${tomorrow()}`,
      headers: asHeaders(company),
    });
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as Slots).slots).toHaveLength(4);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/orders/slots?company=${a1()}`,
      headers: asHeaders(otherCompany),
    });
    expect(other.statusCode).toBe(404);
  });

  it('50 orders at once for a slot with one place: exactly one is taken, 49 are slot_full', async () => {
    await settings({ slotCapacity: 1 });
    const slot = (await slotsFor(tomorrow())).slots[2];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        scheduled(slot.start, `33${String(50_000_000 + index).padStart(8, '0')}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.code))).toEqual(
      new Set(['slot_full']),
    );
    const placed = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, a1()), eq(orders.scheduledFor, new Date(slot.start))));
    expect(placed).toHaveLength(1);
  });

  it('a shop switched off now still takes an order for tomorrow; with capacity 0 it takes none', async () => {
    await settings({ slotCapacity: 3 });
    await t.db.update(companies).set({ open: false }).where(eq(companies.id, a1()));
    const slot = (await slotsFor(tomorrow())).slots[3];
    expect((await scheduled(slot.start)).statusCode).toBe(201);
    expect((await scheduled(null)).json().error.code).toBe('company_closed');
    await t.db.update(companies).set({ open: true }).where(eq(companies.id, a1()));
    await settings({ slotCapacity: 0 });
    const none = await scheduled(slot.start);
    expect(none.json().error.code).toBe('slot_unavailable');
    expect((await slotsFor(tomorrow())).dates).toEqual([]);
    await settings({ slotCapacity: 3 });
  });

  it('the storefront takes scheduledFor, and the partner admin may schedule for its company', async () => {
    const slot = (await slotsFor(tomorrow())).slots[3];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storefront/companies/tacos-tijuana/orders',
      headers: { 'idempotency-key': 'storefront-later-1' },
      payload: {
        type: 'pickup',
        products: [{ product: menu.drink.id, quantity: 1 }],
        customer: { name: 'Ana', phone: '3317000099' },
        payment: 'cash',
        scheduledFor: slot.start,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    // The customer's tracking page carries the slot.
    expect(response.json().order.scheduledFor).toBe(slot.start);
    const [row] = await t.db.select().from(orders).where(eq(orders.idempotencyKey, 'storefront-later-1'));
    expect(row.scheduledFor?.toISOString()).toBe(slot.start);
    const body = simpleIntake(a1(), menu);
    const byAdmin = await postOrder(t, admin, { ...body, scheduledFor: slot.start });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});

describe('orders for later: coming due', () => {
  it('the sweep announces a due order once (push queued, version bumped, in the changes), then it escalates from its due time', async () => {
    const slot = (await slotsFor(tomorrow())).slots[0];
    const placed = await scheduled(slot.start, '3399887766');
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    // Not due yet: no push at intake, nothing announced, nothing escalated.
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, order.id))).toEqual([]);
    expect((await announceDueOrders(t.db)).map((row) => row.id)).not.toContain(order.id);
    expect((await escalateDueOrders(t.db)).map((row) => row.id)).not.toContain(order.id);

    const since = new Date(Date.now() - 1000).toISOString();
    await t.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const due = await announceDueOrders(t.db);
    expect(due.map((row) => row.id)).toEqual([order.id]);
    expect(due[0].version).toBe(order.version + 1);
    expect(await announceDueOrders(t.db)).toEqual([]);
    const queued = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, order.id));
    expect(queued.map((row) => row.kind)).toEqual(['order']);
    const changes = await t.app.inject({
      method: 'GET',
      url: `/api/orders/changes?since=${encodeURIComponent(since)}`,
      headers: asHeaders(company),
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(JSON.stringify(changes.json())).toContain(order.id);

    // Escalation counts from the due time, not from when the order was placed (yesterday, say).
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order.id));
    expect((await escalateDueOrders(t.db)).map((row) => row.id)).not.toContain(order.id);
    await t.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(orders.id, order.id));
    expect((await escalateDueOrders(t.db)).map((row) => row.id)).toContain(order.id);
  });
});

describe('orders for later: reports', () => {
  it('counts and lists an order for later on its delivery day (the local date of its slot), not the day it was placed', async () => {
    const today = localDate(new Date(), TZ);
    const day = tomorrow();
    const report = async (date: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/reports?ID=${a1()}&from=${date}&to=${date}`,
        headers: asHeaders(company),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { totals: { orders: number }; orders: { items: { id: string }[] } };
      return { count: body.totals.orders, listed: body.orders.items.map((order) => order.id) };
    };
    const [beforeToday, beforeTomorrow] = [await report(today), await report(day)];
    const slot = (await slotsFor(day)).slots.find((each) => each.available)!;
    const placed = await scheduled(slot.start, '3311001100');
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json() as { id: string };
    const [afterToday, afterTomorrow] = [await report(today), await report(day)];
    expect(afterTomorrow.count).toBe(beforeTomorrow.count + 1);
    expect(afterToday.count).toBe(beforeToday.count);
    // The report's order list follows the same day rule as its figures: listed tomorrow, not today.
    expect(afterTomorrow.listed).toContain(id);
    expect(afterToday.listed).not.toContain(id);
    expect(afterTomorrow.listed).toHaveLength(afterTomorrow.count);
  });
});

describe('orders for later: a place given back', () => {
  it('a cancelled or rejected order for later frees its place in the slot', async () => {
    await settings({ slotCapacity: 1 });
    // Two days ahead: tomorrow's slots are full at one place each, the day after is closed (tests above).
    const slot = (await slotsFor(addDays(tomorrow(), 2))).slots.find((each) => each.available)!;
    const first = await scheduled(slot.start, '3312120001');
    expect(first.statusCode, first.body).toBe(201);
    expect((await scheduled(slot.start, '3312120002')).json().error.code).toBe('slot_full');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${first.json().id}&status=cancelled`,
      headers: { ...asHeaders(company), ...managerHeader() },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const second = await scheduled(slot.start, '3312120003');
    expect(second.statusCode, second.body).toBe(201);
    const reject = await t.app.inject({
      method: 'POST',
      url: '/api/rejections',
      headers: asHeaders(company),
      payload: { order: second.json().id, reason: 'too_busy' },
    });
    expect(reject.statusCode, reject.body).toBeLessThan(300);
    expect((await scheduled(slot.start, '3312120004')).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(orderSlots)
      .where(and(eq(orderSlots.companyId, a1()), eq(orderSlots.startsAt, new Date(slot.start))));
    expect(row.taken).toBe(1);
  });
});

describe('orders for later: a slot row the process knows', () => {
  it('an order for a slot whose row went missing after this process counted in it writes the row again', async () => {
    await settings({ slotCapacity: 2 });
    // The intake updates a slot row it has seen written instead of upserting it (orders.queries.ts); a row gone
    // fails that insert as a stale catalogue does, and the order is placed again with the upsert.
    // The day's last slot: the test above took the first.
    const slot = (await slotsFor(addDays(tomorrow(), 2))).slots.filter((each) => each.available).at(-1)!;
    const where = and(eq(orderSlots.companyId, a1()), eq(orderSlots.startsAt, new Date(slot.start)));
    expect((await scheduled(slot.start, '3313130001')).statusCode).toBe(201);
    const second = await scheduled(slot.start, '3313130002');
    expect(second.statusCode, second.body).toBe(201);
    expect((await t.db.select().from(orderSlots).where(where))[0].taken).toBe(2);
    await t.db.delete(orderSlots).where(where);
    const again = await scheduled(slot.start, '3313130003');
    expect(again.statusCode, again.body).toBe(201);
    expect((await t.db.select().from(orderSlots).where(where))[0].taken).toBe(1);
    expect((await scheduled(slot.start, '3313130004')).statusCode).toBe(201);
    expect((await scheduled(slot.start, '3313130005')).json().error.code).toBe('slot_full');
  });
});

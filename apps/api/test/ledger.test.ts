import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema/index.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let otherCompany: Session;
let menu: Menu;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherAdmin, otherCompany },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin', 'otherCompany']));
  menu = await createMenu(t.db, a1());
});
afterAll(() => t.close());

const call = requester(() => t.app, '', managerHeader());

const move = async (session: Session, id: string, ...statuses: string[]) => {
  for (const status of statuses) {
    const response = await call(session, 'PUT', `/api/orders/status?ID=${id}&status=${status}`);
    expect(response.statusCode, response.body).toBe(200);
  }
};

const deliveredOrder = async (payment: 'card' | 'cash' | 'online', type: 'pickup' | 'delivery') => {
  const response = await postOrder(t, company, { ...simpleIntake(a1(), menu, 2), payment, type });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  await move(company, order.id, 'accepted', 'ready', ...(type === 'delivery' ? ['on_the_way'] : []), 'delivered');
  return order as { id: string; subtotal: number; deliveryFee: number; total: number };
};

const entriesOf = (orderId: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const ledger = async (session: Session, companyId = a1()) => {
  const response = await call(session, 'GET', `/api/payments/company?company=${companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('ledger entries of a delivered order', () => {
  it('a card pickup order: the sale, the 10 % commission, and the money the company collected', async () => {
    const before = (await ledger(company)).balance;
    const order = await deliveredOrder('card', 'pickup');
    const entries = await entriesOf(order.id);
    const byKind = Object.fromEntries(entries.map((entry) => [entry.kind, entry]));
    expect(Object.keys(byKind).sort()).toEqual(['collection', 'commission', 'sale']);
    expect(byKind.sale.amount).toBe(-order.subtotal);
    expect(byKind.commission.amount).toBe(Math.round(order.subtotal / 10));
    expect(byKind.collection).toMatchObject({ amount: order.total, collectedBy: 'company', method: 'card' });
    expect((await ledger(company)).balance - before).toBe(Math.round(order.subtotal / 10));
  });

  it('an online delivery order: the partner collected, so it owes the sale and the fee less its commission', async () => {
    const before = (await ledger(company)).balance;
    const order = await deliveredOrder('online', 'delivery');
    expect(order.deliveryFee).toBeGreaterThan(0);
    const kinds = (await entriesOf(order.id)).map((entry) => [entry.kind, entry.amount, entry.collectedBy]);
    const commission = Math.round(order.subtotal / 10);
    expect(kinds.sort()).toEqual(
      [
        ['commission', commission, 'partner'],
        ['delivery_fee', -order.deliveryFee, 'partner'],
        ['sale', -order.subtotal, 'partner'],
      ].sort(),
    );
    expect((await ledger(company)).balance - before).toBe(-(order.subtotal + order.deliveryFee - commission));
  });

  it('a cancelled order writes nothing, and a delivered one cannot be written twice', async () => {
    const response = await postOrder(t, company, simpleIntake(a1(), menu));
    const order = response.json();
    await move(company, order.id, 'accepted', 'cancelled');
    expect(await entriesOf(order.id)).toEqual([]);
  });
});

describe('GET /payments/company and /payments/statement', () => {
  it('lists statements whose lines add up to their totals, chained by opening and closing', async () => {
    const body = await ledger(company);
    expect(body.company).toMatchObject({ id: a1(), timezone: 'America/Mexico_City' });
    expect(body.gatewayReady).toBe(false);
    const open = body.statements[0];
    expect(open.closed).toBe(false);
    const statement = (
      await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=${open.periodStart}`)
    ).json();
    expect(statement.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(
      statement.total,
    );
    expect(statement.closing).toBe(statement.opening + statement.total);
    expect(statement.closing).toBe(body.balance);
    expect(statement.lines[0]).toMatchObject({
      kind: expect.any(String),
      description: expect.stringContaining('pedido #'),
    });
  });

  it('answers 404 for a period without a statement, and 400 for a malformed one', async () => {
    const none = await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=2020-01-05`);
    expect(none.statusCode).toBe(404);
    const bad = await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=ayer`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/[áéíóúñ]|Periodo|datos/i);
  });

  it('never shows another tenant: 404 for another company and another partner', async () => {
    expect((await call(company, 'GET', `/api/payments/company?company=${a2()}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', `/api/payments/company?company=${a1()}`)).statusCode).toBe(404);
    expect((await call(otherCompany, 'GET', `/api/payments/history?company=${a1()}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/payments/company?company=${a2()}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/payments/company?company=${a1()}`)).statusCode).toBe(200);
  });
});

describe('errand entries', () => {
  it('a delivered errand charges its fee and credits the money the rider collected', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: asHeaders(company2),
      payload: { dropoff: { address: 'Av. México 2300' }, amountToCollect: 25000, fee: 4000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const errand = created.json();
    for (const status of ['assigned', 'on_the_way', 'delivered']) {
      const response = await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=${status}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.errandId, errand.id));
    expect(entries.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ['errand_collection', -25000],
      ['errand_fee', 4000],
    ]);
    expect((await ledger(company2, a2())).balance).toBe(-21000);
  });
});

describe('settings and commission', () => {
  it('lets an admin set the commission, the period and the cut-off day; a member may not', async () => {
    const denied = await call(member, 'PUT', '/api/payments/settings', {
      commissionBps: 1500,
      periodWeeks: 1,
      cutoffDay: 0,
    });
    expect(denied.statusCode).toBe(403);
    const wrong = await call(admin, 'PUT', '/api/payments/settings', {
      commissionBps: 20000,
      periodWeeks: 3,
      cutoffDay: 9,
    });
    expect(wrong.statusCode).toBe(400);
    const saved = await call(admin, 'PUT', '/api/payments/settings', {
      commissionBps: 1500,
      periodWeeks: 2,
      cutoffDay: 5,
    });
    expect(saved.json()).toEqual({ commissionBps: 1500, periodWeeks: 2, cutoffDay: 5 });
    expect(
      (await call(company, 'PUT', '/api/payments/settings', { commissionBps: 0, periodWeeks: 1, cutoffDay: 0 }))
        .statusCode,
    ).toBe(403);
    // The period in course keeps its dates; the new rule applies from the next one.
    const [open] = (await ledger(company)).statements;
    expect(open.closed).toBe(false);
    expect(new Date(`${open.periodEnd}T00:00:00Z`).getUTCDay()).toBe(0);
  });

  it('uses a company commission over the partner default', async () => {
    const other = await call(otherAdmin, 'PUT', '/api/payments/commission', { company: a1(), commissionBps: 500 });
    expect(other.statusCode).toBe(404);
    const set = await call(admin, 'PUT', '/api/payments/commission', { company: a1(), commissionBps: 500 });
    expect(set.statusCode).toBe(204);
    const order = await deliveredOrder('cash', 'pickup');
    const commission = (await entriesOf(order.id)).find((entry) => entry.kind === 'commission');
    expect(commission?.amount).toBe(Math.round(order.subtotal * 0.05));
    expect((await ledger(company)).settings.companyCommissionBps).toBe(500);
    await call(admin, 'PUT', '/api/payments/commission', { company: a1(), commissionBps: null });
    expect((await ledger(company)).settings.companyCommissionBps).toBeNull();
  });
});

describe('POST /payments/manual and GET /payments/history', () => {
  it('records a cash payment from the company, which lowers its balance', async () => {
    const before = (await ledger(company)).balance;
    const response = await call(admin, 'POST', '/api/payments/manual', {
      company: a1(),
      direction: 'company_to_partner',
      method: 'cash',
      amount: 12345,
      reference: 'Recibo 0042',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'paid', amount: 12345, method: 'cash' });
    expect((await ledger(company)).balance).toBe(before - 12345);
    const history = (await call(company, 'GET', `/api/payments/history?company=${a1()}`)).json();
    expect(history.items[0]).toMatchObject({ id: response.json().id, reference: 'Recibo 0042' });
    const one = await call(company, 'GET', `/api/payments/payment?ID=${response.json().id}`);
    expect(one.statusCode).toBe(200);
    expect((await call(otherCompany, 'GET', `/api/payments/payment?ID=${response.json().id}`)).statusCode).toBe(404);
  });

  it('records a transfer to the company, which raises its balance', async () => {
    const before = (await ledger(company2, a2())).balance;
    const response = await call(admin, 'POST', '/api/payments/manual', {
      company: a2(),
      direction: 'partner_to_company',
      method: 'transfer',
      amount: 21000,
      reference: 'SPEI 998877',
    });
    expect(response.statusCode).toBe(201);
    expect((await ledger(company2, a2())).balance).toBe(before + 21000);
  });

  it('refuses members, other tenants, and bad input with a Spanish message', async () => {
    const body = { company: a1(), direction: 'company_to_partner', method: 'cash', amount: 100, reference: 'x' };
    expect((await call(member, 'POST', '/api/payments/manual', body)).statusCode).toBe(403);
    expect((await call(company, 'POST', '/api/payments/manual', body)).statusCode).toBe(403);
    expect((await call(otherAdmin, 'POST', '/api/payments/manual', body)).statusCode).toBe(404);
    const bad = await call(admin, 'POST', '/api/payments/manual', { ...body, amount: -5, reference: '' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('mayor que cero');
  });
});

describe('GET /payments/partner', () => {
  it('lists the balances of the companies the account reaches, filterable by city and state', async () => {
    const body = (await call(admin, 'GET', '/api/payments/partner')).json();
    expect(body.companies.map((row: { company: string }) => row.company).sort()).toEqual([a1(), a2()].sort());
    const second = body.companies.find((row: { company: string }) => row.company === a2());
    expect(second.payoutOwed).toBe(Math.max(0, -second.balance));
    const first = body.companies.find((row: { company: string }) => row.company === a1());
    expect(first.onlineCollected).toBeGreaterThan(0);
    expect(body.totals.payoutOwed).toBe(
      body.companies.reduce((sum: number, row: { payoutOwed: number }) => sum + row.payoutOwed, 0),
    );
    const elsewhere = (await call(admin, 'GET', '/api/payments/partner?city=Monterrey')).json();
    expect(elsewhere.companies).toEqual([]);
    const memberView = (await call(member, 'GET', '/api/payments/partner')).json();
    expect(memberView.companies.map((row: { company: string }) => row.company)).toEqual([a1()]);
    const otherView = (await call(otherAdmin, 'GET', '/api/payments/partner')).json();
    expect(otherView.companies.map((row: { company: string }) => row.company)).not.toContain(a1());
    expect((await call(company, 'GET', '/api/payments/partner')).statusCode).toBe(403);
  });
});

describe('POST /payments/checkout without gateway', () => {
  it('explains that the partner has not set its gateway', async () => {
    const response = await call(company, 'POST', '/api/payments/checkout', { company: a1() });
    expect([409]).toContain(response.statusCode);
    expect(['gateway_not_configured', 'nothing_to_pay']).toContain(response.json().error.code);
    expect((await call(otherCompany, 'POST', '/api/payments/checkout', { company: a1() })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/payments/checkout', { company: a1() })).statusCode).toBe(403);
  });
});

describe('POST /payments/adjustment', () => {
  it('corrects with a new line, leaving the corrected one as it was', async () => {
    const statement = (await ledger(company)).statements[0];
    const lines = (
      await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=${statement.periodStart}`)
    ).json().lines as { id: string; amount: number }[];
    const target = lines[0];
    const before = (await ledger(company)).balance;
    const body = { company: a1(), amount: -1500, description: 'Comisión cobrada de más', corrects: target.id };
    expect((await call(member, 'POST', '/api/payments/adjustment', body)).statusCode).toBe(403);
    expect((await call(otherAdmin, 'POST', '/api/payments/adjustment', body)).statusCode).toBe(404);
    const foreignLine = await call(admin, 'POST', '/api/payments/adjustment', { ...body, company: a2() });
    expect(foreignLine.statusCode).toBe(404);
    const zero = await call(admin, 'POST', '/api/payments/adjustment', { ...body, amount: 0 });
    expect(zero.statusCode).toBe(400);
    const response = await call(admin, 'POST', '/api/payments/adjustment', body);
    expect(response.statusCode, response.body).toBe(201);
    expect((await ledger(company)).balance).toBe(before - 1500);
    const [original] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, target.id));
    expect(original.amount).toBe(target.amount);
    const corrections = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.correctsId, target.id));
    expect(corrections).toMatchObject([{ kind: 'adjustment', amount: -1500, description: 'Comisión cobrada de más' }]);
    // The company reads the correction on its own statement, beside the line it corrects.
    const current = (await ledger(company)).statements[0].periodStart;
    const seen = await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=${current}`);
    expect(seen.json().lines).toContainEqual(
      expect.objectContaining({ kind: 'adjustment', amount: -1500, description: 'Comisión cobrada de más' }),
    );
  });
});

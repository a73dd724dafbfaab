import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { createMenu, type Menu, postOrder, simpleIntake } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let otherCompany: Session;
let menu: Menu;

const a1 = () => tenants.a.companies[0].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, otherCompany },
  } = await startWithTenants(['company', 'otherCompany']));
  menu = await createMenu(t.db, a1());
});
afterAll(() => t.close());

const call = requester(() => t.app);
const trackingLink = (session: Session, id: string) => call(session, 'POST', `/api/orders/tracking-link?ID=${id}`);

describe('POST /orders/tracking-link (the bag ticket QR)', () => {
  it('gives the shop a fresh link that opens the order on the storefront tracking page', async () => {
    const order = (await postOrder(t, company, simpleIntake(a1(), menu))).json();
    const first = await trackingLink(company, order.id);
    expect(first.statusCode, first.body).toBe(200);
    const { path } = first.json() as { path: string };
    const match = /^\/t\/([^/]+)\/pedido\/([^/]+)$/.exec(path);
    expect(match).not.toBeNull();
    const tracked = await t.app.inject({ method: 'GET', url: `/api/storefront/track/${match![2]}` });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().number).toBe(order.number);
    expect(tracked.json().company.slug).toBe(decodeURIComponent(match![1]!));
    // Each print mints its own secret; the earlier one keeps working.
    const second = (await trackingLink(company, order.id)).json() as { path: string };
    expect(second.path).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: `/api/storefront/track/${match![2]}` })).statusCode).toBe(200);
  });

  it('never for another tenant’s order (404)', async () => {
    const order = (await postOrder(t, company, simpleIntake(a1(), menu))).json();
    const response = await trackingLink(otherCompany, order.id);
    expect(response.statusCode).toBe(404);
  });
});

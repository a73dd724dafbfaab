import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, whatsappOutbox, whatsappSessions } from '../src/db/schema/index.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';
import { managerHeader } from './order-fixtures.ts';
import { createShop, postStorefrontOrder, type Shop, storefrontOrder } from './storefront-fixtures.ts';
import { standInNetwork, testTimings } from './whatsapp-stand-in.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let tenants: Awaited<ReturnType<typeof createTenants>>;
let admin: Session;
let company: Session;
let shop: Shop;
const stand = standInNetwork();
const SLUG = 'tacos-con-aviso';

const until = async (check: () => Promise<boolean>, ms = 3000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  t = await createTestApp({}, { whatsapp: { factory: (options) => stand.factory(options), ...testTimings } });
  tenants = await createTenants(t.db);
  admin = await signIn(t.app, tenants.a.emails.admin);
  company = await signIn(t.app, tenants.a.emails.company);
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
  await t.app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: asHeaders(admin) });
  stand.last().auth.creds.me = { id: '5213399998888:3@s.whatsapp.net' };
  stand.last().open();
  await until(async () => {
    const [row] = await t.db
      .select()
      .from(whatsappSessions)
      .where(eq(whatsappSessions.partnerId, tenants.a.partner.id));
    return row?.status === 'open';
  });
});
afterAll(() => t.close());

describe('storefront orders on WhatsApp', () => {
  it("the customer's status updates are queued on the partner's linked WhatsApp like any channel's", async () => {
    const body = storefrontOrder(shop);
    const placed = await postStorefrontOrder(t, SLUG, body);
    expect(placed.statusCode).toBe(201);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, tenants.a.companies[0].id), eq(orders.number, placed.json().order.number)));
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${order.id}&status=accepted&minutes=25`,
      headers: { ...asHeaders(company), ...managerHeader() },
    });
    expect(accepted.statusCode).toBe(200);
    const queued = await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, order.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ event: 'accepted', phone: `+52${body.customer.phone}` });
    expect(queued[0].body).toContain('25 minutos');
  });
});

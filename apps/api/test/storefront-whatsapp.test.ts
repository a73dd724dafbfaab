import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, whatsappOutbox } from '../src/db/schema/index.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { managerHeader } from './order-fixtures.ts';
import { createShop, postStorefrontOrder, type Shop, storefrontOrder } from './storefront-fixtures.ts';
import { linkThroughStandIn, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let company: Session;
let shop: Shop;
const stand = standInNetwork();
const SLUG = 'tacos-con-aviso';

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, company },
  } = await startWithTenants(
    ['admin', 'company'],
    {},
    {
      whatsapp: { factory: (options) => stand.factory(options), ...testTimings },
    },
  ));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
  await linkThroughStandIn(t, stand, admin, tenants.a.partner.id);
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, whatsappOutbox } from '../src/db/schema/index.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';
import { linkThroughStandIn, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

/** The WhatsApp "delivered" message carries the tracking page's link where the customer rates (decision 052). */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let menu: Awaited<ReturnType<typeof createMenu>>;
const stand = standInNetwork();
const PUBLIC_URL = 'https://pedidos.ejemplo.mx';

beforeAll(async () => {
  let admin: Session;
  ({
    t,
    tenants,
    sessions: { admin, company },
  } = await startWithTenants(
    ['admin', 'company'],
    { PUBLIC_URL },
    { whatsapp: { factory: (options) => stand.factory(options), ...testTimings } },
  ));
  menu = await createMenu(t.db, tenants.a.companies[0].id);
  await linkThroughStandIn(t, stand, admin, tenants.a.partner.id);
});
afterAll(() => t.close());

const deliveredOrder = async () => {
  const intake = {
    ...simpleIntake(tenants.a.companies[0].id, menu),
    customer: { name: 'Rita', phone: '33 4455 6677', address: 'Calle 1' },
  };
  const placed = await postOrder(t, company, intake);
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json() as { id: string };
  for (const status of ['accepted', 'ready', 'on_the_way', 'delivered']) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${id}&status=${status}${status === 'accepted' ? '&minutes=20' : ''}`,
      headers: { ...asHeaders(company), ...managerHeader() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
};

const messagesOf = (orderId: string) => t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, orderId));

describe('the delivered message', () => {
  it('links to the tracking page where the customer rates, once; other messages carry no link', async () => {
    const id = await deliveredOrder();
    const [{ slug }] = await t.db
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, tenants.a.companies[0].id));
    const messages = await messagesOf(id);
    const delivered = messages.find((row) => row.event === 'delivered');
    const pattern = new RegExp(
      `\\n\\n¿Cómo te fue\\? Califica tu pedido aquí: ${PUBLIC_URL.replaceAll('.', '\\.')}/t/${slug}/pedido/([A-Za-z0-9_-]{43})$`,
    );
    const token = pattern.exec(delivered?.body ?? '')?.[1];
    expect(token, delivered?.body).toBeDefined();
    for (const row of messages.filter((row) => row.event !== 'delivered')) expect(row.body).not.toContain('http');

    // The link opens the rating of this very order, and takes one rating.
    const asked = await t.app.inject({ method: 'GET', url: `/api/storefront/track/${token}/rating` });
    expect(asked.json()).toMatchObject({ state: 'open', rating: null });
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/track/${token}/rating`,
      payload: { stars: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json()).toMatchObject({ order: id, stars: 5 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/track/${token}/rating`,
      payload: { stars: 1 },
    });
    expect(again.json().error.code).toBe('already_rated');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, whatsappOutbox, whatsappSessions } from '../src/db/schema/index.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';
import { createMenu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';
import { standInNetwork, testTimings } from './whatsapp-stand-in.ts';

/** The WhatsApp "delivered" message carries the tracking page's link where the customer rates (decision 052). */
type Session = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let tenants: Awaited<ReturnType<typeof createTenants>>;
let company: Session;
let menu: Awaited<ReturnType<typeof createMenu>>;
const stand = standInNetwork();
const PUBLIC_URL = 'https://pedidos.ejemplo.mx';

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL },
    { whatsapp: { factory: (options) => stand.factory(options), ...testTimings } },
  );
  tenants = await createTenants(t.db);
  const admin = await signIn(t.app, tenants.a.emails.admin);
  company = await signIn(t.app, tenants.a.emails.company);
  menu = await createMenu(t.db, tenants.a.companies[0].id);
  await t.app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: asHeaders(admin) });
  stand.last().auth.creds.me = { id: '5213399998888:3@s.whatsapp.net' };
  stand.last().open();
  const start = Date.now();
  while ((await t.db.select().from(whatsappSessions)).find((row) => row.status === 'open') === undefined) {
    if (Date.now() - start > 3000) throw new Error('the stand-in session did not open');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

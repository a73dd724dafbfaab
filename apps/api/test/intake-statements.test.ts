import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN } from '../src/db/pglite-statements.ts';
import { pushDevices, pushOutbox } from '../src/db/schema/index.ts';
import { boxPolygon, createZone } from '../src/db/seed/factories.ts';
import { createChannelKey } from '../src/modules/channel-keys/channel-keys.service.ts';
import { createTenants, createTestApp, type TestApp } from './helper.ts';
import { createMenu, fullIntake, type Menu, postOrder } from './order-fixtures.ts';
import { statementsIn } from './statements-in.ts';

/**
 * On the embedded database every statement is a turn on its only connection, so the intake's cost is
 * mostly its number of statements (bench/README.md). These tests keep that number down.
 */
let t: TestApp;
let tenants: Awaited<ReturnType<typeof createTenants>>;
let menu: Menu;
let bearer: { authorization: string };

const statementsDuring = (run: () => Promise<unknown>) => statementsIn(t.db, run);

beforeAll(async () => {
  t = await createTestApp();
  tenants = await createTenants(t.db);
  menu = await createMenu(t.db, tenants.a.companies[0].id);
  bearer = { authorization: `Bearer ${(await createChannelKey(t.db, tenants.a.partner.id, 'App')).key}` };
});
afterAll(() => t.close());

describe('the intake reads and writes in few statements', () => {
  it('takes a channel-key order with a promo in one statement once its key and catalogue are cached', async () => {
    const body = fullIntake(tenants.a.companies[0].id, menu);
    let status = 0;
    // The first order of a key and company reads them once (intake-catalogue.ts).
    const first = await statementsDuring(async () => {
      status = (await postOrder(t, bearer, body)).statusCode;
    });
    expect(status).toBe(201);
    expect(first).toHaveLength(3);
    expect(first[0]).toContain('channel_keys');
    expect(first[1]).toContain('"products"');
    expect(first[2]).toContain('insert into "orders"');
    const next = await statementsDuring(async () => {
      status = (await postOrder(t, bearer, fullIntake(tenants.a.companies[0].id, menu))).statusCode;
    });
    expect(status).toBe(201);
    // One statement: the insert, which checks the key is unrevoked and the catalogue's version unchanged.
    expect(next).toHaveLength(1);
    expect(next[0]).toContain('insert into "orders"');
    expect(next[0]).toContain('"channel_keys"');
    expect(next[0]).toContain('"catalogue_version"');
    // Planned once on the embedded database (src/db/pglite-statements.ts); the key's lookup is one index probe.
    for (const text of [...first.slice(1), ...next]) expect(text).toContain(GENERIC_PLAN);
  });

  it('prices a delivery by zones drawn since the catalogue was cached: the insert fails on the version, one read', async () => {
    const companyId = tenants.a.companies[0].id;
    await createZone(
      t.db,
      {
        partnerId: tenants.a.partner.id,
        name: 'Centro',
        geometry: boxPolygon([-103.4, 20.6, -103.3, 20.7]),
        deliveryFee: 1700,
      },
      [companyId],
    );
    const body = fullIntake(companyId, menu);
    const located = { ...body, customer: { ...body.customer, location: { lat: 20.65, lng: -103.35 } } };
    let answer = { statusCode: 0, json: () => ({}) as Record<string, unknown> };
    const statements = await statementsDuring(async () => {
      answer = await postOrder(t, bearer, located);
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ deliveryFee: 1700 });
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain('insert into "orders"');
    expect(statements[1]).toContain('"zones"');
    expect(statements[2]).toContain('insert into "orders"');
    const again = await statementsDuring(async () => {
      answer = await postOrder(t, bearer, located);
    });
    expect(answer.json()).toMatchObject({ deliveryFee: 1700 });
    expect(again).toHaveLength(1);
    const outside = { ...body, customer: { ...body.customer, location: { lat: 21.5, lng: -102 } } };
    expect((await postOrder(t, bearer, outside)).json().error.code).toBe('outside_delivery_zone');
  });

  it('queues a push only when some device of the company or its partner could hear it', async () => {
    const companyId = tenants.a.companies[0].id;
    const queued = async () => (await t.db.select().from(pushOutbox).where(eq(pushOutbox.companyId, companyId))).length;
    await t.app.push.drain();
    const before = await queued();
    expect((await postOrder(t, bearer, fullIntake(companyId, menu))).statusCode).toBe(201);
    await t.app.push.drain();
    expect(await queued()).toBe(before);

    // A subscription no push service takes: its row stays in the outbox, waiting for a retry.
    await t.db.insert(pushDevices).values({ ownerType: 'company', ownerId: companyId, token: '{}' });
    const statements = await statementsDuring(async () => {
      expect((await postOrder(t, bearer, fullIntake(companyId, menu))).statusCode).toBe(201);
    });
    expect(statements).toHaveLength(1);
    await t.app.push.drain();
    expect(await queued()).toBe(before + 1);
  });
});

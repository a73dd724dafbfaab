import { randomUUID } from 'node:crypto';
import { ORDER_OPENED, openedOrderEvent } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPresence, liveProcesses } from '../src/db/schema/index.ts';
import { beat, markScreensOn, releaseScreens } from '../src/modules/live/presence.queries.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, postOrder, simpleIntake } from './order-fixtures.ts';
import { listeners, settle, waitFor } from './sockets.ts';

let t: TestApp;
let tenants: Tenants;
let url: string;
let company: Session;
let admin: Session;
let otherAdmin: Session;
let otherCompany: Session;
const { received, connect, clear } = listeners();
const a1 = () => tenants.a.companies[0].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin, otherAdmin, otherCompany },
  } = await startWithTenants(['company', 'admin', 'otherAdmin', 'otherCompany']));
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const presence = async (session: Session) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/live/presence', headers: asHeaders(session) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { company: string; connected: boolean; since: string | null }[] }).items;
};

describe('presence of company screens', () => {
  it('tells the partner when a company has no screen connected, and since when', async () => {
    expect((await presence(admin)).find((item) => item.company === a1())).toEqual({
      company: a1(),
      connected: false,
      since: null,
    });
    const first = await connect(url, 'tablet', company.cookie);
    const second = await connect(url, 'phone', company.cookie);
    expect((await presence(admin)).find((item) => item.company === a1())).toMatchObject({
      connected: true,
      since: null,
    });

    first.disconnect();
    await settle();
    // Another screen of the company is still on.
    expect((await presence(admin)).find((item) => item.company === a1())?.connected).toBe(true);

    const before = Date.now();
    second.disconnect();
    let item = (await presence(admin)).find((entry) => entry.company === a1());
    for (let i = 0; i < 20 && item?.connected; i++) {
      await settle();
      item = (await presence(admin)).find((entry) => entry.company === a1());
    }
    expect(item?.connected).toBe(false);
    expect(Date.parse(item?.since ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it("never shows another tenant's companies", async () => {
    const ids = (await presence(otherAdmin)).map((item) => item.company);
    expect(ids).not.toContain(a1());
    const own = (await presence(company)).map((item) => item.company);
    expect(own).toEqual([a1()]);
  });
});

describe('heartbeats of the API processes', () => {
  const a2 = () => tenants.a.companies[1].id;
  const rowVersion = async (companyId: string) => {
    const result = await t.db.execute<{ xmin: string }>(
      sql`select xmin::text from company_presence where company_id = ${companyId}`,
    );
    return (('rows' in result ? result.rows : result) as { xmin: string }[])[0]?.xmin;
  };
  const itemOf = async (companyId: string) => (await presence(admin)).find((item) => item.company === companyId);

  it('write one row per process, not one per company, while screens stay', async () => {
    const processId = randomUUID();
    await beat(t.db, processId, []);
    await markScreensOn(t.db, processId, [a2()]);
    const written = await rowVersion(a2());
    await beat(t.db, processId, [a2()]);
    await beat(t.db, processId, [a2()]);
    expect(await rowVersion(a2())).toBe(written);
    expect(await itemOf(a2())).toMatchObject({ connected: true, since: null });
  });

  it('show a screen of a process that stopped beating as gone since its last heartbeat', async () => {
    const dead = randomUUID();
    const lastBeat = new Date(Date.now() - 90_000);
    await t.db.insert(liveProcesses).values({ id: dead, seenAt: lastBeat });
    await markScreensOn(t.db, dead, [a2()]);
    expect(await itemOf(a2())).toEqual({ company: a2(), connected: false, since: lastBeat.toISOString() });

    // A process that holds a screen of the company takes the row over at its next beat.
    const alive = randomUUID();
    await beat(t.db, alive, [a2()]);
    expect(await itemOf(a2())).toMatchObject({ connected: true, since: null });
    const [row] = await t.db.select().from(companyPresence).where(eq(companyPresence.companyId, a2()));
    expect(row.processId).toBe(alive);
  });

  it('forget a process silent for a day, its companies reading no screen since its last heartbeat', async () => {
    const gone = randomUUID();
    const lastBeat = new Date(Date.now() - 2 * 86_400_000);
    await t.db.insert(liveProcesses).values({ id: gone, seenAt: lastBeat });
    await markScreensOn(t.db, gone, [a2()]);
    await beat(t.db, randomUUID(), []);
    expect(await t.db.select().from(liveProcesses).where(eq(liveProcesses.id, gone))).toEqual([]);
    expect(await itemOf(a2())).toEqual({ company: a2(), connected: false, since: lastBeat.toISOString() });
  });

  it('leave a row unowned but on when this process’s last screen leaves and another process holds one', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await beat(t.db, first, [a2()]);
    await beat(t.db, second, [a2()]);
    await markScreensOn(t.db, second, [a2()]);
    await releaseScreens(t.db, second, a2());
    expect(await itemOf(a2())).toMatchObject({ connected: true });
    // The other holder claims it, so the company does not depend on a process that no longer has its screen.
    await beat(t.db, first, [a2()]);
    const [row] = await t.db.select().from(companyPresence).where(eq(companyPresence.companyId, a2()));
    expect(row.processId).toBe(first);
  });
});

describe('an order opened on one screen', () => {
  it('tells every screen of the company, and nobody can speak of another tenant’s order', async () => {
    const menu = await createMenu(t.db, a1());
    const placed = await postOrder(t, company, simpleIntake(a1(), menu));
    const order = placed.json() as { id: string };
    const tablet = await connect(url, 'tablet', company.cookie);
    const partner = await connect(url, 'partner', admin.cookie);
    const outsider = await connect(url, 'outsider', otherCompany.cookie);
    clear();
    outsider.emit(ORDER_OPENED, { id: order.id });
    await settle();
    expect(received.tablet).toEqual([]);
    tablet.emit(ORDER_OPENED, { id: order.id });
    await waitFor(() => received.partner.length > 0 && received.tablet.length > 0);
    expect(received.tablet).toEqual([{ event: openedOrderEvent(a1()), payload: { id: order.id } }]);
    expect(received.outsider).toEqual([]);
    for (const socket of [tablet, partner, outsider]) socket.disconnect();
  });
});

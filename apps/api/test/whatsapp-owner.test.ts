import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAuth, whatsappSessions } from '../src/db/schema/index.ts';
import { LostSessionError } from '../src/modules/whatsapp/auth-state.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { waitFor } from './sockets.ts';
import { anotherInstance, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

// Two app instances on one database: on PostgreSQL (api-postgres) two connection pools, as two processes.
let t: TestApp;
let other: Awaited<ReturnType<typeof anotherInstance>>;
let tenants: Tenants;
let adminA: Record<string, string>;
const first = standInNetwork();
const second = standInNetwork();

beforeAll(async () => {
  ({
    t,
    tenants,
    headers: { admin: adminA },
  } = await startWithTenants(['admin'], {}, { whatsapp: { factory: first.factory, ...testTimings } }));
  other = await anotherInstance(t, second.factory);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const sessionRow = async () =>
  (await t.db.select().from(whatsappSessions).where(eq(whatsappSessions.partnerId, tenants.a.partner.id)))[0];
const until = (check: () => Promise<boolean> | boolean) => waitFor(check, 4000);
const link = (app: TestApp['app']) =>
  app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: adminA }).then((r) => r.json());

describe('one owner per partner across processes', () => {
  it('starts the session in exactly one process when both are asked at once', async () => {
    const [a, b] = await Promise.all([link(t.app), link(other.app)]);
    expect(first.network.sockets.length + second.network.sockets.length).toBe(1);
    expect(a.connecting && b.connecting).toBe(true);
    expect(t.app.whatsapp.isRunningHere(tenants.a.partner.id)).not.toBe(
      other.app.whatsapp.isRunningHere(tenants.a.partner.id),
    );
    // Asking again anywhere starts nothing more.
    await Promise.all([link(t.app), link(other.app)]);
    expect(first.network.sockets.length + second.network.sockets.length).toBe(1);
  });

  it('lets the other process unlink: the owner logs out at its next lease renewal', async () => {
    const [owner, ownerNetwork, notOwner] = t.app.whatsapp.isRunningHere(tenants.a.partner.id)
      ? [t.app, first, other.app]
      : [other.app, second, t.app];
    const socket = ownerNetwork.last();
    socket.auth.creds.me = { id: '5213300001111:1@s.whatsapp.net' };
    socket.open();
    await until(async () => (await sessionRow()).status === 'open');
    const answer = await notOwner.inject({ method: 'POST', url: '/api/whatsapp/session/unlink', headers: adminA });
    expect(answer.statusCode).toBe(200);
    await until(() => socket.loggedOut);
    await until(async () => {
      const row = await sessionRow();
      return row.phone === null && row.ownerId === null;
    });
    expect(owner.whatsapp.isRunningHere(tenants.a.partner.id)).toBe(false);
    expect(await t.db.select().from(whatsappAuth).where(eq(whatsappAuth.partnerId, tenants.a.partner.id))).toEqual([]);
  });

  it('hands the session over when the owner stops renewing, and fences the old owner out', async () => {
    const before = first.network.sockets.length + second.network.sockets.length;
    await link(t.app);
    await until(() => first.network.sockets.length + second.network.sockets.length === before + 1);
    const [stalled, stalledNetwork, successor, successorNetwork] = t.app.whatsapp.isRunningHere(tenants.a.partner.id)
      ? [t.app, first, other.app, second]
      : [other.app, second, t.app, first];
    const oldSocket = stalledNetwork.last();
    // The owner stalls (its lease lapses); the other process takes the session on the next request.
    await t.db
      .update(whatsappSessions)
      .set({ ownerId: 'stalled', leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(whatsappSessions.partnerId, tenants.a.partner.id));
    const successorSockets = successorNetwork.network.sockets.length;
    await link(successor);
    expect(successorNetwork.network.sockets.length).toBe(successorSockets + 1);
    expect(successor.whatsapp.isRunningHere(tenants.a.partner.id)).toBe(true);
    await expect(oldSocket.auth.keys.set({ session: { x: new Uint8Array([1]) } })).rejects.toThrow(LostSessionError);
    await until(() => oldSocket.ended);
    expect(stalled.whatsapp.isRunningHere(tenants.a.partner.id)).toBe(false);
  });
});

import { WHATSAPP_CONNECTION, WHATSAPP_FETCH, WHATSAPP_QR, WHATSAPP_SESSION } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAuth, whatsappSessions } from '../src/db/schema/index.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { listeners, settle, waitFor } from './sockets.ts';
import { anotherInstance, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

const JID = '5213312345678:7@s.whatsapp.net';
let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let sessions: Record<'admin' | 'member' | 'otherAdmin' | 'company', Session>;
let url: string;
const stand = standInNetwork();
const { received, connect, clear } = listeners<Record<string, unknown>>();
const sockets: Socket[] = [];

const post = (path: string, headers = adminA) =>
  t.app.inject({ method: 'POST', url: `/api/whatsapp/session/${path}`, headers });
const session = async (headers = adminA) =>
  (await t.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers })).json();
const heard = (name: string, event: string) => received[name].filter((item) => item.event === event);

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions,
    headers: { admin: adminA },
  } = await startWithTenants(
    ['admin', 'member', 'otherAdmin', 'company'],
    {},
    {
      whatsapp: { factory: stand.factory, ...testTimings },
    },
  ));
  url = await listenOnLoopback(t.app);
  sockets.push(await connect(url, 'adminA', sessions.admin.cookie));
  sockets.push(await connect(url, 'memberA', sessions.member.cookie));
  sockets.push(await connect(url, 'adminB', sessions.otherAdmin.cookie));
  sockets.push(await connect(url, 'companyA', sessions.company.cookie));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('linking by QR', () => {
  it('starts no session until an admin asks, and answers fetch with the closed state', async () => {
    expect(stand.network.sockets).toHaveLength(0);
    sockets[0].emit(WHATSAPP_FETCH);
    await waitFor(() => heard('adminA', WHATSAPP_SESSION).length === 1);
    expect(heard('adminA', WHATSAPP_CONNECTION)[0].payload).toEqual({ connection: 'close' });
    expect(stand.network.sockets).toHaveLength(0);
    expect(await session()).toMatchObject({ connection: 'close', qr: '', phone: null, linkedAt: null });
  });

  it('«Vincular» shows the QR to that partner’s admins only, then the linked number once the phone scans it', async () => {
    clear();
    const linking = await post('link');
    expect(linking.statusCode).toBe(200);
    expect(linking.json()).toMatchObject({ connection: 'close', connecting: true });
    const first = stand.last();
    first.showQr('QR-UNO');
    await waitFor(() => heard('adminA', WHATSAPP_QR).length === 1);
    expect(heard('adminA', WHATSAPP_QR)[0].payload).toEqual({ qr: 'QR-UNO' });
    first.showQr('QR-DOS');
    await waitFor(() => heard('adminA', WHATSAPP_QR).length === 2);
    expect((await session()).qr).toBe('QR-DOS');
    const [stored] = await t.db
      .select()
      .from(whatsappSessions)
      .where(eq(whatsappSessions.partnerId, tenants.a.partner.id));
    expect(stored.qr.startsWith('v1.')).toBe(true);

    first.scan(JID);
    await waitFor(() => stand.network.sockets.length === 2);
    const resumed = stand.last();
    expect(resumed.auth.creds.me?.id).toBe(JID);
    resumed.open();
    await waitFor(() => heard('adminA', WHATSAPP_CONNECTION).some((item) => item.payload.connection === 'open'));
    const linked = await session();
    expect(linked).toMatchObject({ connection: 'open', qr: '', phone: '+5213312345678', connecting: false });
    expect(Date.parse(linked.linkedAt)).toBeGreaterThan(Date.now() - 60_000);

    await settle();
    for (const name of ['memberA', 'adminB', 'companyA']) expect(received[name]).toEqual([]);
  });

  it('keeps keys only sealed in the database', async () => {
    const rows = await t.db.select().from(whatsappAuth).where(eq(whatsappAuth.partnerId, tenants.a.partner.id));
    expect(rows.map((row) => row.key)).toContain('creds');
    for (const row of rows) {
      expect(row.sealed.startsWith('v1.')).toBe(true);
      expect(row.sealed).not.toContain('5213312345678');
    }
  });

  it('refuses members and companies, and another partner sees only its own session', async () => {
    const member = asHeaders(sessions.member);
    expect((await post('link', member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers: member })).statusCode).toBe(403);
    const company = asHeaders(sessions.company);
    expect((await post('unlink', company)).statusCode).toBe(403);
    const adminB = asHeaders(sessions.otherAdmin);
    expect(await session(adminB)).toMatchObject({ connection: 'close', phone: null });
  });
});

describe('a dropped connection', () => {
  it('reconnects by itself with backoff and keeps the link', async () => {
    clear();
    const before = stand.network.sockets.length;
    stand.last().close(428);
    await waitFor(() => heard('adminA', WHATSAPP_CONNECTION).some((item) => item.payload.connection === 'close'));
    await waitFor(() => stand.network.sockets.length === before + 1);
    expect(stand.last().auth.creds.me?.id).toBe(JID);
    stand.last().open();
    await waitFor(() => heard('adminA', WHATSAPP_CONNECTION).some((item) => item.payload.connection === 'open'));
    expect((await session()).phone).toBe('+5213312345678');
  });
});

describe('a restart', () => {
  it('resumes from the stored keys without a new QR, on demand', async () => {
    const creds = stand.last().auth.creds;
    await stand.last().auth.keys.set({
      'pre-key': { '1': { public: Buffer.from([1, 2, 3]), private: Buffer.from([4, 5, 6]) } },
    });
    // This process stops (its hub releases the session); a new one starts on the same data.
    await t.app.whatsapp.close();
    const second = standInNetwork();
    const again = await anotherInstance(t, second.factory);
    try {
      await settle();
      expect(second.network.sockets).toHaveLength(0);
      const state = (await again.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers: adminA })).json();
      expect(state).toMatchObject({ phone: '+5213312345678', connecting: true });
      expect(second.network.sockets).toHaveLength(1);
      const auth = second.last().auth;
      expect(auth.creds.me?.id).toBe(JID);
      expect(Buffer.from(auth.creds.noiseKey.private).equals(Buffer.from(creds.noiseKey.private))).toBe(true);
      const keys = await auth.keys.get('pre-key', ['1', '2']);
      expect(Buffer.from(keys['1'].private).equals(Buffer.from([4, 5, 6]))).toBe(true);
      expect(keys['2']).toBeUndefined();
      // The admins' browsers reconnect to the process that is up.
      const againUrl = await listenOnLoopback(again.app);
      for (const socket of sockets) socket.disconnect();
      sockets.length = 0;
      sockets.push(await connect(againUrl, 'adminA', adminA.cookie));
      sockets.push(await connect(againUrl, 'memberA', sessions.member.cookie));
      sockets.push(await connect(againUrl, 'adminB', sessions.otherAdmin.cookie));
      second.last().open();
      await waitFor(() => heard('adminA', WHATSAPP_CONNECTION).length > 0);
      expect(heard('adminA', WHATSAPP_CONNECTION)[0].payload).toEqual({ connection: 'open' });

      clear();
      // Unlinked from the phone: close, tell the admins, forget the keys, and never retry.
      second.last().close(401);
      await waitFor(() => heard('adminA', WHATSAPP_SESSION).some((item) => item.payload.closeReason === 'logged_out'));
      expect(heard('adminA', WHATSAPP_CONNECTION).at(-1)?.payload).toEqual({ connection: 'close' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(second.network.sockets).toHaveLength(1);
      const after = (await again.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers: adminA })).json();
      expect(after).toMatchObject({ connection: 'close', phone: null, linkedAt: null, closeReason: 'logged_out' });
      expect(await t.db.select().from(whatsappAuth).where(eq(whatsappAuth.partnerId, tenants.a.partner.id))).toEqual(
        [],
      );
      const [row] = await t.db
        .select()
        .from(whatsappSessions)
        .where(eq(whatsappSessions.partnerId, tenants.a.partner.id));
      expect(row.ownerId).toBeNull();
      await settle();
      for (const name of ['memberA', 'adminB']) expect(received[name]).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

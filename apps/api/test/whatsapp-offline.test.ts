import { WHATSAPP_SESSION, type WhatsappSession } from '@backoffice/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { listeners, waitFor } from './sockets.ts';
import { anotherInstance, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

// Short timings instead of 30 s waits; attempts hang for a minute before counting, so each test decides when one fails.
const offline = { retryMs: 40, attempts: 3, attemptMs: 60_000 };
let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
const stand = standInNetwork();
const { received, connect, clear } = listeners<WhatsappSession>();
let live: Socket;

const post = (path: string, headers = adminA) =>
  t.app.inject({ method: 'POST', url: `/api/whatsapp/session/${path}`, headers });
const session = async (headers = adminA): Promise<WhatsappSession> =>
  (await t.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers })).json();
const announced = () => received.adminA.filter((item) => item.event === WHATSAPP_SESSION).map((item) => item.payload);

beforeAll(async () => {
  let admin: Session;
  ({
    t,
    tenants,
    sessions: { admin },
    headers: { admin: adminA, otherAdmin: adminB },
  } = await startWithTenants(
    ['admin', 'otherAdmin'],
    {},
    { whatsapp: { factory: stand.factory, ...testTimings, offline } },
  ));
  const url = await listenOnLoopback(t.app);
  live = await connect(url, 'adminA', admin.cookie);
});
afterAll(async () => {
  live?.disconnect();
  await t?.close();
});

describe('linking without a connection to WhatsApp', () => {
  it('says it cannot reach WhatsApp and when it retries, never that a QR expired, and gives up after the bound', async () => {
    const linking = await post('link');
    expect(linking.json()).toMatchObject({ connecting: true, closeReason: null, qr: '' });

    for (let attempt = 1; attempt < offline.attempts; attempt += 1) {
      clear();
      await waitFor(() => stand.network.sockets.length === attempt);
      const before = Date.now();
      stand.last().unreachable();
      await waitFor(() => announced().some((state) => state.retry?.attempt === attempt));
      const state = await session();
      expect(state).toMatchObject({
        connection: 'close',
        connecting: true,
        qr: '',
        closeReason: 'offline',
        retry: { attempt, attempts: offline.attempts },
      });
      expect(Date.parse(state.retry!.at)).toBeGreaterThanOrEqual(before + offline.retryMs - 5);
    }

    clear();
    await waitFor(() => stand.network.sockets.length === offline.attempts);
    stand.last().unreachable();
    await waitFor(() => announced().some((state) => state.closeReason === 'offline' && !state.connecting));
    expect(await session()).toMatchObject({ connecting: false, closeReason: 'offline', retry: null, qr: '' });
    expect(t.app.whatsapp.isRunningHere(tenants.a.partner.id)).toBe(false);
    expect(stand.network.sockets).toHaveLength(offline.attempts);
    expect(announced().some((state) => state.closeReason === 'link_timeout')).toBe(false);
  });

  it('«Reintentar» starts again with the attempts counted from the first', async () => {
    clear();
    const retried = await post('link');
    expect(retried.json()).toMatchObject({ connecting: true, closeReason: null, retry: null });
    await waitFor(() => stand.network.sockets.length === offline.attempts + 1);
    stand.last().unreachable();
    await waitFor(() => announced().some((state) => state.retry?.attempt === 1));
    expect((await session()).retry).toMatchObject({ attempt: 1, attempts: offline.attempts });
  });

  it('once WhatsApp answers with a QR the warning goes, and only a QR that was shown can expire', async () => {
    await waitFor(() => stand.network.sockets.length === offline.attempts + 2);
    clear();
    stand.last().showQr('QR-TRES');
    await waitFor(() => announced().some((state) => state.qr === 'QR-TRES'));
    expect(await session()).toMatchObject({ qr: 'QR-TRES', connecting: true, closeReason: null, retry: null });
    stand.last().close(408);
    await waitFor(() => announced().some((state) => state.closeReason === 'link_timeout' && !state.connecting));
    expect(await session()).toMatchObject({ connecting: false, closeReason: 'link_timeout', qr: '' });
  });

  it('counts an attempt that hangs without a QR as one without a connection', async () => {
    const hanging = standInNetwork();
    const other = await anotherInstance(t, hanging.factory, { offline: { retryMs: 40, attempts: 2, attemptMs: 50 } });
    try {
      const ask = async () =>
        (await other.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers: adminB })).json();
      await other.app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: adminB });
      for (let state = await ask(); state.connecting || state.closeReason !== 'offline'; state = await ask())
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(hanging.network.sockets).toHaveLength(2);
      expect(hanging.network.sockets.every((socket) => socket.ended)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

import { WEB_APP_ID } from '@backoffice/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endSessionsOf } from '../src/modules/auth/sessions.ts';
import { listenOnLoopback, type Tenants } from './fixtures.ts';
import { asHeaders, createTenants, createTestApp, signIn, TEST_PASSWORD, type TestApp } from './helper.ts';

/** Ending a session ends its live sockets at once: logout, password change, expiry, removal. */
let t: TestApp;
let url: string;
let tenants: Tenants;
const open: Socket[] = [];

const PUBLIC_URL = 'http://backoffice.test';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, COOKIE_SECURE: 'false' });
  tenants = await createTenants(t.db);
  url = await listenOnLoopback(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const connect = (cookie: string, origin = PUBLIC_URL) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie, origin }, reconnection: false });
    open.push(socket);
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/**
 * Watches a socket for the server closing it. `within(ms)`, called once the action that ends the session has
 * answered, resolves when the socket is closed (before the answer or at most `ms` after it), else fails.
 */
const disconnection = (socket: Socket) => {
  let reason: string | undefined;
  socket.once('disconnect', (why) => {
    reason = why;
  });
  return {
    within: (ms = 1000) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + ms;
        const check = () => {
          if (reason !== undefined) {
            expect(reason).toBe('io server disconnect');
            return resolve();
          }
          if (Date.now() > deadline) return reject(new Error(`socket still connected ${ms} ms after the answer`));
          setTimeout(check, 10);
        };
        check();
      }),
  };
};

describe('live sockets of an ended session', () => {
  it('after logout the socket is disconnected within 1 s, and another session of the same account stays', async () => {
    const session = await signIn(t.app, tenants.a.emails.company);
    const other = await signIn(t.app, tenants.a.emails.company);
    const socket = await connect(session.cookie);
    const otherSocket = await connect(other.cookie);
    const gone = disconnection(socket);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: asHeaders(session) });
    expect(logout.statusCode).toBe(204);
    await gone.within(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherSocket.connected).toBe(true);
    await expect(connect(session.cookie)).rejects.toThrow('not_authenticated');
  });

  it('a password change disconnects the other sessions within 1 s and keeps the one that changed it', async () => {
    const own = await signIn(t.app, tenants.a.emails.admin);
    const elsewhere = await signIn(t.app, tenants.a.emails.admin);
    const ownSocket = await connect(own.cookie);
    const elsewhereSocket = await connect(elsewhere.cookie);
    const gone = disconnection(elsewhereSocket);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: asHeaders(own),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'girasol-marea-tambor-41' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ ended: 1 });
    await gone.within(1000);
    expect(ownSocket.connected).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(elsewhere) });
    expect(me.statusCode).toBe(401);
  });

  it('endSessionsOf (removal from a team) disconnects every socket of the account within 1 s', async () => {
    const first = await signIn(t.app, tenants.a.emails.member);
    const second = await signIn(t.app, tenants.a.emails.member);
    const sockets = [await connect(first.cookie), await connect(second.cookie)];
    const gone = sockets.map((socket) => disconnection(socket));
    const member = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(first) })).json();
    expect(await endSessionsOf(t.app, member.account.id)).toBe(2);
    await Promise.all(gone.map((watch) => watch.within(1000)));
  });

  it('closing the other sessions from the sessions list disconnects their sockets', async () => {
    const mine = await signIn(t.app, tenants.b.emails.company);
    const stolen = await signIn(t.app, tenants.b.emails.company);
    const stolenSocket = await connect(stolen.cookie);
    const gone = disconnection(stolenSocket);
    const closed = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/others', headers: asHeaders(mine) });
    expect(closed.json()).toEqual({ ended: 1 });
    await gone.within(1000);
  });

  it('refuses a handshake from another origin when PUBLIC_URL is set', async () => {
    const session = await signIn(t.app, tenants.b.emails.admin);
    await expect(connect(session.cookie, 'https://evil.example')).rejects.toThrow();
    const socket = await connect(session.cookie);
    expect(socket.connected).toBe(true);
  });
});

describe('an idle session that expires', () => {
  let short: TestApp;
  let shortUrl: string;
  let providerEmail: string;
  beforeAll(async () => {
    // 0.0005 h = 1.8 s of idleness.
    short = await createTestApp({ SESSION_IDLE_HOURS: '0.0005' });
    ({ providerEmail } = await createTenants(short.db));
    shortUrl = await listenOnLoopback(short.app);
  });
  afterAll(() => short.close());

  it('disconnects its socket within 1 s of the expiry, and the cookie lives as long as the session', async () => {
    const response = await short.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: providerEmail, password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'bo_session')!;
    expect(cookie.maxAge).toBe(2);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(shortUrl, {
        transports: ['websocket'],
        extraHeaders: { cookie: `bo_session=${cookie.value}`, 'x-app-id': WEB_APP_ID },
        reconnection: false,
      });
      open.push(s);
      s.once('ready', () => resolve(s));
      s.once('connect_error', reject);
    });
    await disconnection(socket).within(1800 + 1000);
  });
});

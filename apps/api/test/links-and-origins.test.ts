import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from './fixtures.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';
import { resetLinkIn, startMailServer } from './mail-server.ts';
import { waitFor } from './sockets.ts';

/**
 * Absolute links come from PUBLIC_URL, never from the Host header (decision 034), and without
 * PUBLIC_URL the live socket takes only its own site (point 15).
 */
let mail: Awaited<ReturnType<typeof startMailServer>>;
let local: TestApp;
let production: TestApp;
let localUrl: string;
let localTenants: Awaited<ReturnType<typeof createTenants>>;
let productionTenants: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  mail = await startMailServer();
  [local, production] = await Promise.all([
    createTestApp({ SMTP_URL: mail.url }),
    createTestApp({ SMTP_URL: mail.url, NODE_ENV: 'production' }),
  ]);
  [localTenants, productionTenants] = await Promise.all([createTenants(local.db), createTenants(production.db)]);
  localUrl = await listenOnLoopback(local.app);
});
afterAll(async () => {
  await Promise.all([local?.close(), production?.close()]);
  await mail?.close();
});

const askReset = (t: TestApp, email: string, host: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email }, headers: { host } });

describe('password-reset links', () => {
  it('outside production without PUBLIC_URL, a forged Host still gets a link to this machine, not to that host', async () => {
    const before = mail.received.length;
    const asked = await askReset(local, localTenants.a.emails.company, 'evil.example');
    expect(asked.statusCode).toBe(202);
    await waitFor(() => mail.received.length > before);
    const { url } = resetLinkIn(mail.received.at(-1)!.raw);
    const port = (local.app.server.address() as { port: number }).port;
    expect(new URL(url).host).toBe(`localhost:${port}`);
    expect(url).not.toContain('evil.example');
  });

  it('in production without PUBLIC_URL, no link is sent at all, and the start says why', async () => {
    const before = mail.received.length;
    const refused = await askReset(production, productionTenants.a.emails.company, 'evil.example');
    // The answer does not change: it must not tell whether the e-mail has an account.
    expect(refused.statusCode).toBe(202);
    // A later link from the other instance arrives; the production one, asked first, never did.
    await askReset(local, localTenants.b.emails.company, 'localhost');
    await waitFor(() => mail.received.length > before);
    const sent = mail.received.slice(before);
    expect(sent.map((message) => message.to)).toEqual([[localTenants.b.emails.company]]);
    expect(production.app.startNotes.join('\n')).toContain('falta PUBLIC_URL');
    expect(local.app.startNotes.join('\n')).not.toContain('PUBLIC_URL');
  });
});

describe('checkout links', () => {
  it('in production without PUBLIC_URL, a checkout is refused with a clear 503 before anything is created', async () => {
    const session = await signIn(production.app, productionTenants.a.emails.company);
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { company: productionTenants.a.companies[0].id },
      headers: { ...asHeaders(session), host: 'evil.example' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('public_url_missing');
    expect(response.json().error.message).toContain('PUBLIC_URL');
    const payments = await production.app.inject({
      method: 'GET',
      url: `/api/payments/history?company=${productionTenants.a.companies[0].id}`,
      headers: asHeaders(session),
    });
    expect(payments.statusCode).toBe(200);
    expect(JSON.stringify(payments.json())).not.toContain('"pending"');
  });
});

describe('the live socket without PUBLIC_URL', () => {
  const connect = (cookie: string, headers: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(localUrl, {
        transports: ['websocket'],
        extraHeaders: { cookie, ...headers },
        reconnection: false,
      });
      socket.once('ready', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.disconnect();
        reject(error);
      });
    });

  it('refuses a page of another site and accepts its own site and programs without a browser', async () => {
    const session = await signIn(local.app, localTenants.a.emails.admin);
    await expect(connect(session.cookie, { origin: 'https://evil.example' })).rejects.toThrow();
    const own = await connect(session.cookie, { origin: localUrl });
    expect(own.connected).toBe(true);
    own.disconnect();
    const program = await connect(session.cookie, {});
    expect(program.connected).toBe(true);
    program.disconnect();
  });
});

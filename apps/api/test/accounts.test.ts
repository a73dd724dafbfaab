import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import type { Tenants } from './fixtures.ts';
import { asHeaders, createTenants, createTestApp, signIn, TEST_PASSWORD, type TestApp } from './helper.ts';
import { resetLinkIn, startMailServer } from './mail-server.ts';
import { waitFor } from './sockets.ts';

/** Own account: password change, open sessions, password reset by e-mail ("Accounts"). */
let t: TestApp;
let tenants: Tenants;
let mail: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Backoffice <no-reply@backoffice.test>',
    PUBLIC_URL: 'https://bo.test',
  });
  tenants = await createTenants(t.db);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('changing the password', () => {
  it('refuses a wrong current password and a weak new one, saying why in Spanish', async () => {
    const session = await signIn(t.app, tenants.a.emails.company);
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'no-es-esta-1234', newPassword: 'girasol-marea-tambor-41' },
      asHeaders(session),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      message: 'La contraseña actual no es correcta.',
    });
    for (const weak of ['aaaaaaaaaaaa', '            ', 'password1234', 'empresa-a1@test.mx']) {
      const answer = await post(
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: weak },
        asHeaders(session),
      );
      expect(answer.statusCode, weak).toBe(400);
      expect(answer.json().error.code, weak).toBe('weak_password');
      expect(answer.json().error.message, weak).toMatch(/^La contraseña es fácil de adivinar/);
    }
    const short = await post(
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'corta' },
      asHeaders(session),
    );
    expect(short.json().error.details).toEqual([
      { field: 'body.newPassword', message: 'La contraseña debe tener al menos 12 caracteres' },
    ]);
  });

  it('changes it: the old one stops working, the new one signs in, other sessions end', async () => {
    const session = await signIn(t.app, tenants.a.emails.company2);
    const other = await signIn(t.app, tenants.a.emails.company2);
    const change = await post(
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'pelícano-azul-sobre-el-muelle' },
      asHeaders(session),
    );
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ ended: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(session) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(other) })).statusCode).toBe(
      401,
    );
    await expect(signIn(t.app, tenants.a.emails.company2)).rejects.toThrow();
    await signIn(t.app, tenants.a.emails.company2, 'pelícano-azul-sobre-el-muelle');
  });
});

describe('open sessions', () => {
  it('lists the account’s own sessions, marks the current one, and closes one or all the others', async () => {
    const mine = await signIn(t.app, tenants.b.emails.admin);
    const second = await signIn(t.app, tenants.b.emails.admin);
    await signIn(t.app, tenants.b.emails.admin);
    const stranger = await signIn(t.app, tenants.b.emails.member);
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: asHeaders(mine) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: string; current: boolean; ip: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' });

    const secondId = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: asHeaders(second) }))
      .json()
      .find((s: { current: boolean }) => s.current).id;
    // Another account's session is not reachable: 404.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${secondId}`,
      headers: asHeaders(stranger),
    });
    expect(foreign.statusCode).toBe(404);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${secondId}`,
      headers: asHeaders(mine),
    });
    expect(one.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(second) })).statusCode).toBe(
      401,
    );

    const others = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/others', headers: asHeaders(mine) });
    expect(others.json()).toEqual({ ended: 1 });
    const after = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: asHeaders(mine) })).json();
    expect(after).toHaveLength(1);
    expect(after[0].current).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  const request = (email: string) => post('/api/auth/password-reset/request', { email });

  it('answers the same for a known and an unknown e-mail, and mails a link only to the known one', async () => {
    const before = mail.received.length;
    const known = await request(tenants.b.emails.company);
    const unknown = await request('nadie-aqui@test.mx');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await waitFor(() => mail.received.length > before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = mail.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual([tenants.b.emails.company]);
    expect(sent[0].raw).toContain('From: Backoffice <no-reply@backoffice.test>');
    expect(resetLinkIn(sent[0].raw).url).toMatch(/^https:\/\/bo\.test\/reset-password\?token=/);
  });

  it('uses the link once: keeps it through a weak password, sets the new one, ends every session', async () => {
    const email = tenants.b.emails.company2;
    const session = await signIn(t.app, email);
    const before = mail.received.length;
    await request(email);
    await waitFor(() => mail.received.length > before);
    const { token } = resetLinkIn(mail.received.at(-1)!.raw);

    const weak = await post('/api/auth/password-reset', { token, newPassword: 'aaaaaaaaaaaa' });
    expect(weak.json().error.code).toBe('weak_password');
    const done = await post('/api/auth/password-reset', { token, newPassword: 'cometa-naranja-bajo-la-lluvia' });
    expect(done.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(session) })).statusCode).toBe(
      401,
    );
    await signIn(t.app, email, 'cometa-naranja-bajo-la-lluvia');

    const again = await post('/api/auth/password-reset', { token, newPassword: 'otra-cometa-naranja-distinta' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'invalid_reset_link' });
  });

  it('refuses a link older than 30 minutes and an invented one', async () => {
    const email = tenants.b.emails.member;
    const before = mail.received.length;
    await request(email);
    await waitFor(() => mail.received.length > before);
    const { token } = resetLinkIn(mail.received.at(-1)!.raw);
    const mine = eq(passwordResets.tokenHash, hashToken(token));
    const [row] = await t.db.select().from(passwordResets).where(mine);
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(30);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect(
      (await post('/api/auth/password-reset', { token, newPassword: 'cometa-naranja-bajo-la-lluvia' })).statusCode,
    ).toBe(400);
    const invented = await post('/api/auth/password-reset', {
      token: 'x'.repeat(43),
      newPassword: 'cometa-naranja-bajo-la-lluvia',
    });
    expect(invented.json().error.message).toBe(
      'El enlace para cambiar la contraseña no es válido o ya caducó. Pide uno nuevo.',
    );
  });
});

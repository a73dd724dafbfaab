import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenants } from './fixtures.ts';
import { asHeaders, createTenants, createTestApp, signIn, TEST_PASSWORD, type TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  tenants = await createTenants(t.db);
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { kind: t.kind, reachable: true } });
  });
});

describe('sign-in', () => {
  it('signs a company in with its business wrapped in data', async () => {
    const session = await signIn(t.app, tenants.a.emails.company);
    expect(session.body.type).toBe('company');
    expect(session.body.business).toMatchObject({
      id: tenants.a.companies[0].id,
      type: 'company',
      data: { open: true },
    });
    expect(session.body.account.email).toBe(tenants.a.emails.company);
  });

  it('gives an admin partner every company of its partner and a member only its listen_for', async () => {
    const admin = await signIn(t.app, tenants.a.emails.admin);
    expect(admin.body.business).toMatchObject({ type: 'partner', role: 'admin', id: tenants.a.partner.id });
    expect([...admin.body.business.listen_for].sort()).toEqual(tenants.a.companies.map((c) => c.id).sort());
    const member = await signIn(t.app, tenants.a.emails.member);
    expect(member.body.business).toMatchObject({ role: 'member', listen_for: [tenants.a.companies[0].id] });
  });

  it('signs a deliveries provider in', async () => {
    const session = await signIn(t.app, tenants.providerEmail);
    expect(session.body).toMatchObject({ type: 'deliveries-provider', business: { id: tenants.provider.id } });
  });

  it('sets an httpOnly SameSite=Lax cookie and stores only a hash of the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenants.b.emails.company, password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'bo_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const { sessions } = await import('../src/db/schema/index.ts');
    const rows = await t.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === cookie.value)).toBe(false);
  });

  it('refuses wrong credentials with a Spanish message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenants.b.emails.admin, password: 'incorrecta-123456' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' });
  });

  it('refuses invalid input with field details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'no-es-correo' } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('rate limits repeated failures with 429, even with the right password afterwards', async () => {
    const email = tenants.b.emails.member;
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'mala-clave-0000' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_requests');
  });
});

describe('session', () => {
  it('answers /auth/me with the session body, or 401', async () => {
    const session = await signIn(t.app, tenants.a.emails.company2);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.body);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('not_authenticated');
  });

  it('answers /auth/session with the same body, or 200 null when signed out (the web’s first check logs no 401)', async () => {
    const session = await signIn(t.app, tenants.a.emails.company2);
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: asHeaders(session) });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(session.body);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('null');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'bo_session=nada' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('null');
  });

  it('refuses a cookie-authenticated write without X-App-Id (CSRF)', async () => {
    const session = await signIn(t.app, tenants.a.emails.company2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('app_id_required');
  });

  it('ends the server-side session on logout', async () => {
    const session = await signIn(t.app, tenants.a.emails.company2);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: asHeaders(session) });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asHeaders(session) });
    expect(me.statusCode).toBe(401);
  });
});

describe('conventions', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nada-por-aqui' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('publishes the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/health']));
  });
});

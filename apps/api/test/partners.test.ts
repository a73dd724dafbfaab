import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, pushDevices } from '../src/db/schema/index.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';

let t: TestApp;
let tenants: Awaited<ReturnType<typeof createTenants>>;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await createTenants(t.db);
  adminA = asHeaders(await signIn(t.app, tenants.a.emails.admin));
  memberA = asHeaders(await signIn(t.app, tenants.a.emails.member));
  adminB = asHeaders(await signIn(t.app, tenants.b.emails.admin));
  companyA = asHeaders(await signIn(t.app, tenants.a.emails.company));
});
afterAll(() => t.close());

describe('GET /partners', () => {
  it('lists only the account’s own partner, with its company count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partners', headers: adminA });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: tenants.a.partner.id, name: 'Socio a', companies: 2, configuredSecrets: [] }),
    ]);
  });

  it('is for partner accounts only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partners', headers: companyA });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/partners' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /partners', () => {
  it('lets an admin change its partner', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/partners?ID=${tenants.a.partner.id}`,
      headers: adminA,
      payload: { name: 'Entregas Zapopan', phone: '3312345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Entregas Zapopan', phone: '3312345678', city: 'Guadalajara' });
  });

  it('refuses invalid fields with details', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/partners?ID=${tenants.a.partner.id}`,
      headers: adminA,
      payload: { name: '', email: 'no-es-correo' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.email']));
  });

  it('is refused to a member (403) and another tenant (404)', async () => {
    const member = await t.app.inject({
      method: 'PUT',
      url: `/api/partners?ID=${tenants.a.partner.id}`,
      headers: memberA,
      payload: { name: 'X' },
    });
    expect(member.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/partners?ID=${tenants.a.partner.id}`,
      headers: adminB,
      payload: { name: 'Robado' },
    });
    expect(other.statusCode).toBe(404);
    const [row] = await t.db.select().from(partners).where(eqId(tenants.a.partner.id));
    expect(row.name).not.toBe('Robado');
  });
});

describe('PUT /partners/config/secrets', () => {
  it('stores secrets without ever returning them, and removes one with null', async () => {
    const url = `/api/partners/config/secrets?ID=${tenants.a.partner.id}`;
    const set = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminA,
      payload: { whatsappToken: 'token-secreto-123', paymentSecretKey: 'sk_live_abc' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain('token-secreto-123');
    expect(set.json().configuredSecrets.sort()).toEqual(['paymentSecretKey', 'whatsappToken']);
    const removed = await t.app.inject({ method: 'PUT', url, headers: adminA, payload: { paymentSecretKey: null } });
    expect(removed.json().configuredSecrets).toEqual(['whatsappToken']);
    const [row] = await t.db.select().from(partners).where(eqId(tenants.a.partner.id));
    expect(row.secrets).toEqual({ whatsappToken: 'token-secreto-123' });
  });

  it('refuses unknown secret names and other tenants', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/config/secrets?ID=${tenants.a.partner.id}`,
      headers: adminA,
      payload: { otraCosa: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/config/secrets?ID=${tenants.b.partner.id}`,
      headers: adminA,
      payload: { whatsappToken: 'x' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('PUT /partners/devices/add', () => {
  it('registers a push token once, however often it is sent', async () => {
    const url = `/api/partners/devices/add?ID=${tenants.a.partner.id}&device=tok-123`;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'PUT', url, headers: memberA });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ partner: tenants.a.partner.id, device: 'tok-123' });
    }
    const rows = await t.db.select().from(pushDevices);
    expect(rows.filter((row) => row.token === 'tok-123')).toHaveLength(1);
  });

  it('refuses a missing token and another tenant', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/devices/add?ID=${tenants.a.partner.id}`,
      headers: adminA,
    });
    expect(missing.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/devices/add?ID=${tenants.b.partner.id}&device=x`,
      headers: adminA,
    });
    expect(other.statusCode).toBe(404);
  });
});

const eqId = (id: string) => eq(partners.id, id);

describe('GET /gateway/payment/redirect', () => {
  it('brings the browser back to the payments screen with the outcome', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gateway/payment/redirect?status=approved&reference=pay_123',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/payments?pago=approved&referencia=pay_123');
  });

  it('refuses an unknown outcome', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gateway/payment/redirect?status=hackeado' });
    expect(response.statusCode).toBe(400);
  });
});

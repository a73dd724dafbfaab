import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, pushDevices } from '../src/db/schema/index.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;
let companyA: Record<string, string>;

beforeAll(async () => {
  ({
    t,
    tenants,
    headers: { admin: adminA, member: memberA, otherAdmin: adminB, company: companyA },
  } = await startWithTenants(['admin', 'member', 'otherAdmin', 'company']));
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

describe('PUT /partners/devices/add', () => {
  it('registers a push subscription once, however often it is sent, with the account that sent it', async () => {
    const subscription = JSON.stringify({
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc',
      keys: { p256dh: 'BKey', auth: 'auth' },
    });
    const url = `/api/partners/devices/add?ID=${tenants.a.partner.id}&device=${encodeURIComponent(subscription)}`;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'PUT', url, headers: memberA });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ partner: tenants.a.partner.id, device: subscription });
    }
    const rows = await t.db.select().from(pushDevices);
    const mine = rows.filter((row) => row.ownerId === tenants.a.partner.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].accountId).not.toBeNull();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/devices/add?ID=${tenants.a.partner.id}&device=tok-123`,
      headers: memberA,
    });
    expect(refused.statusCode).toBe(400);
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

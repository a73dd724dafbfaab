import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { standInNetwork, testTimings } from './whatsapp-stand-in.ts';

// A shared database started without SECRETS_KEY: nothing can be sealed, so nothing starts.
let t: TestApp;
let tenants: Tenants;
let admin: Record<string, string>;
const stand = standInNetwork();
beforeAll(async () => {
  ({
    t,
    tenants,
    headers: { admin },
  } = await startWithTenants(
    ['admin'],
    { DATABASE_URL: 'postgres://not-used@127.0.0.1:1/x', SECRETS_KEY: '' },
    { whatsapp: { factory: stand.factory, ...testTimings } },
  ));
});
afterAll(() => t.close());

describe('without SECRETS_KEY on a shared database', () => {
  it('refuses to link WhatsApp or store a credential with a Spanish 503, and opens no socket', async () => {
    const link = await t.app.inject({ method: 'POST', url: '/api/whatsapp/session/link', headers: admin });
    expect(link.statusCode).toBe(503);
    expect(link.json().error).toMatchObject({ code: 'secrets_unavailable' });
    expect(link.json().error.message).toContain('SECRETS_KEY');
    expect(stand.network.sockets).toHaveLength(0);
    const secret = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/config/secrets?ID=${tenants.a.partner.id}`,
      headers: admin,
      payload: { mercadoPagoAccessToken: 'APP_USR-123456789' },
    });
    expect(secret.statusCode).toBe(503);
  });
});

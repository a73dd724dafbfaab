import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, simpleIntake } from './order-fixtures.ts';

/** Input that used to crash or be refused, headers, cookie lifetime. */
let t: TestApp;
let tenants: Tenants;
let company: Session;
let admin: Session;
let menu: Awaited<ReturnType<typeof createMenu>>;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin'], { SESSION_IDLE_HOURS: '6' }));
  menu = await createMenu(t.db, tenants.a.companies[0].id);
});
afterAll(() => t.close());

/** Percent-encodes like a client would; a lone surrogate has no UTF-8 form, so it goes as its CESU-8 bytes. */
const encode = (value: string) =>
  [...value]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00';

describe('text with a NUL or an unpaired surrogate', () => {
  const companyId = () => tenants.a.companies[0].id;
  type Case = {
    name: string;
    method: string;
    url: () => string;
    payload?: object | (() => object);
    as: () => Session | undefined;
    headers?: Record<string, string>;
    inQuery?: boolean;
  };
  const cases = (bad: string): Case[] => [
    {
      name: 'company body',
      method: 'PUT',
      url: () => `/api/companies/company?ID=${companyId()}`,
      payload: { description: bad },
      as: () => admin,
    },
    {
      name: 'product body',
      method: 'POST',
      url: () => `/api/products?company=${companyId()}`,
      payload: { name: bad, price: 10 },
      as: () => admin,
    },
    {
      name: 'promo body',
      method: 'POST',
      url: () => `/api/promos?company=${companyId()}`,
      payload: { name: bad },
      as: () => admin,
    },
    {
      name: 'order body',
      method: 'POST',
      url: () => '/api/orders',
      payload: () => ({ ...simpleIntake(companyId(), menu), notes: bad }),
      as: () => company,
      headers: { 'idempotency-key': randomUUID() },
    },
    {
      name: 'errand body',
      method: 'POST',
      url: () => '/api/errands',
      payload: { pickup: { address: bad }, dropoff: { address: 'Centro' } },
      as: () => company,
    },
    {
      name: 'device token',
      inQuery: true,
      method: 'PUT',
      url: () => `/api/companies/devices/add?company=${companyId()}&device=${encode(bad)}`,
      as: () => company,
    },
    {
      name: 'channel key name',
      method: 'POST',
      url: () => '/api/channel-keys',
      payload: { name: bad },
      as: () => admin,
    },
    {
      name: 'riders search',
      inQuery: true,
      method: 'GET',
      url: () => `/api/riders?search=${encode(bad)}`,
      as: () => admin,
    },
    {
      name: 'login e-mail',
      method: 'POST',
      url: () => '/api/auth/login',
      payload: { email: `x${bad}@test.mx`, password: bad },
      as: () => undefined,
    },
    {
      name: 'an object key',
      method: 'PUT',
      url: () => `/api/companies/company?ID=${companyId()}`,
      payload: { [bad]: 'x' },
      as: () => admin,
    },
  ];

  for (const [label, bad] of [
    ['NUL', NUL],
    ['lone high surrogate', LONE_HIGH],
    ['lone low surrogate', LONE_LOW],
  ] as const) {
    it(`answers 400 with a Spanish message for a ${label}, never 500`, async () => {
      for (const c of cases(bad)) {
        const session = c.as();
        const payload = typeof c.payload === 'function' ? c.payload() : c.payload;
        const response = await t.app.inject({
          method: c.method as 'GET',
          url: c.url(),
          // JSON.stringify keeps a lone surrogate as a \ud800 escape, as a client would send it.
          ...(payload ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(session ? asHeaders(session) : {}),
            ...(c.headers ?? {}),
          },
        });
        if (c.inQuery && bad !== NUL) {
          // A URL cannot carry a lone surrogate: its undecodable bytes reach the route as plain text.
          expect(response.statusCode, `${c.name}: ${response.body}`).toBeLessThan(500);
          continue;
        }
        expect(response.statusCode, `${c.name}: ${response.body}`).toBe(400);
        const { error } = response.json();
        expect(error.code, c.name).toBe('validation_failed');
        expect(error.details[0].message, c.name).toBe(
          'El texto contiene caracteres no válidos (carácter nulo o sustituto Unicode sin pareja)',
        );
      }
    });
  }

  it('still accepts well-formed text with emoji and accents', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/riders?search=${encodeURIComponent('José 🛵')}`,
      headers: asHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('catch-up since', () => {
  it('answers 400, not 500, for a since of year 1 or far in the future', async () => {
    for (const since of ['0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z']) {
      for (const path of ['orders', 'errands']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/${path}/changes?since=${since}`,
          headers: asHeaders(admin),
        });
        expect(response.statusCode, `${path} ${since}`).toBe(400);
        expect(response.json().error.details[0]).toEqual({
          field: 'querystring.since',
          message: 'La fecha debe estar entre el año 2000 y mañana',
        });
      }
    }
  });
});

describe('a JSON content type with an empty body', () => {
  it('is accepted on the empty-body PUTs of the seed', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/open?ID=${tenants.a.companies[0].id}&open=1`,
      headers: { ...asHeaders(company), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().open).toBe(true);
  });

  it('is still a 400 with field details where a body is required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('security headers', () => {
  for (const url of ['/', '/api/health', '/api/docs', '/api/docs/static/index.html', '/api/no-such-route']) {
    it(`are on ${url}`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });
  }
});

describe('the session cookie', () => {
  it('lives SESSION_IDLE_HOURS, like the server session, and is renewed when the session slides', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenants.b.emails.admin, password: 'clave-de-prueba-segura' },
    });
    const cookie = response.cookies.find((c) => c.name === 'bo_session')!;
    expect(cookie.maxAge).toBe(6 * 3600);
    const { sessions } = await import('../src/db/schema/index.ts');
    // As if the last request were two minutes ago: the next one slides the session and renews the cookie.
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 120_000) });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `bo_session=${cookie.value}` },
    });
    const renewed = me.cookies.find((c) => c.name === 'bo_session')!;
    expect(renewed.value).toBe(cookie.value);
    expect(renewed.maxAge).toBe(6 * 3600);
  });
});

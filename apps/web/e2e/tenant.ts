import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, DEMO_PASSWORD, dataDir } from './browser.ts';
import type { OrderChannel } from './demo-api.ts';
import { type PooledPartner, TENANT_POOL_FILE } from './tenant-pool.ts';

/**
 * A tenant of its own for a browser test: a partner nobody else uses, its companies with a small menu, a channel key
 * and the sign-ins, so that a test counts and reads only what it made, whatever other files did on the same server.
 * The partner comes from the pool seed-tenants.ts made before the server started (no route creates partners);
 * everything else is made through the API, as the partner's staff would make it.
 */

export type Account = { email: string; password: string };

export type TenantCompany = Account & {
  id: string;
  name: string;
  /** The storefront's address, `/t/{slug}`. */
  slug: string;
  /** $45 with no additions (the storefront tests' "waters"). */
  waterId: string;
  /** $150 with no additions: one makes a delivery order above the minimum. */
  platterId: string;
  /** What placeOrder (demo-api.ts) needs for this company. */
  channel: OrderChannel;
};

export type Tenant = {
  base: string;
  partnerId: string;
  /** The partner's name, as its fleets and its screens show it. */
  name: string;
  city: string;
  /** The partner's city page, `/c/{slug}`. */
  slug: string;
  /** The partner's admin: follows every company of the tenant. */
  admin: Account;
  adminName: string;
  /** The admin's session cookie, for API calls in the test's setup. */
  adminCookie: string;
  channelKey: string;
  companies: TenantCompany[];
  /** A member of the partner's team who follows only the first company (with the `member` option). */
  member?: Account;
  /** The partner's riders, active and on shift. */
  riders: { id: string; name: string; phone: string }[];
  /** The partner's delivery zones (the `zones` option). */
  zones: { id: string; name: string }[];
  /** The partner's own fleet, linked to it (seed-tenants.ts): its admin's sign-in and its one rider, on shift. */
  fleet: { id: string; name: string; admin: Account; rider: { id: string; name: string } };
};

export type TenantOptions = {
  /** How many companies (1 by default); each gets its own sign-in and menu. */
  companies?: number;
  /** Adds a partner member who follows only the first company. */
  member?: boolean;
  /** Riders to make on shift, by name ("Miguel" becomes "Miguel <tag>", unique on the server). */
  riders?: string[];
  /**
   * The demo's three delivery zones over Guadalajara (Centro, Americana y Chapultepec, and Zona metropolitana over
   * both), for every company, and the companies placed where Tacos El Güero is (inside the second and the third).
   */
  zones?: boolean;
  /** A server the file started itself with a pool (start-server.ts); this worker's shared server by default. */
  server?: { baseUrl: string; dataDir: string };
};

const poolOf = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, TENANT_POOL_FILE), 'utf8')) as PooledPartner[];

/** Takes the next unused partner of the server's pool: a folder made once per partner, so no two files share one. */
const claimPartner = (folder: string) => {
  const pool = poolOf(folder);
  const claims = path.join(folder, 'e2e-tenant-claims');
  fs.mkdirSync(claims, { recursive: true });
  for (const [index, partner] of pool.entries()) {
    try {
      fs.mkdirSync(path.join(claims, String(index)));
      return partner;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`all ${pool.length} partners of the tenant pool are taken: raise TENANT_POOL in global-setup.ts`);
};

type Answer<T> = { status: number; body: T };

/** A JSON call as the web app makes it (session cookie and app header), failing loudly on any other status. */
export const apiCall = async <T>(
  base: string,
  cookie: string,
  route: string,
  method = 'GET',
  body?: unknown,
  expected = [200, 201],
  headers: Record<string, string> = {},
): Promise<T> => {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      cookie,
      'X-App-Id': 'backoffice-web',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: Answer<T> = { status: response.status, body: response.status === 204 ? null : await response.json() };
  if (!expected.includes(answer.status))
    throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Signs in through the API with any account: its session cookie and the sign-in body. */
export const signIn = async (base: string, account: Account) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App-Id': 'backoffice-web' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, body: (await response.json()) as { business: { id: string }; account: { name: string } } };
};

/** Where the demo's Tacos El Güero is: inside "Americana y Chapultepec" and "Zona metropolitana". */
const GUERO_PLACE = { lat: 20.6736, lng: -103.3701 };

/** The demo's zones (demo-operations.ts), each a box [west, south, east, north]. */
const DEMO_ZONES = [
  {
    name: 'Centro',
    color: '#0F63A6',
    deliveryFee: 2500,
    minimumOrder: 8000,
    minutes: 25,
    box: [-103.362, 20.665, -103.335, 20.688],
  },
  {
    name: 'Americana y Chapultepec',
    color: '#2f9e44',
    deliveryFee: 3500,
    minimumOrder: 10000,
    minutes: 30,
    box: [-103.392, 20.662, -103.362, 20.69],
  },
  {
    name: 'Zona metropolitana',
    color: '#f05112',
    deliveryFee: 5500,
    minimumOrder: 15000,
    minutes: 50,
    box: [-103.45, 20.6, -103.28, 20.75],
  },
] as const;

let made = 0;

/** A partner of its own with `companies` open companies (every day, all day), their menus and a channel key. */
export const freshTenant = async (options: TenantOptions = {}): Promise<Tenant> => {
  const base = options.server?.baseUrl ?? baseUrl();
  const partner = claimPartner(options.server?.dataDir ?? dataDir());
  made += 1;
  const tag = `${process.pid}-${made}`;
  const admin = { email: partner.email, password: DEMO_PASSWORD };
  const { cookie } = await signIn(base, admin);
  const call = <T>(route: string, method = 'GET', body?: unknown) => apiCall<T>(base, cookie, route, method, body);
  const { key: channelKey } = await call<{ key: string }>('/channel-keys', 'POST', { name: `Pruebas ${tag}` });
  const names = ['Taquería', 'Tortería', 'Cafetería'];
  const companies = await Promise.all(
    Array.from({ length: options.companies ?? 1 }, async (_, index) => {
      const name = `${names[index % names.length]} ${partner.city.split(' ').at(-1)}-${tag}`;
      const account = { email: `empresa-${tag}-${index + 1}@pruebas.test`, password: `clave ${randomUUID()}` };
      const everyDay = Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ from: '00:00', to: '24:00' }]]),
      );
      const company = await call<{ id: string; slug: string }>('/companies', 'POST', {
        name,
        city: partner.city,
        state: 'Jalisco',
        address: 'Av. Chapultepec 100, Guadalajara',
        phone: '3312345678',
        status: 'active',
        minimumOrder: 10_000,
        deliveryFee: 3_000,
        preparationMinutes: 20,
        storefrontEnabled: true,
        schedules: everyDay,
        ...(options.zones ? GUERO_PLACE : {}),
        account: { ...account, name: `Encargada ${index + 1}` },
      });
      const product = (values: { name: string; price: number; section: string }) =>
        call<{ id: string }>('/products', 'POST', { company: company.id, ...values, available: true });
      const [water, platter] = await Promise.all([
        product({ name: 'Agua de horchata', price: 4_500, section: 'Bebidas' }),
        product({ name: 'Orden de tacos al pastor', price: 15_000, section: 'Tacos' }),
      ]);
      await call(`/companies/open?ID=${company.id}&open=1`, 'PUT');
      return {
        ...account,
        id: company.id,
        name,
        slug: company.slug,
        waterId: water.id,
        platterId: platter.id,
        channel: { base, channelKey, companyId: company.id, productId: platter.id, quantity: 1 },
      };
    }),
  );
  const zones = options.zones
    ? await Promise.all(
        DEMO_ZONES.map(({ box: [west, south, east, north], ...zone }) =>
          call<{ id: string; name: string }>('/zones', 'POST', {
            ...zone,
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [west, south],
                  [east, south],
                  [east, north],
                  [west, north],
                  [west, south],
                ],
              ],
            },
            companies: companies.map((company) => company.id),
          }),
        ),
      )
    : [];
  const riders = await Promise.all(
    (options.riders ?? []).map(async (first, index) => {
      const name = `${first} ${tag}`;
      // A Mexican mobile (33 and eight digits), unique for this run.
      const phone = `33${String(process.pid % 10_000).padStart(4, '0')}${String(made * 10 + index).padStart(4, '0')}`;
      const rider = await call<{ id: string }>('/riders', 'POST', { name, phone, vehicle: 'moto', onShift: true });
      return { id: rider.id, name, phone };
    }),
  );
  const member = options.member
    ? await call<{ password: string; member: { email: string } }>('/partners/team', 'POST', {
        name: `Miembro ${tag}`,
        email: `miembro-${tag}@pruebas.test`,
        role: 'member',
        listen_for: [companies[0].id],
      }).then((created) => ({ email: created.member.email, password: created.password }))
    : undefined;
  return {
    base,
    partnerId: partner.partnerId,
    name: partner.name,
    city: partner.city,
    slug: partner.slug,
    admin,
    adminName: partner.adminName,
    adminCookie: cookie,
    channelKey,
    companies,
    member,
    riders,
    zones,
    fleet: {
      id: partner.fleet.id,
      name: partner.fleet.name,
      admin: { email: partner.fleet.email, password: DEMO_PASSWORD },
      rider: partner.fleet.rider,
    },
  };
};

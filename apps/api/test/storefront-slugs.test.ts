import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, partners } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherCompany: Session;
let otherAdmin: Session;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherCompany, otherAdmin },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherCompany', 'otherAdmin']));
});
afterAll(() => t.close());

const call = requester(() => t.app);
const put = (session: Session, url: string, payload: object) => call(session, 'PUT', url, payload);

const a1 = () => tenants.a.companies[0].id;

describe('company slug and storefront switch', () => {
  it('the company edits its slug (normalised) and switches its storefront off and on', async () => {
    const renamed = await put(company, `/api/companies?ID=${a1()}`, { slug: '  Tacos-Del-Centro ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: a1(), slug: 'tacos-del-centro', storefrontEnabled: true });

    const off = await put(company, `/api/companies?ID=${a1()}`, { storefrontEnabled: false });
    expect(off.json()).toMatchObject({ slug: 'tacos-del-centro', storefrontEnabled: false });
    const on = await put(company, `/api/companies?ID=${a1()}`, { storefrontEnabled: true });
    expect(on.json().storefrontEnabled).toBe(true);
  });

  it('refuses a slug another company uses with 409 slug_taken, and a malformed one with 400', async () => {
    await put(company, `/api/companies?ID=${a1()}`, { slug: 'la-esquina' });
    const clash = await put(company2, `/api/companies?ID=${tenants.a.companies[1].id}`, { slug: 'la-esquina' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'slug_taken', message: expect.stringMatching(/ya la usa/) });

    // Another tenant's company meets the same unique address space.
    const otherClash = await put(otherCompany, `/api/companies?ID=${tenants.b.companies[0].id}`, {
      slug: 'la-esquina',
    });
    expect(otherClash.statusCode).toBe(409);

    for (const slug of ['ab', 'con espacio', '-guion', 'doble--guion', 'ñandú']) {
      const bad = await put(company, `/api/companies?ID=${a1()}`, { slug });
      expect(bad.statusCode, slug).toBe(400);
    }
  });

  it("another company's staff, or another tenant, cannot change this company's slug", async () => {
    await put(company, `/api/companies?ID=${a1()}`, { slug: 'la-de-siempre' });
    expect((await put(company2, `/api/companies?ID=${a1()}`, { slug: 'robada' })).statusCode).toBe(404);
    expect((await put(otherCompany, `/api/companies?ID=${a1()}`, { slug: 'robada' })).statusCode).toBe(404);
    expect((await put(otherAdmin, `/api/companies?ID=${a1()}`, { storefrontEnabled: false })).statusCode).toBe(404);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, a1()));
    expect(row).toMatchObject({ slug: 'la-de-siempre', storefrontEnabled: true });
  });

  it('a new company gets a readable slug from its name, numbered when taken', async () => {
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: asHeaders(admin),
        payload: { name, city: 'Guadalajara', state: 'Jalisco' },
      });
    const first = await create('Pozolería Doña Lupe');
    expect(first.statusCode).toBe(201);
    expect(first.json().slug).toBe('pozoleria-dona-lupe');
    expect((await create('Pozolería Doña Lupe')).json().slug).toBe('pozoleria-dona-lupe-2');
  });
});

describe('partner slug and storefront switch', () => {
  const partnerUrl = () => `/api/partners?ID=${tenants.a.partner.id}`;

  it('the admin edits the city slug and switches every storefront off', async () => {
    const response = await put(admin, partnerUrl(), { slug: 'gdl-centro', storefrontEnabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'gdl-centro', storefrontEnabled: false });
    await put(admin, partnerUrl(), { storefrontEnabled: true });
  });

  it('refuses a taken city slug with 409, a member and another tenant are refused', async () => {
    await put(otherAdmin, `/api/partners?ID=${tenants.b.partner.id}`, { slug: 'zapopan' });
    const clash = await put(admin, partnerUrl(), { slug: 'zapopan' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('slug_taken');
    expect((await put(member, partnerUrl(), { storefrontEnabled: false })).statusCode).toBe(403);
    expect((await put(otherAdmin, partnerUrl(), { storefrontEnabled: false })).statusCode).toBe(404);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, tenants.a.partner.id));
    expect(row.storefrontEnabled).toBe(true);
  });
});

describe('demo data', () => {
  it('seeds readable slugs for the demo companies and the partner', async () => {
    const { partner, companies: demo } = await seedDemo(t.db);
    expect(partner.slug).toBe('guadalajara');
    expect(demo.map((row) => row.slug)).toEqual(['tacos-el-guero', 'tortas-dona-chuy']);
  });
});

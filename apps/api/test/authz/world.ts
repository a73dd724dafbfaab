import { and, eq, inArray } from 'drizzle-orm';
import { adCampaigns, fleetLinks } from '../../src/db/schema/index.ts';
import {
  boxPolygon,
  createAccount,
  createBase,
  createPastOrder,
  createProduct,
  createPromo,
  createRider,
  createZone,
} from '../../src/db/seed/factories.ts';
import { savePrices } from '../../src/modules/ads/ads.queries.ts';
import { insertJoinRequest } from '../../src/modules/requests/requests.queries.ts';
import { mintTrackingToken } from '../../src/modules/storefront/tracking.ts';
import { asHeaders, createTenants, signIn, type TestApp } from '../helper.ts';
import { pngUpload } from './png-upload.ts';

const adPriceList = { home_featured: 15000, banner: 10000, category_first: 8000 };

/** Who calls, in the order of the matrix columns. */
export const personas = [
  'anonymous',
  'ownCompany',
  'otherCompany',
  'partnerMember',
  'partnerAdmin',
  'otherPartner',
  'fleet',
] as const;
export type Persona = (typeof personas)[number];

/**
 * The accounts and rows the authorization matrix and the fuzz test call with. "Own" rows belong to company
 * a1 of partner a: its company account (ownCompany), partner a's member listening to a1 (partnerMember) and
 * admin (partnerAdmin) may reach them; company a2 of the same partner (otherCompany), partner b's admin
 * (otherPartner) and the deliveries provider (fleet) may not. Each builder makes fresh rows, so that one
 * persona's write never changes what the next one meets.
 */
export const createWorld = async (t: TestApp) => {
  const tenants = await createTenants(t.db);
  const own = tenants.a.companies[0];
  const partner = tenants.a.partner;
  const emails: Record<Exclude<Persona, 'anonymous'>, string> = {
    ownCompany: tenants.a.emails.company,
    otherCompany: tenants.a.emails.company2,
    partnerMember: tenants.a.emails.member,
    partnerAdmin: tenants.a.emails.admin,
    otherPartner: tenants.b.emails.admin,
    fleet: tenants.providerEmail,
  };
  const sessions = Object.fromEntries(
    await Promise.all(
      Object.entries(emails).map(async ([persona, email]) => [persona, asHeaders(await signIn(t.app, email))]),
    ),
  ) as Record<Exclude<Persona, 'anonymous'>, Record<string, string>>;

  const headers = (persona: Persona): Record<string, string> =>
    persona === 'anonymous' ? {} : { ...sessions[persona] };
  /** A second session of the persona, for calls that end the session they come with. */
  const freshHeaders = async (persona: Persona): Promise<Record<string, string>> =>
    persona === 'anonymous' ? {} : asHeaders(await signIn(t.app, emails[persona]));

  const product = () => createProduct(t.db, { companyId: own.id, name: 'Taco de pastor', price: 2500 });
  const promo = async () =>
    createPromo(t.db, { companyId: own.id, name: 'Combo', price: 4000, options: [{ product: (await product()).id }] });
  const order = async (status = 'pending') =>
    createPastOrder(t.db, {
      companyId: own.id,
      partnerId: partner.id,
      lines: [{ product: await product(), quantity: 1 }],
      status,
      createdAt: new Date(),
    });
  const intake = async () => ({
    company: own.id,
    customer: { name: 'Lucía Torres', phone: '3312345678', address: 'Av. Hidalgo 100' },
    products: [{ product: (await product()).id, quantity: 1 }],
    payment: 'cash' as const,
    type: 'pickup' as const,
  });
  const errand = async (): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: sessions.ownCompany,
      payload: { dropoff: { address: 'Av. México 2300, Guadalajara' } },
    });
    if (response.statusCode !== 201) throw new Error(`errand fixture: ${response.body}`);
    return response.json().id;
  };
  const channelKey = async (): Promise<{ id: string; key: string }> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/channel-keys',
      headers: sessions.partnerAdmin,
      payload: { name: 'App de clientes' },
    });
    if (response.statusCode !== 201) throw new Error(`channel key fixture: ${response.body}`);
    return response.json();
  };
  const rider = () => createRider(t.db, { name: 'Miguel Ángel', partnerId: partner.id });
  /** A base and a delivery zone of partner a. */
  const base = () => createBase(t.db, { partnerId: partner.id, name: 'Base Centro' });
  const zone = () =>
    createZone(t.db, { partnerId: partner.id, name: 'Centro', geometry: boxPolygon([-103.4, 20.6, -103.3, 20.7]) });
  /** An expense of partner a, recorded by its admin. */
  const expense = async (): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: sessions.partnerAdmin,
      payload: { date: '2026-11-02', concept: 'Gasolina', category: 'combustible', amount: 45000 },
    });
    if (response.statusCode !== 201) throw new Error(`expense fixture: ${response.body}`);
    return response.json().id;
  };
  let counter = 0;
  /** A fresh member account of partner a, for the team routes. */
  const teamMember = async () =>
    createAccount(t.db, {
      email: `persona-${++counter}@equipo.mx`,
      password: 'clave-de-prueba-segura',
      type: 'partner',
      partnerId: partner.id,
      role: 'member',
      listenFor: [],
    });
  /** A fresh member sign-in of the fleet. */
  const fleetTeamMember = async () =>
    createAccount(t.db, {
      email: `persona-${++counter}@flota.mx`,
      password: 'clave-de-prueba-segura',
      type: 'deliveries-provider',
      providerId: tenants.provider.id,
      role: 'member',
    });
  /** A session of a fresh member account of partner a, for calls that end the caller's other sessions. */
  const throwawayHeaders = async () => asHeaders(await signIn(t.app, (await teamMember()).email));
  /** A pending join request to partner a. */
  const joinRequest = async () =>
    insertJoinRequest(t.db, {
      partnerId: partner.id,
      kind: 'company',
      name: 'Pozolería La Esquina',
      contact: 'Marta Ruiz',
      email: `solicitud-${++counter}@comercio.mx`,
      phone: '3312345678',
      address: 'Calle Juárez 12',
      ip: '203.0.113.7',
    });
  const asOwnCompany = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: sessions.ownCompany, payload });
  /** The first day of company a1's open statement. */
  const statementPeriod = async (): Promise<string> =>
    (await asOwnCompany('GET', `/api/payments/company?company=${own.id}`)).json().statements[0].periodStart;
  /** A cash payment of company a1 recorded by partner a's admin. */
  const payment = async (): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/manual',
      headers: sessions.partnerAdmin,
      payload: { company: own.id, direction: 'company_to_partner', method: 'cash', amount: 1000, reference: 'Recibo' },
    });
    if (response.statusCode !== 201) throw new Error(`payment fixture: ${response.body}`);
    return response.json().id;
  };
  /** Uploads a small image as the own company and returns its URL. */
  const upload = async (): Promise<string> => {
    const { payload, contentType } = await pngUpload();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { ...sessions.ownCompany, 'content-type': contentType },
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`upload fixture: ${response.body}`);
    return response.json().url;
  };

  /** A pending ad campaign of company a1, whose partner publishes its ad prices. */
  const adCampaign = async (): Promise<string> => {
    await savePrices(t.db, partner.id, adPriceList);
    const [row] = await t.db
      .insert(adCampaigns)
      .values({
        partnerId: partner.id,
        companyId: own.id,
        placement: 'banner',
        startDate: '2099-01-01',
        endDate: '2099-01-07',
        title: 'Martes de tacos',
        image: '/api/uploads/anuncio.png',
        dailyPrice: 10000,
        price: 70000,
      })
      .returning();
    return row.id;
  };

  /** Ends every open link between partner a and the fleet, so that a new invitation is possible. */
  const clearFleetLinks = () =>
    t.db
      .update(fleetLinks)
      .set({ status: 'ended', endedAt: new Date() })
      .where(and(eq(fleetLinks.partnerId, partner.id), inArray(fleetLinks.status, ['pending', 'active'])));
  /** A fresh pending invitation from partner a to the fleet. */
  const fleetLink = async (): Promise<string> => {
    await clearFleetLinks();
    const [row] = await t.db
      .insert(fleetLinks)
      .values({ partnerId: partner.id, providerId: tenants.provider.id })
      .returning();
    return row.id;
  };

  /** The secret of a storefront tracking link, for an order of a1. */
  const trackingToken = async () => mintTrackingToken(t.db, (await order()).id);

  return {
    t,
    tenants,
    trackingToken,
    clearFleetLinks,
    fleetLink,
    adCampaign,
    adPriceList,
    own,
    partner,
    emails,
    headers,
    freshHeaders,
    product,
    promo,
    order,
    intake,
    errand,
    channelKey,
    rider,
    base,
    zone,
    expense,
    upload,
    teamMember,
    fleetTeamMember,
    throwawayHeaders,
    joinRequest,
    statementPeriod,
    payment,
  };
};

export type World = Awaited<ReturnType<typeof createWorld>>;

import { encodeOrderManager } from '@backoffice/shared';
import { allDayEveryDay, boxPolygon } from '../../src/db/seed/factories.ts';
import { bookCustomer, deliveredOrderToken } from './book-rows.ts';
import { pngUpload } from './png-upload.ts';
import type { Persona, World } from './world.ts';

/**
 * THE AUTHORIZATION MATRIX: every route of the OpenAPI document × every persona, with the status it must answer.
 * authz.test.ts fails for a documented route without an entry here and for an entry without a route.
 *
 * Adding a route: copy the nearest entry, key it `METHOD /api/path` exactly as in /api/docs (path parameters as
 * `{name}`), give the seven statuses in column order and a `call` that targets a row of company a1 / partner a
 * (see world.ts; build fresh rows so one persona's write does not change the next one's answer).
 * Another tenant's row answers 404 (never 403, so existence does not leak); the wrong kind of account 403;
 * no session 401.
 */
export type Statuses = readonly [
  anonymous: number,
  ownCompany: number,
  otherCompany: number,
  partnerMember: number,
  partnerAdmin: number,
  otherPartner: number,
  fleet: number,
];
export type Call = {
  query?: Record<string, string | number>;
  params?: Record<string, string>;
  body?: unknown;
  /** A raw body with its content type (multipart). */
  raw?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
  /** The caller's address, for routes limited per address. */
  remoteAddress?: string;
};
export type Entry = { expect: Statuses; call?: (w: World, persona: Persona) => Call | Promise<Call> };

const manager = { 'order-manager': encodeOrderManager('Rosa Díaz') };
const city = { city: 'Guadalajara', state: 'Jalisco' };
const pushDevice = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
  expirationTime: null,
  keys: { p256dh: 'BExamplePublicKey', auth: 'secret-auth' },
});
let address = 0;
const zoneBody = (name: string) => ({
  name,
  geometry: boxPolygon([-103.45 + ++address / 1000, 20.6, -103.35, 20.7]),
});
const since = () => new Date(Date.now() - 3_600_000).toISOString();
let couponCode = 0;
/** A fresh code of company a1, made by its partner's admin. */
const ownCoupon = async (w: World) => {
  const created = await w.t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: w.headers('partnerAdmin'),
    payload: { company: w.own.id, code: `PROPIO${++couponCode}`, kind: 'percent', value: 5 },
  });
  return created.json().id as string;
};

/* biome-ignore format: a table reads best aligned */
export const matrix: Record<string, Entry> = {
  //                                           anon  own  otherCo member admin otherP fleet
  'GET /api/health':                  { expect: [200, 200, 200, 200, 200, 200, 200] },
  'GET /api/health/ready':            { expect: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/login':             { expect: [200, 200, 200, 200, 200, 200, 200],
    call: (w) => ({ body: { email: w.emails.ownCompany, password: 'clave-de-prueba-segura' } }) },
  'GET /api/auth/me':                 { expect: [401, 200, 200, 200, 200, 200, 200] },
  'GET /api/auth/session':            { expect: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/logout':            { expect: [401, 204, 204, 204, 204, 204, 204],
    call: async (w, p) => ({ headers: await w.freshHeaders(p) }) },
  'POST /api/auth/password':          { expect: [401, 400, 400, 400, 400, 400, 400],
    call: async (w, p) => ({ headers: await w.freshHeaders(p), body: { currentPassword: 'no-es-la-clave', newPassword: 'Otra clave larga y rara 2026' } }) },
  'GET /api/auth/sessions':           { expect: [401, 200, 200, 200, 200, 200, 200] },
  // Ends the other sessions of a throwaway account, so that the world's sessions live on.
  'DELETE /api/auth/sessions/others': { expect: [401, 200, 200, 200, 200, 200, 200],
    call: async (w, p) => ({ headers: p === 'anonymous' ? {} : await w.throwawayHeaders() }) },
  'DELETE /api/auth/sessions/{id}':   { expect: [401, 404, 404, 404, 404, 404, 404], call: () => ({ params: { id: crypto.randomUUID() } }) },
  'POST /api/auth/password-reset/request': { expect: [202, 202, 202, 202, 202, 202, 202],
    call: (w) => ({ body: { email: w.emails.ownCompany }, remoteAddress: `198.51.100.${++address % 250}` }) },
  'POST /api/auth/password-reset':    { expect: [400, 400, 400, 400, 400, 400, 400],
    call: () => ({ body: { token: 'x'.repeat(40), newPassword: 'Otra clave larga y rara 2026' } }) },
  'GET /api/categories':              { expect: [401, 200, 200, 200, 200, 200, 200] },

  'GET /api/companies/company':       { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { id: w.own.id } }) },
  'PUT /api/companies':               { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { ID: w.own.id }, body: { description: 'Tacos al pastor' } }) },
  'POST /api/companies':              { expect: [401, 403, 403, 403, 201, 201, 403],
    call: () => ({ body: { name: 'Nuevo comercio', ...city } }) },
  'GET /api/companies/stats':         { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'PUT /api/companies/devices/add':   { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { company: w.own.id, device: pushDevice } }) },
  'GET /api/companies/all':           { expect: [401, 403, 403, 200, 200, 200, 403] },
  'POST /api/companies/city-state/all': { expect: [401, 403, 403, 200, 200, 200, 403], call: () => ({ body: city }) },
  'POST /api/companies/city-state/count': { expect: [401, 403, 403, 200, 200, 200, 403], call: () => ({ body: city }) },
  // Answers only the reachable companies among the ids: another tenant's id yields an empty list, not its row.
  'POST /api/companies/id-in':        { expect: [401, 200, 200, 200, 200, 200, 403], call: (w) => ({ body: { ids: [w.own.id] } }) },
  'PUT /api/companies/status':        { expect: [401, 403, 403, 403, 200, 404, 403],
    call: (w) => ({ query: { ID: w.own.id, status: 'active' } }) },
  'PUT /api/companies/open':          { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { ID: w.own.id, open: 1 } }) },
  'PUT /api/companies/schedules':     { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { ID: w.own.id }, body: { schedules: allDayEveryDay } }) },

  'GET /api/products/company/all':    { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'PUT /api/products':                { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.product()).id }, body: { price: 2700 } }) },
  'POST /api/products':               { expect: [401, 201, 404, 201, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, name: 'Gringa', price: 5500 } }) },
  'POST /api/products/list':          { expect: [401, 201, 404, 201, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, products: [{ name: 'Quesadilla', price: 3000 }] } }) },
  'POST /api/products/ids':           { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ body: { ids: [(await w.product()).id] } }) },
  'GET /api/promos/company':          { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'POST /api/promos/ids':             { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ body: { ids: [(await w.promo()).id] } }) },
  'POST /api/promos':                 { expect: [401, 201, 404, 201, 201, 404, 403],
    call: async (w) => ({ body: { company: w.own.id, name: 'Dos por uno', price: 5000, options: [{ product: (await w.product()).id }] } }) },
  'PUT /api/promos':                  { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.promo()).id }, body: { price: 4500 } }) },

  'GET /api/coupons':                 { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'POST /api/coupons':                { expect: [401, 201, 404, 201, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, code: `MATRIZ${++couponCode}`, kind: 'percent', value: 10 } }) },
  'PUT /api/coupons':                 { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: await ownCoupon(w) }, body: { kind: 'amount', value: 500 } }) },
  'GET /api/coupons/city':            { expect: [401, 403, 403, 403, 200, 200, 403], call: () => ({ query: city }) },
  'POST /api/coupons/city':           { expect: [401, 403, 403, 403, 201, 201, 403],
    call: () => ({ body: { ...city, code: `CIUDAD${++couponCode}`, kind: 'free_delivery', value: 0 } }) },
  'GET /api/coupons/report':          { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { company: w.own.id, from: '2026-11-01', to: '2026-11-30' } }) },

  'POST /api/uploads/images':         { expect: [401, 201, 201, 201, 201, 201, 201], call: async () => ({ raw: await pngUpload() }) },
  'GET /api/uploads/{file}':          { expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (w) => ({ params: { file: (await w.upload()).split('/').at(-1)! } }) },
  // Public (the storefront's map needs it); this world's server does not proxy tiles, so everyone gets 404.
  'GET /api/map/tiles/{z}/{x}/{y}':   { expect: [404, 404, 404, 404, 404, 404, 404],
    call: () => ({ params: { z: '1', x: '0', y: '0' } }) },
  // Public (the storefront's address search); a query too short is refused before any geocoder is asked.
  'GET /api/map/geocode':             { expect: [400, 400, 400, 400, 400, 400, 400], call: () => ({ query: { q: 'ab' } }) },

  'POST /api/orders':                 { expect: [401, 201, 404, 201, 201, 404, 403],
    call: async (w) => ({ body: await w.intake(), headers: { 'idempotency-key': crypto.randomUUID() } }) },
  'GET /api/orders/company/pag':      { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'GET /api/orders/order':            { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { ID: (await w.order()).id } }) },
  'PUT /api/orders/status':           { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.order()).id, status: 'accepted' }, headers: manager }) },
  'PUT /api/orders/minutes':          { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.order('accepted')).id, minutes: 25 } }) },
  'GET /api/orders/clipboard':        { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { ID: (await w.order()).id } }) },
  'POST /api/orders/tracking-link':   { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { ID: (await w.order()).id } }) },
  'GET /api/orders/reports':          { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { ID: w.own.id, from: '2026-11-01', to: '2026-11-30' } }) },
  'GET /api/orders/slots':            { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'GET /api/orders/stats/month':      { expect: [401, 200, 404, 200, 200, 404, 403],
    call: (w) => ({ query: { company: w.own.id, month: 11, year: 2026 } }) },
  'POST /api/orders/city-state/month': { expect: [401, 403, 403, 200, 200, 200, 403],
    call: () => ({ body: { ...city, month: 11, year: 2026 } }) },
  'POST /api/orders/city-state':      { expect: [401, 403, 403, 200, 200, 200, 403], call: () => ({ body: city }) },
  'GET /api/orders/changes':          { expect: [401, 200, 200, 200, 200, 200, 403], call: () => ({ query: { since: since() } }) },
  'POST /api/rejections':             { expect: [401, 201, 404, 201, 201, 404, 403],
    call: async (w) => ({ body: { order: (await w.order()).id, reason: 'too_busy' }, headers: manager }) },

  'POST /api/errands':                { expect: [401, 201, 404, 201, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, dropoff: { address: 'Av. México 2300' } } }) },
  'GET /api/errands/partner':         { expect: [401, 200, 200, 200, 200, 404, 403], call: (w) => ({ query: { partner: w.partner.id } }) },
  'GET /api/errands/errand':          { expect: [401, 200, 404, 200, 200, 404, 404], call: async (w) => ({ query: { ID: await w.errand() } }) },
  'PUT /api/errands/status':          { expect: [401, 200, 404, 200, 200, 404, 404],
    call: async (w) => ({ query: { ID: await w.errand(), status: 'cancelled' }, headers: manager }) },
  'PUT /api/errands/minutes':         { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { ID: await w.errand(), minutes: 30 } }) },
  'GET /api/errands/changes':         { expect: [401, 200, 200, 200, 200, 200, 200], call: () => ({ query: { since: since() } }) },

  'POST /api/channel-keys':           { expect: [401, 403, 403, 403, 201, 201, 403], call: () => ({ body: { name: 'App móvil' } }) },
  'GET /api/channel-keys':            { expect: [401, 403, 403, 403, 200, 200, 403] },
  'DELETE /api/channel-keys/{id}':    { expect: [401, 403, 403, 403, 204, 404, 403],
    call: async (w) => ({ params: { id: (await w.channelKey()).id } }) },

  'GET /api/partners':                { expect: [401, 403, 403, 200, 200, 200, 403] },
  'PUT /api/partners':                { expect: [401, 403, 403, 403, 200, 404, 403],
    call: (w) => ({ query: { ID: w.partner.id }, body: { phone: '3311112222' } }) },
  'PUT /api/partners/config/secrets': { expect: [401, 403, 403, 403, 200, 404, 403],
    call: (w) => ({ query: { ID: w.partner.id }, body: { mercadoPagoPublicKey: 'APP_USR-prueba-1234' } }) },
  'PUT /api/partners/devices/add':    { expect: [401, 403, 403, 200, 200, 404, 403],
    call: (w) => ({ query: { ID: w.partner.id, device: pushDevice } }) },

  'GET /api/riders':                  { expect: [401, 403, 403, 200, 200, 200, 200] },
  'GET /api/riders/list':             { expect: [401, 403, 403, 200, 200, 200, 200] },
  'GET /api/riders/rider':            { expect: [401, 403, 403, 200, 200, 404, 404], call: async (w) => ({ query: { ID: (await w.rider()).id } }) },
  'POST /api/riders':                 { expect: [401, 403, 403, 403, 201, 201, 201],
    call: () => ({ body: { name: 'Jorge Ruiz', phone: `33${String(10_000_000 + ++address)}` } }) },
  'PUT /api/riders':                  { expect: [401, 403, 403, 403, 200, 404, 404],
    call: async (w) => ({ query: { ID: (await w.rider()).id }, body: { name: 'Miguel Ángel Ruiz' } }) },
  'PUT /api/riders/shift':            { expect: [401, 403, 403, 200, 200, 404, 404],
    call: async (w) => ({ query: { ID: (await w.rider()).id, onShift: 1 } }) },
  'DELETE /api/riders':               { expect: [401, 403, 403, 403, 200, 404, 404], call: async (w) => ({ query: { ID: (await w.rider()).id } }) },
  // Rider positions (decision 048): the batch is a rider route, so every staff session is 401 there.
  'POST /api/r/positions':            { expect: [401, 401, 401, 401, 401, 401, 401],
    call: () => ({ body: { positions: [{ lat: 20.67, lng: -103.39, accuracy: 10, at: new Date().toISOString() }] } }) },
  'GET /api/riders/map':              { expect: [401, 403, 403, 200, 200, 200, 200] },
  'GET /api/riders/suggestions':      { expect: [401, 403, 403, 200, 200, 404, 403], call: async (w) => ({ query: { errand: await w.errand() } }) },
  'GET /api/riders/trail-settings':   { expect: [401, 403, 403, 200, 200, 200, 403] },
  'PUT /api/riders/trail-settings':   { expect: [401, 403, 403, 403, 200, 200, 403], call: () => ({ body: { trailDays: 7 } }) },
  'GET /api/orders/rider':            { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { ID: (await w.order()).id } }) },
  'GET /api/storefront/track/{token}/rider': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (w) => ({ params: { token: await w.trackingToken() } }) },

  // The riders' app (decision 042): rider routes take the rider cookie only, so every staff session is 401 there.
  'POST /api/r/auth/invitation':      { expect: [404, 404, 404, 404, 404, 404, 404], call: () => ({ body: { token: 'x'.repeat(32) } }) },
  'POST /api/r/auth/activate':        { expect: [404, 404, 404, 404, 404, 404, 404],
    call: () => ({ body: { token: 'x'.repeat(32), pin: '1234' } }) },
  // A PIN of letters is refused before any check (a wrong PIN is 401, rider-app.test.ts).
  'POST /api/r/auth/login':           { expect: [400, 400, 400, 400, 400, 400, 400],
    call: () => ({ body: { phone: `33${String(20_000_000 + ++address)}`, pin: 'abcd' } }) },
  'GET /api/r/auth/me':               { expect: [401, 401, 401, 401, 401, 401, 401] },
  'POST /api/r/auth/logout':          { expect: [401, 401, 401, 401, 401, 401, 401] },
  'PUT /api/r/shift':                 { expect: [401, 401, 401, 401, 401, 401, 401], call: () => ({ body: { onShift: true } }) },
  'GET /api/r/tasks':                 { expect: [401, 401, 401, 401, 401, 401, 401] },
  'GET /api/r/tasks/task':            { expect: [401, 401, 401, 401, 401, 401, 401], call: async (w) => ({ query: { ID: await w.errand() } }) },
  'POST /api/r/tasks/action':         { expect: [401, 401, 401, 401, 401, 401, 401],
    call: async (w) => ({ body: { task: await w.errand(), action: 'accept', actionId: crypto.randomUUID() } }) },
  'PUT /api/r/devices':               { expect: [401, 401, 401, 401, 401, 401, 401], call: () => ({ body: { device: JSON.parse(pushDevice) } }) },
  'DELETE /api/r/devices':            { expect: [401, 401, 401, 401, 401, 401, 401],
    call: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' } }) },
  'POST /api/r/uploads/proof':        { expect: [401, 401, 401, 401, 401, 401, 401], call: async () => ({ raw: await pngUpload() }) },
  'POST /api/riders/invitation':      { expect: [401, 403, 403, 201, 201, 404, 404], call: async (w) => ({ query: { ID: (await w.rider()).id } }) },
  'GET /api/riders/app-access':       { expect: [401, 403, 403, 200, 200, 404, 404], call: async (w) => ({ query: { ID: (await w.rider()).id } }) },
  'DELETE /api/riders/app-session':   { expect: [401, 403, 403, 204, 204, 404, 404], call: async (w) => ({ query: { ID: (await w.rider()).id } }) },
  'GET /api/riders/cash':             { expect: [401, 403, 403, 200, 200, 200, 200] },
  // No cash in hand yet: the corte is refused (409) for whoever may record it.
  'POST /api/riders/cash-handover':   { expect: [401, 403, 403, 409, 409, 404, 404],
    call: async (w) => ({ body: { rider: (await w.rider()).id, amount: 100 } }) },
  'GET /api/riders/app-settings':     { expect: [401, 403, 403, 200, 200, 200, 403] },
  'PUT /api/riders/app-settings':     { expect: [401, 403, 403, 403, 200, 200, 403], call: () => ({ body: { acceptSeconds: 120, proof: 'none' } }) },

  'GET /api/bases':                   { expect: [401, 403, 403, 200, 200, 200, 403] },
  'POST /api/bases':                  { expect: [401, 403, 403, 403, 201, 201, 403], call: () => ({ body: { name: 'Base Norte' } }) },
  'PUT /api/bases':                   { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.base()).id }, body: { name: 'Base Sur' } }) },
  'DELETE /api/bases':                { expect: [401, 403, 403, 403, 204, 404, 403], call: async (w) => ({ query: { ID: (await w.base()).id } }) },

  'GET /api/zones/map-settings':      { expect: [401, 200, 200, 200, 200, 200, 200] },
  'GET /api/zones':                   { expect: [401, 403, 403, 200, 200, 200, 403] },
  'POST /api/zones':                  { expect: [401, 403, 403, 403, 201, 201, 403], call: () => ({ body: zoneBody('Norte') }) },
  'PUT /api/zones':                   { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { ID: (await w.zone()).id }, body: { deliveryFee: 3500 } }) },
  'DELETE /api/zones':                { expect: [401, 403, 403, 403, 204, 404, 403], call: async (w) => ({ query: { ID: (await w.zone()).id } }) },
  'GET /api/zones/companies':         { expect: [401, 403, 403, 200, 200, 200, 403] },
  'GET /api/zones/export':            { expect: [401, 403, 403, 200, 200, 200, 403] },
  'POST /api/zones/import':           { expect: [401, 403, 403, 403, 201, 201, 403],
    call: () => {
      const { name, geometry } = zoneBody('Sur');
      return { body: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties: { name } }] } };
    } },

  'GET /api/expenses':                { expect: [401, 403, 403, 403, 200, 200, 403] },
  'GET /api/expenses/totals':         { expect: [401, 403, 403, 403, 200, 200, 403] },
  'GET /api/expenses/export.csv':     { expect: [401, 403, 403, 403, 200, 200, 403] },
  'POST /api/expenses':               { expect: [401, 403, 403, 403, 201, 201, 403],
    call: () => ({ body: { date: '2026-11-03', concept: 'Llantas', category: 'mantenimiento', amount: 120000 } }) },
  'PUT /api/expenses':                { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { ID: await w.expense() }, body: { amount: 50000 } }) },
  'DELETE /api/expenses':             { expect: [401, 403, 403, 403, 204, 404, 403], call: async (w) => ({ query: { ID: await w.expense() } }) },

  'GET /api/errands/fleet':           { expect: [401, 403, 403, 403, 403, 403, 200] },
  'GET /api/fleets/links':            { expect: [401, 403, 403, 200, 200, 200, 200] },
  'POST /api/fleets/links':           { expect: [401, 403, 403, 403, 201, 201, 403],
    call: async (w) => { await w.clearFleetLinks(); return { body: { email: w.emails.fleet } }; } },
  'PUT /api/fleets/links/accept':     { expect: [401, 403, 403, 403, 403, 403, 200], call: async (w) => ({ query: { ID: await w.fleetLink() } }) },
  'PUT /api/fleets/links/decline':    { expect: [401, 403, 403, 403, 403, 403, 200], call: async (w) => ({ query: { ID: await w.fleetLink() } }) },
  'PUT /api/fleets/links/end':        { expect: [401, 403, 403, 403, 200, 404, 200], call: async (w) => ({ query: { ID: await w.fleetLink() } }) },
  'GET /api/fleets/profile':          { expect: [401, 403, 403, 403, 403, 403, 200] },
  'PUT /api/fleets/profile':          { expect: [401, 403, 403, 403, 403, 403, 200], call: () => ({ body: { name: 'Flota de prueba' } }) },
  'GET /api/fleets/board':            { expect: [401, 403, 403, 403, 403, 403, 200] },

  'GET /api/partners/team':           { expect: [401, 403, 403, 403, 200, 200, 403] },
  'POST /api/partners/team':          { expect: [401, 403, 403, 403, 201, 201, 403],
    call: () => ({ body: { name: 'Nueva persona', email: `equipo-${++address}@socio.mx`, role: 'member' } }) },
  'PUT /api/partners/team':           { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { id: (await w.teamMember()).id }, body: { role: 'admin' } }) },
  'DELETE /api/partners/team':        { expect: [401, 403, 403, 403, 204, 404, 403],
    call: async (w) => ({ query: { id: (await w.teamMember()).id } }) },
  'GET /api/fleets/team':             { expect: [401, 403, 403, 403, 403, 403, 200] },
  'POST /api/fleets/team':            { expect: [401, 403, 403, 403, 403, 403, 201],
    call: () => ({ body: { name: 'Nueva persona', email: `equipo-${++address}@flota.mx`, role: 'member' } }) },
  'PUT /api/fleets/team':             { expect: [401, 403, 403, 403, 403, 403, 200],
    call: async (w) => ({ query: { id: (await w.fleetTeamMember()).id }, body: { role: 'admin' } }) },
  'DELETE /api/fleets/team':          { expect: [401, 403, 403, 403, 403, 403, 204],
    call: async (w) => ({ query: { id: (await w.fleetTeamMember()).id } }) },

  'GET /api/requests/partners':       { expect: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/requests':               { expect: [201, 201, 201, 201, 201, 201, 201],
    call: (w) => ({
      remoteAddress: `198.51.100.${++address % 250}`,
      body: { partner: w.partner.id, kind: 'rider', name: 'Pedro Gómez', contact: 'Pedro Gómez',
        email: 'pedro@correo.mx', phone: '3311223344', address: 'Calle Luna 4' },
    }) },
  'GET /api/requests':                { expect: [401, 403, 403, 403, 200, 200, 403] },
  'PUT /api/requests/approve':        { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { id: (await w.joinRequest()).id }, body: {} }) },
  'PUT /api/requests/reject':         { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { id: (await w.joinRequest()).id }, body: { reason: 'Zona sin cobertura' } }) },

  'GET /api/payments/company':        { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'GET /api/payments/statement':      { expect: [401, 200, 404, 200, 200, 404, 403],
    call: async (w) => ({ query: { company: w.own.id, period: await w.statementPeriod() } }) },
  'GET /api/payments/partner':        { expect: [401, 403, 403, 200, 200, 200, 403] },
  'GET /api/payments/settings':       { expect: [401, 403, 403, 200, 200, 200, 403] },
  'PUT /api/payments/settings':       { expect: [401, 403, 403, 403, 200, 200, 403],
    call: () => ({ body: { commissionBps: 1000, periodWeeks: 1, cutoffDay: 1 } }) },
  'PUT /api/payments/commission':     { expect: [401, 403, 403, 403, 204, 404, 403],
    call: (w) => ({ body: { company: w.own.id, commissionBps: 800 } }) },
  'GET /api/payments/history':        { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'GET /api/payments/payment':        { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { ID: await w.payment() } }) },
  'POST /api/payments/checkout':      { expect: [401, 409, 404, 403, 403, 403, 403], call: (w) => ({ body: { company: w.own.id } }) },
  'POST /api/payments/manual':        { expect: [401, 403, 403, 403, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, direction: 'partner_to_company', method: 'transfer', amount: 500, reference: 'SPEI 1' } }) },
  'POST /api/payments/adjustment':    { expect: [401, 403, 403, 403, 201, 404, 403],
    call: (w) => ({ body: { company: w.own.id, amount: 100, description: 'Corrección' } }) },
  'POST /api/gateway/mercadopago/notifications': { expect: [404, 404, 404, 404, 404, 404, 404],
    call: (w) => ({ query: { partner: w.partner.id }, body: { type: 'payment', data: { id: '1' } } }) },

  'GET /api/ads/prices':              { expect: [401, 200, 200, 200, 200, 200, 403] },
  'PUT /api/ads/prices':              { expect: [401, 403, 403, 403, 200, 200, 403], call: (w) => ({ body: w.adPriceList }) },
  'GET /api/ads/campaigns':           { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'POST /api/ads/campaigns':          { expect: [401, 201, 404, 403, 403, 403, 403],
    call: async (w) => {
      await w.adCampaign();
      return { body: { company: w.own.id, placement: 'banner', startDate: '2099-02-01', endDate: '2099-02-03',
        title: 'Pozole los jueves', image: '/api/uploads/anuncio.png' } };
    } },
  'GET /api/ads/stats':               { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { id: await w.adCampaign() } }) },
  'GET /api/ads/requests':            { expect: [401, 403, 403, 403, 200, 200, 403] },
  'PUT /api/ads/approve':             { expect: [401, 403, 403, 403, 200, 404, 403], call: async (w) => ({ query: { id: await w.adCampaign() } }) },
  'PUT /api/ads/reject':              { expect: [401, 403, 403, 403, 200, 404, 403],
    call: async (w) => ({ query: { id: await w.adCampaign() }, body: { reason: 'Fechas sin lugar' } }) },
  // Customer apps only: a session without a channel key is not enough (ads.test.ts calls them with keys).
  'GET /api/ads/active':              { expect: [401, 401, 401, 401, 401, 401, 401], call: () => ({ query: city }) },
  'POST /api/ads/events':             { expect: [401, 401, 401, 401, 401, 401, 401],
    call: async (w) => ({ body: { campaign: await w.adCampaign(), type: 'click' } }) },

  'GET /api/whatsapp/session':        { expect: [401, 403, 403, 403, 200, 200, 403] },
  'POST /api/whatsapp/session/link':  { expect: [401, 403, 403, 403, 200, 200, 403] },
  'POST /api/whatsapp/session/unlink': { expect: [401, 403, 403, 403, 200, 200, 403] },
  'POST /api/whatsapp/session/relink': { expect: [401, 403, 403, 403, 200, 200, 403] },
  'GET /api/whatsapp/templates':      { expect: [401, 403, 403, 403, 200, 200, 403] },
  'PUT /api/whatsapp/templates':      { expect: [401, 403, 403, 403, 200, 200, 403],
    call: () => ({ query: { event: 'accepted' }, body: { body: 'Tu pedido fue aceptado.', enabled: true } }) },
  'GET /api/whatsapp/companies':      { expect: [401, 403, 403, 403, 200, 200, 403] },
  'PUT /api/whatsapp/companies':      { expect: [401, 403, 403, 403, 200, 404, 403],
    call: (w) => ({ query: { ID: w.own.id }, body: { enabled: true } }) },
  'GET /api/whatsapp/messages':       { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { order: (await w.order()).id } }) },

  // The storefront is public: every persona, signed in or not, is a customer there.
  'GET /api/storefront/companies/{slug}': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: (w) => ({ params: { slug: w.own.slug } }) },
  'POST /api/storefront/companies/{slug}/quote': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (w) => ({
      params: { slug: w.own.slug },
      body: { type: 'pickup', products: [{ product: (await w.product()).id, quantity: 1 }] },
    }) },
  'POST /api/storefront/companies/{slug}/orders': { expect: [201, 201, 201, 201, 201, 201, 201],
    call: async (w) => ({
      params: { slug: w.own.slug },
      headers: { 'idempotency-key': `matrix-${++address}` },
      body: {
        type: 'pickup',
        products: [{ product: (await w.product()).id, quantity: 1 }],
        customer: { name: 'Cliente', phone: `33170000${String(++address % 100).padStart(2, '0')}` },
        payment: 'cash',
      },
    }) },
  'GET /api/storefront/companies/{slug}/slots': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: (w) => ({ params: { slug: w.own.slug } }) },
  'GET /api/storefront/track/{token}': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (w) => ({ params: { token: await w.trackingToken() } }) },
  'GET /api/storefront/cities/{slug}': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: (w) => ({ params: { slug: w.partner.slug } }) },

  'GET /api/push/public-key':         { expect: [401, 200, 200, 200, 200, 200, 403] },
  'GET /api/live/presence':           { expect: [401, 200, 200, 200, 200, 200, 403] },

  // The customer book is the company's own (decision 052): partners see counts only.
  'GET /api/customers':               { expect: [401, 200, 200, 403, 403, 403, 403] },
  'GET /api/customers/customer':      { expect: [401, 200, 404, 403, 403, 403, 403], call: async (w) => ({ query: { id: await bookCustomer(w) } }) },
  'GET /api/customers/lookup':        { expect: [401, 200, 200, 403, 403, 403, 403], call: () => ({ query: { phone: '33 1800 0001' } }) },
  'PUT /api/customers':               { expect: [401, 200, 404, 403, 403, 403, 403],
    call: async (w) => ({ query: { id: await bookCustomer(w) }, body: { notes: 'Tocar fuerte' } }) },
  'DELETE /api/customers':            { expect: [401, 204, 404, 403, 403, 403, 403], call: async (w) => ({ query: { id: await bookCustomer(w) } }) },
  'GET /api/customers/export.csv':    { expect: [401, 200, 200, 403, 403, 403, 403] },
  'GET /api/customers/counts':        { expect: [401, 403, 403, 200, 200, 200, 403] },
  'GET /api/storefront/track/{token}/rating': { expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (w) => ({ params: { token: await w.trackingToken() } }) },
  'POST /api/storefront/track/{token}/rating': { expect: [201, 201, 201, 201, 201, 201, 201],
    call: async (w) => ({ params: { token: await deliveredOrderToken(w) }, body: { stars: 4, comment: 'Rico' } }) },
  'GET /api/ratings':                 { expect: [401, 200, 200, 200, 200, 200, 403] },
  'GET /api/ratings/order':           { expect: [401, 200, 404, 200, 200, 404, 403], call: async (w) => ({ query: { id: (await w.order('delivered')).id } }) },
  'GET /api/ratings/weekly':          { expect: [401, 200, 404, 200, 200, 404, 403], call: (w) => ({ query: { company: w.own.id } }) },
  'GET /api/ratings/companies':       { expect: [401, 403, 403, 200, 200, 200, 403] },
  'GET /api/ratings/rider':           { expect: [401, 403, 403, 200, 200, 404, 403], call: async (w) => ({ query: { id: (await w.rider()).id } }) },
};

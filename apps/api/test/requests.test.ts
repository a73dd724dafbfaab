import { newJoinRequestEvent, updateJoinRequestEvent } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRequests, riders } from '../src/db/schema/index.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { signIn, type TestApp } from './helper.ts';
import { listeners, waitFor } from './sockets.ts';

let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;
let sessions: Record<'admin' | 'member' | 'otherAdmin', Session>;
let url: string;
const open: Socket[] = [];
const { received, connect } = listeners<{ id: string; status: string }>();
let address = 0;

const form = (overrides: Record<string, unknown> = {}) => ({
  partner: tenants.a.partner.id,
  kind: 'company',
  name: 'Birria Don Lalo',
  contact: 'Eduardo Ramírez',
  email: 'lalo@birria.mx',
  phone: '33 1234 5678',
  address: 'Av. Vallarta 1200, Guadalajara',
  message: 'Queremos vender a domicilio.',
  ...overrides,
});
/** Each submission from its own client address, unless a test is about the address limit. */
const submit = (payload: object, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/requests', payload, remoteAddress });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/requests${query}`, headers });
const decide = (action: 'approve' | 'reject', id: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/requests/${action}?id=${id}`, headers, payload });
const pendingIdNamed = async (name: string) =>
  (await list(adminA, '?status=pending&limit=100')).json().items.find((item: { name: string }) => item.name === name)
    .id as string;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions,
    headers: { admin: adminA, member: memberA, otherAdmin: adminB },
  } = await startWithTenants(['admin', 'member', 'otherAdmin']));
  url = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const socket of open) socket.disconnect();
  await t.close();
});

describe('public form', () => {
  it('lists the partners by city without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/requests/partners' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: tenants.a.partner.id, name: 'Socio a', city: 'Guadalajara' }),
      ]),
    );
  });

  it('takes a request without a sign-in and tells the partner’s admins live, not its members nor others', async () => {
    const sockets = { adminA: sessions.admin, memberA: sessions.member, adminB: sessions.otherAdmin };
    for (const [name, session] of Object.entries(sockets)) open.push(await connect(url, name, session.cookie));
    const response = await submit(form());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    await waitFor(() => received.adminA.some((entry) => entry.event === newJoinRequestEvent(tenants.a.partner.id)));
    expect(received.memberA).toEqual([]);
    expect(received.adminB).toEqual([]);
    const page = (await list(adminA, '?status=pending')).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: 'Birria Don Lalo',
      kind: 'company',
      status: 'pending',
      decidedBy: null,
    });
  });

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const response = await submit(form({ name: 'Bot SA', website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    const rows = await t.db.select().from(joinRequests).where(eq(joinRequests.name, 'Bot SA'));
    expect(rows).toEqual([]);
  });

  it('refuses bad fields in Spanish with the fields named', async () => {
    const response = await submit({ partner: tenants.a.partner.id, kind: 'camion', name: '', email: 'x', phone: '12' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.kind', 'body.name', 'body.contact', 'body.email', 'body.phone', 'body.address']),
    );
    const unknownPartner = await submit(form({ partner: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownPartner.statusCode).toBe(400);
  });

  it('limits requests per client address (429 after five in an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit(form({ name: `Limite ${i}` }), '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(form({ name: 'Otra dirección' }), '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('inbox', () => {
  it('is for admins: members are refused (permission table), another partner sees none of it', async () => {
    expect((await list(memberA)).statusCode).toBe(403);
    expect((await list(adminB)).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests' })).statusCode).toBe(401);
  });

  it('approves a business: creates the company with its sign-in and shows the first password once', async () => {
    const id = await pendingIdNamed('Birria Don Lalo');
    const other = await decide('approve', id, adminB);
    expect(other.statusCode).toBe(404);
    const member = await decide('approve', id, memberA);
    expect(member.statusCode).toBe(403);

    const response = await decide('approve', id, adminA);
    expect(response.statusCode).toBe(200);
    const { request, login } = response.json();
    expect(request).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect(request.decidedAt).toEqual(expect.any(String));
    expect(login.email).toBe('lalo@birria.mx');
    const company = await signIn(t.app, login.email, login.password);
    expect(company.body.business.data).toMatchObject({
      id: request.company,
      name: 'Birria Don Lalo',
      partner: tenants.a.partner.id,
    });
    const list2 = (await list(adminA, '?status=approved')).json();
    expect(JSON.stringify(list2)).not.toContain(login.password);
    await waitFor(() => received.adminA.some((entry) => entry.event === updateJoinRequestEvent(tenants.a.partner.id)));

    const again = await decide('approve', id, adminA);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_decided');
  });

  it('approves a rider as a rider of the partner', async () => {
    expect(
      (await submit(form({ kind: 'rider', name: 'Pedro Moto', contact: 'Pedro Moto', email: 'pedro@moto.mx' })))
        .statusCode,
    ).toBe(201);
    const id = await pendingIdNamed('Pedro Moto');
    const response = await decide('approve', id, adminA);
    expect(response.statusCode).toBe(200);
    expect(response.json().login).toBeNull();
    const [rider] = await t.db.select().from(riders).where(eq(riders.id, response.json().request.rider));
    // Stored in E.164 like every rider's phone (the form accepts it as people write it).
    expect(rider).toMatchObject({ name: 'Pedro Moto', partnerId: tenants.a.partner.id, phone: '+523312345678' });
  });

  it('rejects with a reason and keeps who and when; a reason is required', async () => {
    const id = await pendingIdNamed('Otra dirección');
    const empty = await decide('reject', id, adminA, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const foreign = await decide('reject', id, adminB, { reason: 'No' });
    expect(foreign.statusCode).toBe(404);
    const response = await decide('reject', id, adminA, { reason: 'Aún no cubrimos esa zona' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Aún no cubrimos esa zona' });
    expect(response.json().decidedBy).toEqual(expect.any(String));
    expect(response.json().decidedAt).toEqual(expect.any(String));
  });

  it('refuses approving with an e-mail that already has a sign-in, leaving the request pending', async () => {
    expect((await submit(form({ name: 'Duplicado', email: tenants.a.emails.company }))).statusCode).toBe(201);
    const id = await pendingIdNamed('Duplicado');
    const response = await decide('approve', id, adminA);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
    expect(await pendingIdNamed('Duplicado')).toBe(id);
    const fixed = await decide('approve', id, adminA, { email: 'duplicado-nuevo@test.mx' });
    expect(fixed.statusCode).toBe(200);
  });
});

import { RIDER_SESSION_COOKIE, WEB_APP_ID } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderLatestPositions, riderSessions, riderTrailPoints } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { openRiderSession } from '../src/modules/rider-app/rider-session.ts';
import { deleteExpiredTrail } from '../src/modules/rider-positions/rider-positions.queries.ts';
import { mintTrackingToken } from '../src/modules/storefront/tracking.ts';
import { startWithTenants } from './fixtures.ts';
import { createMenu, fullIntake, postOrder } from './order-fixtures.ts';
import { moveErrandAs } from './rider-app-fixtures.ts';

type Started = Awaited<ReturnType<typeof startWithTenants<'admin' | 'otherAdmin' | 'company' | 'company2' | 'fleet'>>>;
let s: Started;

// Guadalajara: the pickup at the Minerva, a drop-off 2 km east.
const MINERVA = { lat: 20.6736, lng: -103.3927 };
const point = (lat: number, lng: number, at: Date, extra: Record<string, unknown> = {}) => ({
  lat,
  lng,
  accuracy: 12,
  at: at.toISOString(),
  ...extra,
});
const ago = (ms: number) => new Date(Date.now() - ms);

const riderSignIn = async (riderId: string) => {
  const { token } = await openRiderSession(s.t.db, riderId, { ip: '127.0.0.1' });
  return { cookie: `${RIDER_SESSION_COOKIE}=${token}`, 'x-app-id': WEB_APP_ID };
};
const post = (headers: Record<string, string>, positions: unknown[]) =>
  s.t.app.inject({ method: 'POST', url: '/api/r/positions', headers, payload: { positions } });
/** The write-behind flushes once a second; the app's close flushes too. Tests wait for the row instead. */
const storedLatest = async (riderId: string) => {
  for (let i = 0; i < 50; i += 1) {
    const [row] = await s.t.db.select().from(riderLatestPositions).where(eq(riderLatestPositions.riderId, riderId));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
};
const newRider = async (name: string, values: { onShift?: boolean; partnerId?: string; providerId?: string } = {}) =>
  createRider(s.t.db, {
    name,
    phone: `+5233${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    partnerId: values.providerId ? undefined : (values.partnerId ?? s.tenants.a.partner.id),
    providerId: values.providerId,
    onShift: values.onShift ?? true,
  });
const map = async (headers: Record<string, string>) => {
  const response = await s.t.app.inject({ method: 'GET', url: '/api/riders/map', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    riders: { id: string; state: string; tasks: number; position: { lat: number } | null }[];
  };
};
const newErrand = async (body: Record<string, unknown> = {}) => {
  const response = await s.t.app.inject({
    method: 'POST',
    url: '/api/errands',
    headers: s.headers.company,
    payload: {
      pickup: { address: 'Minerva', ...MINERVA },
      dropoff: { address: 'Av. Juárez 10', lat: 20.6736, lng: -103.3735 },
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};
const moveErrand = (id: string, status: string, rider?: string) =>
  moveErrandAs(s.t.app, s.headers.company, id, status, rider);

beforeAll(async () => {
  s = await startWithTenants(['admin', 'otherAdmin', 'company', 'company2', 'fleet'] as const);
});
afterAll(async () => s.t.close());

describe('position batches', () => {
  it('refuses a rider off shift, a staff session and bad coordinates, storing nothing', async () => {
    const off = await newRider('Fuera de turno', { onShift: false });
    const headers = await riderSignIn(off.id);
    const refused = await post(headers, [point(20.67, -103.39, ago(1000))]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('rider_off_shift');

    expect((await post(s.headers.admin, [point(20.67, -103.39, ago(1000))])).statusCode).toBe(401);

    const on = await newRider('Coordenadas malas');
    const bad = await post(await riderSignIn(on.id), [point(120, -103.39, ago(1000))]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    // zod's own refusal (the route's plain check leaves every body it would not take unchanged to zod).
    expect(bad.body).toContain('La latitud va de -90 a 90');
    const tooMany = await post(
      await riderSignIn(on.id),
      Array.from({ length: 21 }, () => point(20, -103, ago(1))),
    );
    expect(tooMany.statusCode).toBe(400);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    const rows = await s.t.db
      .select()
      .from(riderLatestPositions)
      .where(sql`${riderLatestPositions.riderId} in (${off.id}, ${on.id})`);
    expect(rows).toEqual([]);
  });

  it('answers a batch with nosniff and no page headers or compression; other answers keep them', async () => {
    const rider = await newRider('Cabeceras');
    const headers = { ...(await riderSignIn(rider.id)), 'accept-encoding': 'br, gzip' };
    const batch = await post(headers, [point(20.67, -103.39, ago(1000))]);
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['x-content-type-options']).toBe('nosniff');
    expect(batch.headers['content-security-policy']).toBeUndefined();
    expect(batch.headers['x-frame-options']).toBeUndefined();
    expect(batch.headers['content-encoding']).toBeUndefined();
    const refused = await post(headers, [point(120, -103.39, ago(1000))]);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    const other = await s.t.app.inject({ method: 'GET', url: '/api/r/auth/me', headers });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the newest device time as latest, whatever order the points arrive in', async () => {
    const rider = await newRider('Fuera de orden');
    const headers = await riderSignIn(rider.id);
    const newer = ago(10_000);
    const first = await post(headers, [point(20.68, -103.39, newer)]);
    expect(first.json()).toMatchObject({ accepted: 1, ignored: 0, latestAt: newer.toISOString() });
    // An older point arriving later, and one older than 30 minutes: both ignored.
    const late = await post(headers, [point(20.6, -103.3, ago(20_000)), point(20.5, -103.2, ago(40 * 60_000))]);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ accepted: 0, ignored: 2, latestAt: newer.toISOString() });
    // A phone clock an hour fast is taken as now.
    const fast = await post(headers, [point(20.69, -103.39, new Date(Date.now() + 3_600_000))]);
    expect(fast.json().accepted).toBe(1);
    expect(Date.parse(fast.json().latestAt)).toBeLessThanOrEqual(Date.now());

    const row = await storedLatest(rider.id);
    expect(row?.lat).toBe(20.69);
    const view = await map(s.headers.admin);
    expect(view.riders.find((entry) => entry.id === rider.id)?.position?.lat).toBe(20.69);
  });

  it('answers 429 with Retry-After when a rider floods, and stores nothing of the refused batch', async () => {
    const rider = await newRider('Inundación');
    const headers = await riderSignIn(rider.id);
    const base = Date.now() - 60_000;
    // 120 points a minute: six batches of 20 pass, the seventh is refused.
    for (let batch = 0; batch < 6; batch += 1) {
      const points = Array.from({ length: 20 }, (_, i) => point(20.6, -103.3, new Date(base + (batch * 20 + i) * 100)));
      expect((await post(headers, points)).statusCode).toBe(200);
    }
    // A full batch: the bucket refills 2 points a second, never 20 within the slowest run of the six above.
    const refused = await post(
      headers,
      Array.from({ length: 20 }, (_, i) => point(21.5, -103.3, new Date(Date.now() - i))),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_positions');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await storedLatest(rider.id))?.lat).toBe(20.6);
  });
});

describe('the map', () => {
  it('shows the partner its riders on shift with their task, never another partner; a position older than the shift is absent', async () => {
    const rider = await newRider('Mapa propio');
    const other = await newRider('Mapa ajeno', { partnerId: s.tenants.b.partner.id });
    await post(await riderSignIn(rider.id), [point(20.67, -103.39, ago(2000))]);
    await post(await riderSignIn(other.id), [point(20.67, -103.39, ago(2000))]);
    const errand = await newErrand();
    await moveErrand(errand.id, 'assigned', rider.id);

    const ours = await map(s.headers.admin);
    const entry = ours.riders.find((r) => r.id === rider.id);
    expect(entry).toMatchObject({ state: 'busy', tasks: 1, task: { errand: errand.id, status: 'assigned' } });
    expect(entry?.position?.lat).toBe(20.67);
    expect(ours.riders.some((r) => r.id === other.id)).toBe(false);
    expect((await map(s.headers.otherAdmin)).riders.some((r) => r.id === rider.id)).toBe(false);
    expect((await map(s.headers.fleet)).riders.some((r) => r.id === rider.id)).toBe(false);
    const company = await s.t.app.inject({ method: 'GET', url: '/api/riders/map', headers: s.headers.company });
    expect(company.statusCode).toBe(403);

    // The shift began after the last position: the rider is absent (no position), not shown as old-as-live.
    await s.t.db
      .update(riderSessions)
      .set({ createdAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(riderSessions.riderId, rider.id));
    const later = (await map(s.headers.admin)).riders.find((r) => r.id === rider.id);
    expect(later?.position).toBeNull();
  });

  it('shows a fleet its own rider, and an unlinked partner nothing of it', async () => {
    const fleetRider = await newRider('De la flota', { providerId: s.tenants.provider.id });
    await post(await riderSignIn(fleetRider.id), [point(20.7, -103.4, ago(1000))]);
    expect((await map(s.headers.fleet)).riders.find((r) => r.id === fleetRider.id)?.position?.lat).toBe(20.7);
    // Not linked to partner a: it sees nothing of the fleet's rider.
    expect((await map(s.headers.admin)).riders.some((r) => r.id === fleetRider.id)).toBe(false);
  });
});

describe('suggestions', () => {
  it('ranks free riders near the pickup first, then farther, then busy, with the reason', async () => {
    // A partner of its own, so other tests' riders do not enter the ranking.
    const errand = await newErrand();
    const near = await newRider('Cerca libre');
    const far = await newRider('Lejos libre');
    const busy = await newRider('Cerca ocupado');
    await post(await riderSignIn(near.id), [point(20.6736, -103.4043, ago(1000))]); // ~1.2 km west
    await post(await riderSignIn(far.id), [point(20.7186, -103.3927, ago(1000))]); // ~5 km north
    await post(await riderSignIn(busy.id), [point(20.674, -103.393, ago(1000))]);
    const other = await newErrand();
    await moveErrand(other.id, 'assigned', busy.id);

    const response = await s.t.app.inject({
      method: 'GET',
      url: '/api/riders/suggestions',
      headers: s.headers.admin,
      query: { errand: errand.id },
    });
    expect(response.statusCode).toBe(200);
    const ranked = (response.json() as { rider: string; reason: string }[]).filter((entry) =>
      [near.id, far.id, busy.id].includes(entry.rider),
    );
    expect(ranked.map((entry) => entry.rider)).toEqual([near.id, far.id, busy.id]);
    expect(ranked[0].reason).toBe('libre · 1.2 km');
    expect(ranked[2].reason).toMatch(/^1 mandado · \d+ m$/);

    const foreign = await s.t.app.inject({
      method: 'GET',
      url: '/api/riders/suggestions',
      headers: s.headers.otherAdmin,
      query: { errand: errand.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('tracking window', () => {
  it('shows the customer and the shop the rider only while the errand is on the way', async () => {
    const companyId = s.tenants.a.companies[0].id;
    const menu = await createMenu(s.t.db, companyId);
    const created = await postOrder(s.t, s.sessions.company, fullIntake(companyId, menu));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().id as string;
    const token = await mintTrackingToken(s.t.db, orderId);
    const rider = await newRider('Con pedido');
    const headers = await riderSignIn(rider.id);
    await post(headers, [point(20.6736, -103.39, ago(1000))]);
    const errand = await newErrand({ order: orderId });

    const customer = async () => {
      const response = await s.t.app.inject({ method: 'GET', url: `/api/storefront/track/${token}/rider` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const shop = (session: Record<string, string>) =>
      s.t.app.inject({ method: 'GET', url: '/api/orders/rider', headers: session, query: { ID: orderId } });

    expect(await customer()).toBeNull();
    await moveErrand(errand.id, 'assigned', rider.id);
    expect(await customer()).toBeNull();
    expect((await shop(s.headers.company)).json()).toBeNull();

    await moveErrand(errand.id, 'on_the_way');
    const during = await customer();
    expect(during.position.lat).toBe(20.6736);
    expect(during.etaMinutes).toBeGreaterThanOrEqual(1);
    expect((await shop(s.headers.company)).json().position.lat).toBe(20.6736);
    expect((await shop(s.headers.company2)).statusCode).toBe(404);
    expect((await shop(s.headers.otherAdmin)).statusCode).toBe(404);

    await moveErrand(errand.id, 'delivered');
    expect(await customer()).toBeNull();
    expect((await shop(s.headers.company)).json()).toBeNull();
    const unknown = await s.t.app.inject({ method: 'GET', url: '/api/storefront/track/nada/rider' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('trail', () => {
  it('keeps the task trail one point per 10 s and deletes it after the partner trail days', async () => {
    const rider = await newRider('Recorrido');
    const errand = await newErrand();
    await moveErrand(errand.id, 'assigned', rider.id);
    const headers = await riderSignIn(rider.id);
    const start = Date.now() - 60_000;
    // 12 points 5 s apart: the trail keeps every other one.
    const points = Array.from({ length: 12 }, (_, i) => point(20.67 + i / 1000, -103.39, new Date(start + i * 5000)));
    expect((await post(headers, points)).json().accepted).toBe(12);
    await storedLatest(rider.id);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const trail = await s.t.db.select().from(riderTrailPoints).where(eq(riderTrailPoints.errandId, errand.id));
    expect(trail).toHaveLength(6);

    const settings = await s.t.app.inject({
      method: 'PUT',
      url: '/api/riders/trail-settings',
      headers: s.headers.admin,
      payload: { trailDays: 3 },
    });
    expect(settings.statusCode).toBe(200);
    const bad = await s.t.app.inject({
      method: 'PUT',
      url: '/api/riders/trail-settings',
      headers: s.headers.admin,
      payload: { trailDays: 90 },
    });
    expect(bad.statusCode).toBe(400);

    // Two points 4 days old (past partner a's 3 days) go; the rest stay.
    const [oldest, second] = trail;
    await s.t.db
      .update(riderTrailPoints)
      .set({ at: new Date(Date.now() - 4 * 86_400_000) })
      .where(sql`${riderTrailPoints.id} in (${oldest.id}, ${second.id})`);
    expect(await deleteExpiredTrail(s.t.db)).toBe(2);
    expect(await s.t.db.select().from(riderTrailPoints).where(eq(riderTrailPoints.errandId, errand.id))).toHaveLength(
      4,
    );
  });
});

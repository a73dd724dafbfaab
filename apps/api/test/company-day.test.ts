import { zonedParts, zonedTimeToUtc } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, errandStatusHistory, errands, fleetLinks } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { errandTodayStart } from '../src/shared/errand-day.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

const TIJUANA = 'America/Tijuana';
const MEXICO_CITY = 'America/Mexico_City';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let fleet: Session;
let riderIds: Record<'tijuana' | 'mexico' | 'noCompany', string>;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, fleet },
  } = await startWithTenants(['admin', 'fleet']));
  const partnerId = tenants.a.partner.id;
  await t.db.update(companies).set({ timezone: TIJUANA }).where(eq(companies.id, tenants.a.companies[0].id));
  await t.db.update(companies).set({ timezone: 'America/Cancun' }).where(eq(companies.id, tenants.b.companies[0].id));
  await t.db.insert(fleetLinks).values({ partnerId, providerId: tenants.provider.id, status: 'active' });
  const make = (name: string) => createRider(t.db, { name, providerId: tenants.provider.id, onShift: true });
  const [tijuana, mexico, noCompany] = await Promise.all([
    make('Rider Tijuana'),
    make('Rider Ciudad de México'),
    make('Rider sin comercio'),
  ]);
  riderIds = { tijuana: tijuana.id, mexico: mexico.id, noCompany: noCompany.id };
});
afterAll(() => t.close());

const call = requester(() => t.app, '/api');
const get = async (session: Session, path: string) => {
  const response = await call(session, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The instant today began in a zone, by the calendar of Intl (not by the SQL under test). */
const dayStart = (now: Date, timeZone: string) => zonedTimeToUtc(zonedParts(now, timeZone).date, 0, timeZone);
const dayStarts = () => {
  const now = new Date();
  return { tijuana: dayStart(now, TIJUANA).getTime(), mexico: dayStart(now, MEXICO_CITY).getTime() };
};

/**
 * Three delivered errands carried by the fleet, all requested and delivered at one instant that lies between
 * the last midnights of Mexico City and of Tijuana (never the same instant, as the zones' offsets always differ):
 * "today" in Tijuana and yesterday in Mexico City while Mexico City's new day has begun and Tijuana's has not,
 * the reverse at every other hour. Returns what every "today" figure shows.
 */
const observeAt = async (starts: ReturnType<typeof dayStarts>, round: number) => {
  const at = new Date((starts.tijuana + starts.mexico) / 2);
  const base = { partnerId: tenants.a.partner.id, pickup: { address: 'Centro' }, dropoff: { address: 'Playas' } };
  const errandIn = async (
    companyId: string | null,
    riderId: string,
    number: number,
    amountToCollect: number,
    minutes: number,
  ) => {
    const [row] = await t.db
      .insert(errands)
      .values({
        ...base,
        companyId,
        riderId,
        number: round * 10 + number,
        amountToCollect,
        status: 'delivered',
        channel: 'partner',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await t.db.insert(errandStatusHistory).values([
      { errandId: row.id, toStatus: 'assigned', manager: 'Prueba', at: new Date(at.getTime() - minutes * 60_000) },
      { errandId: row.id, fromStatus: 'on_the_way', toStatus: 'delivered', manager: 'Prueba', at },
    ]);
    return row.id;
  };
  const ids = {
    tijuana: await errandIn(tenants.a.companies[0].id, riderIds.tijuana, 1, 100, 20),
    mexico: await errandIn(tenants.a.companies[1].id, riderIds.mexico, 2, 1000, 40),
    noCompany: await errandIn(null, riderIds.noCompany, 3, 10000, 60),
  };
  const [fleetToday, fleetRiders, partnerRiders, board] = await Promise.all([
    get(fleet, '/errands/fleet?today=1&limit=100'),
    get(fleet, '/riders/list?status=all&limit=100'),
    get(admin, '/riders/list?status=all&owner=fleet&limit=100'),
    get(fleet, '/fleets/board'),
  ]);
  const todayOf = (page: { items: { id: string; todayErrands: number }[] }) =>
    Object.fromEntries(
      Object.entries(riderIds).map(([key, id]) => [key, page.items.find((r) => r.id === id)?.todayErrands]),
    );
  const boardRider = (id: string) => board.riders.find((r: { id: string }) => r.id === id);
  await t.db.delete(errands).where(eq(errands.partnerId, tenants.a.partner.id));
  return {
    at,
    ids,
    fleetToday: (fleetToday.items as { id: string }[]).map((e) => e.id).sort(),
    fleetRiders: todayOf(fleetRiders),
    partnerRiders: todayOf(partnerRiders),
    boardRiders: Object.fromEntries(
      Object.entries(riderIds).map(([key, id]) => [
        key,
        { deliveredToday: boardRider(id)?.deliveredToday, cashToday: boardRider(id)?.cashToday },
      ]),
    ),
    boardToday: board.today,
  };
};

describe('"today" is the day of the errand’s company', () => {
  it('counts an errand of a company in Tijuana on Tijuana’s day, one in Mexico City (or of no company) on Mexico City’s', async () => {
    // A midnight of either zone may pass while the requests run: then the figures are read once more.
    let starts = dayStarts();
    let seen = await observeAt(starts, 1);
    const after = dayStarts();
    if (after.tijuana !== starts.tijuana || after.mexico !== starts.mexico) {
      starts = after;
      seen = await observeAt(starts, 2);
    }
    expect(starts.tijuana).not.toBe(starts.mexico);
    const tijuanaToday = seen.at.getTime() >= starts.tijuana;
    const mexicoToday = seen.at.getTime() >= starts.mexico;
    expect(tijuanaToday).toBe(!mexicoToday);
    const count = (today: boolean) => (today ? 1 : 0);
    const expectedRiders = {
      tijuana: count(tijuanaToday),
      mexico: count(mexicoToday),
      noCompany: count(mexicoToday),
    };

    expect(seen.fleetToday).toEqual((tijuanaToday ? [seen.ids.tijuana] : [seen.ids.mexico, seen.ids.noCompany]).sort());
    expect(seen.fleetRiders).toEqual(expectedRiders);
    expect(seen.partnerRiders).toEqual(expectedRiders);
    expect(seen.boardRiders).toEqual({
      tijuana: { deliveredToday: count(tijuanaToday), cashToday: tijuanaToday ? 100 : 0 },
      mexico: { deliveredToday: count(mexicoToday), cashToday: mexicoToday ? 1000 : 0 },
      noCompany: { deliveredToday: count(mexicoToday), cashToday: mexicoToday ? 10000 : 0 },
    });
    expect(seen.boardToday).toEqual(
      tijuanaToday
        ? { delivered: 1, cash: 100, averageMinutes: 20 }
        : { delivered: 2, cash: 11000, averageMinutes: 50 },
    );
  });
});

describe('the start of an errand’s day', () => {
  const startAt = async (companyId: string | null, at: string) => {
    const company = companyId ? sql`${companyId}::uuid` : sql`null::uuid`;
    const result = (await t.db.execute(
      sql`select ${errandTodayStart(company, sql`${at}::timestamptz`)} as start`,
    )) as unknown as { rows?: { start: Date | string }[] } | { start: Date | string }[];
    const row = Array.isArray(result) ? result[0] : result.rows?.[0];
    return new Date(row!.start).toISOString();
  };

  it.each([
    // 07:00 UTC in November: already the 25th in Mexico City and Cancún, still the 24th in Tijuana.
    ['2026-11-25T07:00:00.000Z', '2026-11-24T08:00:00.000Z', '2026-11-25T06:00:00.000Z', '2026-11-25T05:00:00.000Z'],
    // 18:00 UTC: the same date everywhere, three different midnights.
    ['2026-11-25T18:00:00.000Z', '2026-11-25T08:00:00.000Z', '2026-11-25T06:00:00.000Z', '2026-11-25T05:00:00.000Z'],
    // Summer: Tijuana keeps daylight saving time (UTC−7), Mexico City no longer does (UTC−6).
    ['2026-07-01T06:30:00.000Z', '2026-06-30T07:00:00.000Z', '2026-07-01T06:00:00.000Z', '2026-07-01T05:00:00.000Z'],
  ])(
    'at %s begins in Tijuana at %s, in Mexico City (and for no company) at %s, in Cancún at %s',
    async (at, tijuana, mexico, cancun) => {
      expect(await startAt(tenants.a.companies[0].id, at)).toBe(tijuana);
      expect(await startAt(tenants.a.companies[1].id, at)).toBe(mexico);
      expect(await startAt(null, at)).toBe(mexico);
      expect(await startAt(tenants.b.companies[0].id, at)).toBe(cancun);
    },
  );
});

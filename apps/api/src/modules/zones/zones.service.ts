import type { Zone, ZoneCreateBody, ZoneUpdateBody } from '@backoffice/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, zones } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { countWithinCap } from '../../shared/bounded-list.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { cleanAreas } from './zone-areas.ts';
import { zoneArea, zonesOverlap } from './zone-geometry.ts';
import {
  companiesOfZones,
  findZone,
  insertZone,
  listZones,
  ownCompanyIds,
  partnerZonesWhere,
  setZoneCompanies,
  type ZoneRow,
} from './zones.queries.ts';

const toZoneDto = (row: ZoneRow, companyIds: string[]): Zone => ({
  id: row.id,
  name: row.name,
  color: row.color,
  deliveryFee: row.deliveryFee,
  minimumOrder: row.minimumOrder,
  minutes: row.minutes,
  active: row.active,
  geometry: row.geometry as Zone['geometry'],
  area: row.area,
  postalCodes: row.postalCodes,
  colonias: row.colonias,
  companies: companyIds,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const zoneNotFound = () => notFound('No encontramos esa zona.');

/** Each zone with the other zones it overlaps and, for each pair, which one wins (the smaller). */
const withOverlaps = (list: Zone[]) =>
  list.map((zone) => ({
    ...zone,
    overlaps: list
      .filter((other) => other.id !== zone.id && zonesOverlap(zone.geometry, other.geometry))
      .map((other) => ({
        zone: other.id,
        winner: zone.area < other.area || (zone.area === other.area && zone.id < other.id) ? zone.id : other.id,
      })),
  }));

export const zonesFor = async (db: Db, auth: SignedIn) => {
  const partnerId = partnerIdOf(auth);
  // Counted first: the overlaps below compare every pair of zones.
  await countWithinCap(db, 'zones', zones, partnerZonesWhere(partnerId));
  const rows = await listZones(db, partnerId);
  const companiesByZone = await companiesOfZones(
    db,
    rows.map((row) => row.id),
  );
  return withOverlaps(rows.map((row) => toZoneDto(row, companiesByZone.get(row.id) ?? [])));
};

const zoneFor = async (db: Db, partnerId: string, id: string) => {
  const row = await findZone(db, partnerId, id);
  if (!row) throw zoneNotFound();
  return toZoneDto(row, (await companiesOfZones(db, [id])).get(id) ?? []);
};

/** Zones only hold the partner's own companies; anything else is a 404 (existence never leaks). */
const assertOwnCompanies = async (db: Db, partnerId: string, ids: string[] | undefined) => {
  if (!ids?.length) return;
  if ((await ownCompanyIds(db, partnerId, ids)).size !== new Set(ids).size)
    throw notFound('No encontramos uno de los comercios.');
};

const areaOf = (geometry: ZoneCreateBody['geometry'], field = 'body.geometry') => {
  const area = zoneArea(geometry);
  if (area < 1)
    throw badRequest('La zona no tiene superficie: dibuja al menos tres puntos distintos.', [
      { field, message: 'Sin superficie' },
    ]);
  return area;
};

export const createZone = async (db: Db, auth: SignedIn, body: ZoneCreateBody) => {
  const partnerId = partnerIdOf(auth);
  await assertOwnCompanies(db, partnerId, body.companies);
  const { companies: companyIds, ...settings } = body;
  const area = areaOf(settings.geometry);
  const id = await db.transaction((tx) =>
    insertZone(tx, { partnerId, ...settings, ...cleanAreas(settings), area }, companyIds),
  );
  return zoneFor(db, partnerId, id);
};

export const updateZone = async (db: Db, auth: SignedIn, id: string, body: ZoneUpdateBody) => {
  const partnerId = partnerIdOf(auth);
  if (!(await findZone(db, partnerId, id))) throw zoneNotFound();
  await assertOwnCompanies(db, partnerId, body.companies);
  const { companies: companyIds, ...settings } = body;
  const area = settings.geometry ? areaOf(settings.geometry) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(zones)
      .set({ ...settings, ...cleanAreas(settings), area, updatedAt: new Date() })
      .where(eq(zones.id, id));
    if (companyIds) await setZoneCompanies(tx, id, [...new Set(companyIds)]);
  });
  return zoneFor(db, partnerId, id);
};

export const removeZone = async (db: Db, auth: SignedIn, id: string) => {
  const partnerId = partnerIdOf(auth);
  if (!(await findZone(db, partnerId, id))) throw zoneNotFound();
  await db.delete(zones).where(eq(zones.id, id));
};

/** Every zone as a GeoJSON Feature whose properties carry its settings (the import reads the same). */
export const exportZones = async (db: Db, auth: SignedIn) => {
  const list = await zonesFor(db, auth);
  return {
    type: 'FeatureCollection' as const,
    features: list.map((zone) => ({
      type: 'Feature' as const,
      geometry: zone.geometry,
      properties: {
        name: zone.name,
        color: zone.color,
        deliveryFee: zone.deliveryFee,
        minimumOrder: zone.minimumOrder,
        minutes: zone.minutes,
        active: zone.active,
        companies: zone.companies,
        postalCodes: zone.postalCodes,
        colonias: zone.colonias,
      },
    })),
  };
};

/** Every company of the partner (zones belong to the partner, not to one member's listen_for). */
export const assignableCompanies = (db: Db, auth: SignedIn) =>
  db
    .select({ id: companies.id, name: companies.name, city: companies.city })
    .from(companies)
    .where(eq(companies.partnerId, partnerIdOf(auth)))
    .orderBy(asc(companies.name));

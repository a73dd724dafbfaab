import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, zoneCompanies, zones } from '../../db/schema/index.ts';

export type ZoneRow = typeof zones.$inferSelect;
type ZoneInsert = typeof zones.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A partner's zones: the rows of `/zones`, counted against its cap first. */
export const partnerZonesWhere = (partnerId: string) => eq(zones.partnerId, partnerId);

export const listZones = (db: Db, partnerId: string) =>
  db.select().from(zones).where(partnerZonesWhere(partnerId)).orderBy(asc(zones.name), asc(zones.id));

export const findZone = async (db: Db, partnerId: string, id: string) => {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.id, id), eq(zones.partnerId, partnerId)));
  return row;
};

export const companiesOfZones = async (db: Db, zoneIds: string[]) => {
  const byZone = new Map<string, string[]>(zoneIds.map((id) => [id, []]));
  if (zoneIds.length === 0) return byZone;
  const rows = await db.select().from(zoneCompanies).where(inArray(zoneCompanies.zoneId, zoneIds));
  for (const row of rows) byZone.get(row.zoneId)?.push(row.companyId);
  return byZone;
};

export const setZoneCompanies = async (tx: Db | Tx, zoneId: string, companyIds: string[]) => {
  await tx.delete(zoneCompanies).where(eq(zoneCompanies.zoneId, zoneId));
  if (companyIds.length) await tx.insert(zoneCompanies).values(companyIds.map((companyId) => ({ zoneId, companyId })));
};

/** Inserts a zone and its companies (each once), in the caller's transaction; returns its id. */
export const insertZone = async (tx: Tx, values: ZoneInsert, companyIds: string[] = []) => {
  const [row] = await tx.insert(zones).values(values).returning({ id: zones.id });
  await setZoneCompanies(tx, row.id, [...new Set(companyIds)]);
  return row.id;
};

/** Which of these company ids are the partner's own. */
export const ownCompanyIds = async (db: Db, partnerId: string, ids: string[]) => {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set<string>();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.partnerId, partnerId), inArray(companies.id, unique)));
  return new Set(rows.map((row) => row.id));
};

/** The active zones a company delivers in: the candidates when an order brings coordinates. */
export const activeZonesOfCompany = (db: Db, companyId: string) =>
  db
    .select({
      id: zones.id,
      name: zones.name,
      geometry: zones.geometry,
      area: zones.area,
      deliveryFee: zones.deliveryFee,
      minimumOrder: zones.minimumOrder,
      minutes: zones.minutes,
      postalCodes: zones.postalCodes,
      colonias: zones.colonias,
    })
    .from(zones)
    .innerJoin(zoneCompanies, eq(zoneCompanies.zoneId, zones.id))
    .where(and(eq(zoneCompanies.companyId, companyId), eq(zones.active, true)));

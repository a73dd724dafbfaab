import { couponPhoneKey, type orderIntakeSchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { GENERIC_PLAN } from '../../db/pglite-statements.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { channelKeys, companies, coupons, products, promos, zoneCompanies, zones } from '../../db/schema/index.ts';
import { type Caller, callerCompanyReach, channelCaller, type UnresolvedChannel } from '../channel-keys/caller.ts';
import type { FoundCoupon } from '../coupons/coupon-intake.ts';
import { CatalogueEntries } from './catalogue-entries.ts';
import type { Catalogue } from './order-pricing.ts';
import { cachedCouponStamp } from './orders.queries.ts';

/**
 * The intake's catalogue cache (decision 028): per process and database, per company, the company's row, its
 * products, promos, active zones and the coupons it may take, as of companies.catalogue_version. Nothing here is
 * invalidated by this process's own writes: triggers move the version in the transaction of every such write
 * (migration 0037), the order's insert checks it under the company's row lock (orders.queries.ts), and a mismatch
 * fails the insert, after which the intake reads and prices again (order-intake.service.ts). A coupon carries its own
 * stamp (cachedCouponStamp), checked where the insert claims it.
 */
type Intake = z.output<typeof orderIntakeSchema>;
type Json = Record<string, unknown>;
type CompanyRow = typeof companies.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
type ZoneRow = typeof zones.$inferSelect;

export type CachedCoupon = { row: CouponRow; stamp: string };
export type CatalogueEntry = {
  version: number;
  /** Rows held: the company, its products, promos, zones and coupons (catalogue-entries.ts bounds their sum). */
  rows: number;
  company: CompanyRow;
  catalogue: Catalogue;
  zones: ZoneRow[];
  coupons: CachedCoupon[];
};

const MAX_COMPANIES = 2_000;
/** About 1 KB a row as JavaScript objects: the entries of a process hold at most some 200 MB. */
const MAX_ROWS = 200_000;
const MAX_KEYS = 2_000;

const entriesByDb = new WeakMap<Db, CatalogueEntries<CatalogueEntry>>();
const keysByDb = new WeakMap<Db, Map<string, { id: string; partnerId: string; name: string }>>();

const mapOf = <V>(byDb: WeakMap<Db, Map<string, V>>, db: Db) => {
  let map = byDb.get(db);
  if (!map) {
    map = new Map();
    byDb.set(db, map);
  }
  return map;
};

const entriesOf = (db: Db) => {
  let entries = entriesByDb.get(db);
  if (!entries) {
    entries = new CatalogueEntries(MAX_COMPANIES, MAX_ROWS);
    entriesByDb.set(db, entries);
  }
  return entries;
};

/** Oldest entry out first when full: a Map iterates in insertion order. */
const remember = <V>(map: Map<string, V>, key: string, value: V, max: number) => {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
};

/** One statement, one snapshot: the version and everything priced under it. */
const catalogueRead = preparedPerDb((db) => {
  const companyId = sql.placeholder('companyId');
  return db
    .select({
      company: sql<Json | null>`(select row_to_json(${companies}) from ${companies} where ${companies.id} = ${companyId})`,
      products: sql<Json[]>`(select coalesce(json_agg(${products}), '[]') from ${products}
        where ${products.companyId} = ${companyId} and not ${products.archived})`,
      promos: sql<Json[]>`(select coalesce(json_agg(${promos}), '[]') from ${promos}
        where ${promos.companyId} = ${companyId} and not ${promos.archived})`,
      zones: sql<Json[]>`(select coalesce(json_agg(${zones}), '[]') from ${zones}
        join ${zoneCompanies} on ${zoneCompanies.zoneId} = ${zones.id}
        where ${zoneCompanies.companyId} = ${companyId} and ${zones.active})`,
      // The codes this company may take: its own, and its partner's for its city (coupon-intake.ts).
      coupons: sql<Json[]>`(select coalesce(json_agg(json_build_object('row', to_jsonb(coupon),
          'stamp', ${cachedCouponStamp(sql`coupon`)})), '[]')
        from ${coupons} as coupon join ${companies} as coupon_company on coupon_company.id = ${companyId}
        where not coupon.archived and (coupon.company_id = coupon_company.id or (coupon.company_id is null
          and coupon.partner_id = coupon_company.partner_id
          and lower(coupon.city) = lower(coupon_company.city) and lower(coupon.state) = lower(coupon_company.state))))`,
    })
    .from(sql`${sql.raw(GENERIC_PLAN)} (select 1) as one`)
    .prepare('intake_catalogue_read');
});

const activeKey = preparedPerDb((db) =>
  db
    .select({ id: channelKeys.id, partnerId: channelKeys.partnerId, name: channelKeys.name })
    .from(channelKeys)
    .where(sql`${channelKeys.keyHash} = ${sql.placeholder('keyHash')} and ${channelKeys.revokedAt} is null`)
    .prepare('intake_active_key'),
);

const readEntry = async (db: Db, companyId: string): Promise<CatalogueEntry | undefined> => {
  const [row] = await catalogueRead(db).execute({ companyId });
  if (!row.company) return undefined;
  const company = rowFromJson(companies, row.company);
  return {
    version: company.catalogueVersion,
    rows: 1 + row.products.length + row.promos.length + row.zones.length + row.coupons.length,
    company,
    catalogue: {
      productById: new Map(row.products.map((json) => rowFromJson(products, json)).map((item) => [item.id, item])),
      promoById: new Map(row.promos.map((json) => rowFromJson(promos, json)).map((item) => [item.id, item])),
    },
    zones: row.zones.map((json) => rowFromJson(zones, json)),
    coupons: row.coupons.map((json) => ({ row: rowFromJson(coupons, json.row as Json), stamp: String(json.stamp) })),
  };
};

/** The company's entry, read once per version; undefined for a company that does not exist. */
const cachedEntry = async (db: Db, companyId: string) => {
  const entries = entriesOf(db);
  const cached = entries.get(companyId);
  if (cached) return cached;
  const entry = await readEntry(db, companyId);
  if (entry) entries.set(companyId, entry);
  return entry;
};

/**
 * The insert found another version or a revoked key (it cannot tell which): the company is read again, and the key
 * too when `withKey` (a second mismatch in a row).
 */
export const forgetCached = (db: Db, companyId: string, caller: Caller | UnresolvedChannel, withKey: boolean) => {
  entriesByDb.get(db)?.delete(companyId);
  if (withKey && caller.kind === 'channel-key') keysByDb.get(db)?.delete(caller.keyHash);
};

/**
 * A full read saw this version, and the code it found: an older entry is dropped now rather than at its next insert,
 * and so is one without that code (coupons do not move the version: a code made after the entry was filled would
 * otherwise send every order naming it to the full read until the next catalogue edit).
 */
export const noteVersion = (db: Db, companyId: string, version: number, couponId?: string) => {
  const entries = entriesByDb.get(db);
  const entry = entries?.peek(companyId);
  if (!entry) return;
  if (entry.version !== version || (couponId && !entry.coupons.some((coupon) => coupon.row.id === couponId)))
    entries?.delete(companyId);
};

const cachedCaller = async (db: Db, caller: Caller | UnresolvedChannel): Promise<Caller | undefined> => {
  if (caller.kind !== 'channel-key') return caller;
  const keys = mapOf(keysByDb, db);
  let key = keys.get(caller.keyHash);
  if (!key) {
    [key] = await activeKey(db).execute({ keyHash: caller.keyHash });
    if (!key) return undefined;
    remember(keys, caller.keyHash, key, MAX_KEYS);
  }
  return channelCaller(key);
};

const mayReach = (caller: Caller, company: CompanyRow) => {
  const reach = callerCompanyReach(caller);
  return (
    reach !== undefined &&
    (reach.partnerId === null || reach.partnerId === company.partnerId) &&
    (reach.companyIds === null || reach.companyIds.includes(company.id))
  );
};

/** The code the body names, as the full read would find it: the company's own first, else its partner's. */
const cachedCoupon = (entry: CatalogueEntry, code: string) => {
  const named = entry.coupons.filter((coupon) => coupon.row.code === code);
  return named.find((coupon) => coupon.row.companyId === entry.company.id) ?? named[0];
};

/** A code whose rules read this phone's past (uses per phone, first order only) needs the full read. */
const readsPhoneFacts = (row: CouponRow, phone: string) =>
  (row.maxUsesPerPhone !== null || row.firstOrderOnly) && couponPhoneKey(phone) !== '';

export type CachedIntake = {
  caller: Caller;
  entry: CatalogueEntry;
  coupon: FoundCoupon | undefined;
  couponStamp: string | null;
};

/**
 * What the intake prices a body from without reading per request, or undefined when the full read must answer:
 * an unknown or revoked key, a company that does not exist or that the caller may not reach, a code not in the
 * cache or one with per-phone rules. Each of those is then judged by the full read, in the contract's order.
 */
export const cachedIntake = async (
  db: Db,
  callerOrKey: Caller | UnresolvedChannel,
  body: Intake,
): Promise<CachedIntake | undefined> => {
  const caller = await cachedCaller(db, callerOrKey);
  if (!caller) return undefined;
  const entry = await cachedEntry(db, body.company);
  if (!entry || !mayReach(caller, entry.company)) return undefined;
  if (!body.coupon) return { caller, entry, coupon: undefined, couponStamp: null };
  const coupon = cachedCoupon(entry, body.coupon);
  if (!coupon || readsPhoneFacts(coupon.row, body.customer.phone)) return undefined;
  return { caller, entry, coupon: { row: coupon.row, phoneUses: 0, hasOrdered: false }, couponStamp: coupon.stamp };
};

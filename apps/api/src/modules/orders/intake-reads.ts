import type { orderIntakeSchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { GENERIC_PLAN } from '../../db/pglite-statements.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { channelKeys, companies, orders, products, promos, zoneCompanies, zones } from '../../db/schema/index.ts';
import {
  type Caller,
  callerCompanyReach,
  channelCaller,
  invalidApiKey,
  type UnresolvedChannel,
} from '../channel-keys/caller.ts';
import { couponReadColumn, couponReadParameters, foundCoupon } from '../coupons/coupon-intake.ts';
import type { Catalogue } from './order-pricing.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type Json = Record<string, unknown>;

/** The products a body names: its lines, their extras and the options chosen in its promos. */
const namedProducts = (body: Intake) => [
  ...new Set([
    ...body.products.flatMap((line) => [line.product, ...(line.additions ?? []).map((a) => a.product)]),
    ...(body.promos ?? []).flatMap((line) => line.options.map((o) => o.product)),
  ]),
];

/**
 * A delivery with coordinates, or with a postal code or colonia, is priced by the company's active zones
 * (modules/zones/delivery-terms.ts).
 */
const pricedByZones = (body: Intake) =>
  body.type === 'delivery' &&
  (body.customer.location !== undefined || Boolean(body.customer.postalCode || body.customer.colonia));

const param = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * Everything an intake reads, in one prepared statement: the caller's channel key when it comes with one, the
 * earlier order under the same Idempotency-Key, the company if the caller may reach it, of that company the
 * unarchived promos the body names and the products it names or those promos offer, and its active zones when
 * they price the delivery. On the embedded database every statement is a turn on its only connection, so one
 * statement instead of six, planned once, is what brings the intake near a bare insert (bench/). What varies
 * between calls is a parameter, never the statement's text, and the embedded database plans it once (GENERIC_PLAN):
 * every part is a lookup by key or id.
 */
const intakeRead = preparedPerDb((db) => {
  const companyId = sql.placeholder('companyId');
  const keyHash = param<string | null>('keyHash');
  // A channel caller's scope and reach come from its key, looked up here (the `channel_key` join below).
  const scope = sql`coalesce(${sql.placeholder('scope')}::text, 'channel:' || channel_key.id::text)`;
  const namedPromos = sql`select * from ${promos}
    where ${promos.companyId} = ${companyId} and ${promos.id} = any(${sql.placeholder('promoIds')}::uuid[])
      and not ${promos.archived}`;
  return db
    .select({
      keyId: sql<string | null>`channel_key.id`,
      keyPartnerId: sql<string | null>`channel_key.partner_id`,
      keyName: sql<string | null>`channel_key.name`,
      earlier: sql<Json | null>`(select row_to_json(${orders}) from ${orders}
        where ${orders.idempotencyScope} = ${scope} and ${orders.idempotencyKey} = ${sql.placeholder('key')})`,
      company: sql<Json | null>`(select row_to_json(${companies}) from ${companies}
        where ${companies.id} = ${companyId} and ${param<boolean>('reachable')}
          and (${param<string>('reachPartner')}::uuid is null or ${companies.partnerId} = ${sql.placeholder('reachPartner')})
          and (${param<string[]>('reachIds')}::uuid[] is null or ${companies.id} = any(${sql.placeholder('reachIds')}))
          and (${keyHash}::text is null or ${companies.partnerId} = channel_key.partner_id))`,
      products: sql<Json[]>`(select coalesce(json_agg(${products}), '[]') from ${products}
        where ${products.companyId} = ${companyId} and not ${products.archived}
          and (${products.id} = any(${sql.placeholder('productIds')}::uuid[]) or ${products.id}::text in (
            select option->>'product' from (${namedPromos}) as named_promos,
              jsonb_array_elements(named_promos.options) as option)))`,
      promos: sql<Json[]>`(select coalesce(json_agg(named_promos), '[]') from (${namedPromos}) as named_promos)`,
      zones: sql<Json[]>`(select coalesce(json_agg(${zones}), '[]') from ${zones}
        join ${zoneCompanies} on ${zoneCompanies.zoneId} = ${zones.id}
        where ${sql.placeholder('withZones')} and ${zoneCompanies.companyId} = ${companyId} and ${zones.active})`,
      // Null and not looked at when the body names no coupon.
      coupon: couponReadColumn(companyId, sql.placeholder('couponCode'), sql.placeholder('couponPhone')),
    })
    .from(
      sql`${sql.raw(GENERIC_PLAN)} (select 1) as one left join lateral (select ${channelKeys.id}, ${channelKeys.partnerId}, ${channelKeys.name}
        from ${channelKeys} where ${channelKeys.keyHash} = ${keyHash} and ${channelKeys.revokedAt} is null)
        as channel_key on true`,
    )
    .prepare('intake_read');
});

/** For a caller with its key unresolved, its reach is the key's partner, checked inside the statement. */
const reachParameters = (caller: Caller | UnresolvedChannel) => {
  if (caller.kind === 'channel-key') {
    return { keyHash: caller.keyHash, reachable: true, reachPartner: null, reachIds: null, scope: null };
  }
  const reach = callerCompanyReach(caller);
  return {
    keyHash: null,
    reachable: reach !== undefined,
    reachPartner: reach?.partnerId ?? null,
    reachIds: reach?.companyIds ?? null,
    scope: caller.idempotencyScope,
  };
};

/** Everything the intake reads; a wrong or revoked channel key is 401 before anything else is looked at. */
export const readForIntake = async (
  db: Db,
  caller: Caller | UnresolvedChannel,
  body: Intake,
  /** Absent for a quote: nothing is looked up by key. */
  idempotencyKey?: string,
) => {
  const [row] = await intakeRead(db).execute({
    ...reachParameters(caller),
    companyId: body.company,
    promoIds: [...new Set((body.promos ?? []).map((line) => line.promo))],
    productIds: namedProducts(body),
    key: idempotencyKey ?? null,
    withZones: pricedByZones(body),
    ...couponReadParameters(body.coupon, body.customer.phone),
  });
  const resolved =
    caller.kind !== 'channel-key'
      ? caller
      : row.keyId
        ? channelCaller({
            id: row.keyId,
            partnerId: row.keyPartnerId!,
            name: row.keyName!,
          })
        : undefined;
  if (!resolved) throw invalidApiKey();
  const catalogue: Catalogue = {
    productById: new Map(row.products.map((json) => rowFromJson(products, json)).map((item) => [item.id, item])),
    promoById: new Map(row.promos.map((json) => rowFromJson(promos, json)).map((item) => [item.id, item])),
  };
  return {
    caller: resolved,
    zones: row.zones.map((json) => rowFromJson(zones, json)),
    earlier: row.earlier ? rowFromJson(orders, row.earlier) : undefined,
    company: row.company ? rowFromJson(companies, row.company) : undefined,
    catalogue,
    coupon: foundCoupon(row.coupon),
  };
};

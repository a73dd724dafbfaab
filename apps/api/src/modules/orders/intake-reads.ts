import type { orderIntakeSchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { executedRows, rowFromJson } from '../../db/json-rows.ts';
import { companies, orders, products, promos, zoneCompanies, zones } from '../../db/schema/index.ts';
import { type Caller, callerReach } from '../channel-keys/caller.ts';
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

/** A delivery with coordinates is priced by the company's active zones (modules/zones/delivery-terms.ts). */
const pricedByZones = (body: Intake) => body.type === 'delivery' && body.customer.location !== undefined;

/**
 * Everything an intake reads, in one statement: the earlier order under the same Idempotency-Key, the
 * company if the caller may reach it, of that company the unarchived promos the body names and the
 * products it names or those promos offer, and its active zones when they price the delivery. On the
 * embedded database every statement is a turn on its only connection, so one statement instead of five is
 * what brings the intake near a bare insert (bench/).
 */
export const readForIntake = async (
  db: Db,
  caller: Caller,
  body: Intake,
  /** Absent for a quote: nothing is looked up by key. */
  idempotency?: { scope: string; key: string },
) => {
  const reach = callerReach(caller);
  const promoIds = [...new Set((body.promos ?? []).map((line) => line.promo))];
  const productIds = namedProducts(body);
  const companyId = body.company;
  const [row] = executedRows<{
    earlier: Json | null;
    company: Json | null;
    products: Json[];
    promos: Json[];
    zones: Json[];
  }>(
    await db.execute(sql`
      with named_promos as (
        select * from ${promos}
        where ${promos.companyId} = ${companyId} and ${promos.id} = any(${sql.param(promoIds)}::uuid[]) and not ${promos.archived}
      )
      select
        ${
          idempotency
            ? sql`(select row_to_json(${orders}) from ${orders}
          where ${orders.idempotencyScope} = ${idempotency.scope} and ${orders.idempotencyKey} = ${idempotency.key})`
            : sql`null::json`
        } as earlier,
        ${reach ? sql`(select row_to_json(${companies}) from ${companies} where ${companies.id} = ${companyId} and ${reach})` : sql`null::json`} as company,
        (select coalesce(json_agg(${products}), '[]') from ${products}
          where ${products.companyId} = ${companyId} and not ${products.archived}
            and (${products.id} = any(${sql.param(productIds)}::uuid[]) or ${products.id}::text in (
              select option->>'product' from named_promos, jsonb_array_elements(named_promos.options) as option))
        ) as products,
        (select coalesce(json_agg(named_promos), '[]') from named_promos) as promos,
        ${
          pricedByZones(body)
            ? sql`(select coalesce(json_agg(${zones}), '[]') from ${zones}
          join ${zoneCompanies} on ${zoneCompanies.zoneId} = ${zones.id}
          where ${zoneCompanies.companyId} = ${companyId} and ${zones.active})`
            : sql`'[]'::json`
        } as zones`),
  );
  const catalogue: Catalogue = {
    productById: new Map(row.products.map((json) => rowFromJson(products, json)).map((item) => [item.id, item])),
    promoById: new Map(row.promos.map((json) => rowFromJson(promos, json)).map((item) => [item.id, item])),
  };
  return {
    zones: row.zones.map((json) => rowFromJson(zones, json)),
    earlier: row.earlier ? rowFromJson(orders, row.earlier) : undefined,
    company: row.company ? rowFromJson(companies, row.company) : undefined,
    catalogue,
  };
};
